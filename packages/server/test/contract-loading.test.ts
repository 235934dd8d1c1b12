import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, expect, test } from 'vitest';
import { contractHash, loadOpenApi } from '../src/http/openapi.js';
import { paths } from '../src/paths.js';

// A start reads the contract from build.mjs's JSON only while it was built from exactly this openapi.yaml.
const dir = mkdtempSync(path.join(tmpdir(), 'wellness-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const yamlText = readFileSync(paths.openapi, 'utf8');

test('the prebuilt JSON is used when its hash is the YAML’s, and the YAML when it is not', () => {
  const json = path.join(dir, 'openapi.json');
  const marked = { ...(parse(yamlText) as object), 'x-from': 'prebuilt' };
  writeFileSync(json, JSON.stringify({ sha256: contractHash(yamlText), doc: marked }));
  expect(loadOpenApi(paths.openapi, json)).toMatchObject({ 'x-from': 'prebuilt' });

  writeFileSync(json, JSON.stringify({ sha256: contractHash(`${yamlText}\n# edited`), doc: marked }));
  const fromYaml = loadOpenApi(paths.openapi, json);
  expect(fromYaml).not.toHaveProperty('x-from');
  expect(fromYaml).toEqual(parse(yamlText));
  expect(loadOpenApi(paths.openapi, path.join(dir, 'missing.json'))).toEqual(parse(yamlText));
});
