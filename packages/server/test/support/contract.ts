import { expect } from 'vitest';
import { contractProblems } from './contract-rules.js';

// Every response a test receives goes through here: it must be documented for its operation and status in
// openapi.yaml and match that schema (ajv 2020), and the envelope's status must equal the HTTP status.

export function expectMatchesContract(method: string, url: string, status: number, body: unknown): void {
  const problems = contractProblems(method, url, status, body);
  expect(problems, `${method} ${url} ${status}: ${JSON.stringify(body)}`).toEqual([]);
}
