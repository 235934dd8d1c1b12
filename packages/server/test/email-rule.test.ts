import { describe, expect, it } from 'vitest';
import { isEmail } from '../../ui/src/account/validation/index.js';
import { checkEmail, defaultRegistrationMessages } from '../../ui/src/marketplace/partnerRules.js';
import { createSchemaRegistry, loadOpenApi } from '../src/http/openapi.js';
import { paths } from '../src/paths.js';

// openapi.yaml's Email (`format: email`) is one rule: the server's validator and both ui forms answer alike.
const contract = createSchemaRegistry(loadOpenApi(paths.openapi)).compile('#/components/schemas/Email');

const samples: [string, boolean][] = [
  ['member@example.com', true],
  ['first.last+tag@mail.example.co.uk', true],
  ['a@b.c', true],
  ['no-at-sign.example.com', false],
  ['two@@example.com', false],
  ['space in@example.com', false],
  ['trailing@example.', false],
  ['dot@.example.com', false],
  ['nodomain@', false],
  ['@example.com', false],
  [`${'a'.repeat(64)}@${'b'.repeat(185)}.com`, false],
];

describe('the e-mail rule is the same in openapi.yaml, the server and the ui forms', () => {
  it.each(samples)('%j → %s', (email, valid) => {
    expect(contract(email)).toBe(valid);
    expect(isEmail(email)).toBe(valid);
    expect(checkEmail(email, defaultRegistrationMessages) === undefined).toBe(valid);
  });
});
