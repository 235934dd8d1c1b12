import { readFileSync } from 'node:fs';
import { Validator as JsonSchemaValidator } from '@cfworker/json-schema';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { parse } from 'yaml';

// A second opinion on the contract, from code that shares nothing with the server's ajv: the document itself is
// checked against the OpenAPI 3.1 schema by @seriousme/openapi-schema-validator, and answers are validated by
// @cfworker/json-schema (its own JSON Schema 2020-12 implementation) against the response schema that the
// operation documents for the status.

const DOCUMENT_ID = 'https://contract.test/openapi.json';
type Json = Record<string, unknown>;

export async function thirdPartyContract(openapiFile: string) {
  const document = parse(readFileSync(openapiFile, 'utf8')) as Json;
  const checker = new OpenApiValidator();
  const result = await checker.validate(structuredClone(document));
  if (!result.valid) {
    throw new Error(`openapi.yaml is not a valid OpenAPI document: ${JSON.stringify(result.errors)}`);
  }
  const paths = document.paths as Record<string, Record<string, Json>>;
  const components = document.components as { responses?: Record<string, Json> };
  const validators = new Map<string, JsonSchemaValidator>();

  function validatorFor(pointer: string) {
    let validator = validators.get(pointer);
    if (!validator) {
      validator = new JsonSchemaValidator({ $ref: `${DOCUMENT_ID}${pointer}` }, '2020-12', false);
      validator.addSchema(document as never, DOCUMENT_ID);
      validators.set(pointer, validator);
    }
    return validator;
  }

  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

  /** Problems with one answer; `path` is the operation's path as written in the document. */
  return function check(method: string, path: string, status: number, body: unknown): string[] {
    const operation = paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${path} is not in the document`];
    const responses = operation.responses as Record<string, Json>;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!key) return [`${method} ${path} does not document ${status}`];
    const ref = (responses[key] as { $ref?: string }).$ref;
    const base = ref ?? `#/paths/${escape(path)}/${method.toLowerCase()}/responses/${key}`;
    if (ref && !components.responses?.[ref.split('/').pop() ?? '']) return [`${ref} does not exist`];
    const outcome = validatorFor(`${base}/content/application~1json/schema`).validate(body);
    return outcome.valid
      ? []
      : outcome.errors.map(
          (e) => `${method} ${path} ${status}: ${e.instanceLocation} ${e.error} (third-party)`,
        );
  };
}
