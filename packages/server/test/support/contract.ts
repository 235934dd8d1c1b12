import { expect } from 'vitest';
import { loadConfig } from '../../src/config.js';
import {
  createSchemaRegistry,
  listOperations,
  loadOpenApi,
  type OperationEntry,
} from '../../src/http/openapi.js';

// Every response a test receives goes through here: it must be documented for its operation and status in
// openapi.yaml and match that schema (ajv 2020), and the envelope's status must equal the HTTP status.

const doc = loadOpenApi(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) }).openapiPath);
const registry = createSchemaRegistry(doc);
const operations = listOperations(doc);

function matchOperation(method: string, url: string): OperationEntry {
  const pathname = new URL(url, 'http://x').pathname.replace(/^\/v1/, '');
  const found = operations.find((entry) => {
    if (entry.method !== method.toLowerCase()) return false;
    const pattern = new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
  if (!found) throw new Error(`${method} ${pathname} is not an operation of openapi.yaml`);
  return found;
}

/** The JSON pointer of the documented response, following a `$ref` to components/responses. */
function responsePointer(entry: OperationEntry, status: number): string | undefined {
  const responses = entry.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return undefined;
  const response = responses[key] as { $ref?: string };
  return response.$ref ?? `${entry.pointer}/responses/${key}`;
}

export function expectMatchesContract(method: string, url: string, status: number, body: unknown): void {
  const entry = matchOperation(method, url);
  const pointer = responsePointer(entry, status);
  expect(
    pointer,
    `${method} ${entry.path} does not document status ${status}: ${JSON.stringify(body)}`,
  ).toBeDefined();
  const validate = registry.compile(`${pointer}/content/application~1json/schema`);
  const valid = validate(body);
  const problems = valid
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} (${e.schemaPath})`);
  expect(
    problems,
    `${method} ${entry.path} ${status} does not match openapi.yaml: ${JSON.stringify(body)}`,
  ).toEqual([]);
  expect((body as { status?: unknown }).status, 'envelope status equals HTTP status').toBe(status);
}
