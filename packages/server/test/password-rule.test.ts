import { describe, expect, it } from 'vitest';
import { checkPassword, passwordMessages } from '../../ui/src/account/validation/index.js';
import { createSchemaRegistry, loadOpenApi } from '../src/http/openapi.js';
import { paths } from '../src/paths.js';
import { passwordProblem } from '../src/services/passwords.js';

// The password rule lives in openapi.yaml; the server's messages and the ui's forms derive from it. This table
// holds the three layers to one answer, including the cases that once drifted (whitespace, non-ASCII).
const contract = createSchemaRegistry(loadOpenApi(paths.openapi)).compile('#/components/schemas/Password');

const samples: [string, string | undefined][] = [
  ['Demo@1234', undefined],
  ['Abcdefg1!', undefined],
  ['Abcdefg1 ', 'Password must contain at least one special character'],
  ['Abcdefg1\t', 'Password must contain at least one special character'],
  ['Abc defg1', 'Password must contain at least one special character'],
  ['Abc defg1#', undefined],
  ['Abcdefg1é', undefined],
  ['Abcdefg1😀', undefined],
  ['Ab1!😀😀', 'Password must be at least 8 characters long'],
  ['Ab1!xyz', 'Password must be at least 8 characters long'],
  ['abcdefg1!', 'Password must contain at least one uppercase letter'],
  ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
  ['Abcdefgh!', 'Password must contain at least one number'],
  ['Abcdefgh1', 'Password must contain at least one special character'],
];

describe('the password rule is the same in openapi.yaml, the server and the ui forms', () => {
  it.each(samples)('%j → %s', (password, message) => {
    expect(contract(password)).toBe(message === undefined);
    expect(passwordProblem(password)).toBe(message);
    expect(checkPassword(password, passwordMessages)).toBe(message);
  });
});
