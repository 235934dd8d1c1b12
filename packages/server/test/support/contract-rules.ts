import { loadConfig } from '../../src/config.js';
import {
  createSchemaRegistry,
  listOperations,
  loadOpenApi,
  type OperationEntry,
} from '../../src/http/openapi.js';

// Our own contract check (ajv 2020 over the whole document, the registry the server validates requests with):
// an answer must be documented for its operation and status in openapi.yaml, match that schema, and carry the
// HTTP status in its envelope. Free of vitest so that the long fuzz run can use it too.

export const openapiPath = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) }).openapiPath;
export const doc = loadOpenApi(openapiPath);
const registry = createSchemaRegistry(doc);
export const operations = listOperations(doc);

export function matchOperation(method: string, url: string): OperationEntry | undefined {
  const pathname = new URL(url, 'http://x').pathname.replace(/^\/v1/, '');
  return operations.find((entry) => {
    if (entry.method !== method.toLowerCase()) return false;
    const pattern = new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
}

/** The JSON pointer of the documented response, following a `$ref` to components/responses. */
export function responsePointer(entry: OperationEntry, status: number): string | undefined {
  const responses = entry.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return undefined;
  const response = responses[key] as { $ref?: string };
  return response.$ref ?? `${entry.pointer}/responses/${key}`;
}

/** What is wrong with an answer according to openapi.yaml; empty when nothing is. */
export function contractProblems(method: string, url: string, status: number, body: unknown): string[] {
  const entry = matchOperation(method, url);
  if (!entry) return [`${method} ${url} is not an operation of openapi.yaml`];
  const pointer = responsePointer(entry, status);
  if (!pointer)
    return [`${method} ${entry.path} does not document status ${status}: ${JSON.stringify(body)}`];
  const validate = registry.compile(`${pointer}/content/application~1json/schema`);
  const problems = validate(body)
    ? []
    : (validate.errors ?? []).map(
        (e) =>
          `${method} ${entry.path} ${status} does not match openapi.yaml: ${e.instancePath || '/'} ${e.message ?? ''} (${e.schemaPath})`,
      );
  if ((body as { status?: unknown } | null)?.status !== status) {
    problems.push(`${method} ${entry.path} ${status}: the envelope's status is not the HTTP status`);
  }
  return problems;
}
