import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { formatPatterns } from '@wellness/api/rules';
import { parse } from 'yaml';
import type { ErrorDetail } from '../errors.js';

// Why our own loader rather than fastify-openapi-glue: the contract is OpenAPI 3.1, whose schemas are JSON
// Schema 2020-12 (type arrays for nullables, `const`, `$defs`), while Fastify's built-in validator is an ajv
// draft-07 instance that also strips unknown properties and coerces types by default. Here one ajv 2020 instance
// holds the whole document, every schema is compiled by JSON pointer (so `$ref`s resolve as written), nothing is
// removed or coerced in bodies, and handlers are bound by "METHOD /path" — the paths that contract.md fixes —
// instead of by operationIds. The same instance validates responses in the tests.

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
  /** The staff roles that may use the call (every `/staff/…` call names them); the router enforces it. */
  'x-staff-roles'?: string[];
}

export interface OpenApiDocument {
  openapi: string;
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
}

export interface OperationEntry {
  method: HttpMethod;
  /** The path as written in the document, e.g. `/user/create`. */
  path: string;
  operation: OpenApiOperation;
  /** JSON pointer of the operation inside the document. */
  pointer: string;
}

/** The contract as JSON, written by build.mjs beside dist/main.js with the SHA-256 of the YAML it came from. */
interface PrebuiltContract {
  sha256: string;
  doc: OpenApiDocument;
}

export const contractHash = (yamlText: string) => createHash('sha256').update(yamlText).digest('hex');

/**
 * The contract: from the prebuilt JSON when it was built from exactly this YAML (parsing JSON takes a fraction of
 * parsing YAML at start), else from the YAML itself (tsx, tests, or a contract edited since the build).
 */
export function loadOpenApi(file: string, prebuiltJson?: string): OpenApiDocument {
  const text = readFileSync(file, 'utf8');
  if (prebuiltJson && existsSync(prebuiltJson)) {
    const prebuilt = JSON.parse(readFileSync(prebuiltJson, 'utf8')) as PrebuiltContract;
    if (prebuilt.sha256 === contractHash(text)) return prebuilt.doc;
  }
  return parse(text) as OpenApiDocument;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Top-level property names of a schema in declaration order, following `$ref` and `allOf` inside the document. */
export function propertyOrder(doc: OpenApiDocument, schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 10) return [];
  const s = schema as { $ref?: string; properties?: object; allOf?: unknown[]; required?: string[] };
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
    const target = s.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) =>
          (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      );
    return propertyOrder(doc, target, depth + 1);
  }
  const names = [...Object.keys(s.properties ?? {}), ...(s.required ?? [])];
  for (const part of s.allOf ?? []) names.push(...propertyOrder(doc, part, depth + 1));
  return [...new Set(names)];
}

export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      entries.push({ method, path, operation, pointer: `#/paths/${escapePointer(path)}/${method}` });
    }
  }
  return entries;
}

const DOCUMENT_ID = 'openapi.yaml';

export interface SchemaRegistry {
  /** Compiles the schema found at a JSON pointer (`#/paths/...`) of the document. */
  compile(pointer: string): ValidateFunction;
  /** Same, with string → number/boolean coercion, for query and path parameters that arrive as text. */
  compileCoercing(schema: unknown): ValidateFunction;
}

function makeAjv(coerceTypes: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true, // gives parentSchema, whose description words the password rules
    strict: false, // OpenAPI adds keywords (example, discriminator, xml) that are not JSON Schema
    removeAdditional: false,
    useDefaults: false,
    coerceTypes,
    // The document is checked against OpenAPI's schema by its own test (contract-loading); checking every schema
    // against the JSON Schema meta-schema here cost a second of CPU at each start.
    validateSchema: false,
  });
  addFormats.default(ajv);
  // ajv-formats' uuid also accepts a `urn:uuid:` prefix, which no column or lookup here understands.
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  // The e-mail rule the forms use too (one copy, in @wellness/api/rules).
  ajv.addFormat('email', formatPatterns.email);
  // OpenAPI's file markers in multipart bodies: the files themselves are checked by content, not by schema.
  ajv.addFormat('binary', true);
  ajv.addFormat('byte', true);
  // OpenAPI's numeric and password formats are hints, not constraints.
  for (const hint of ['int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(hint, true);
  return ajv;
}

export function createSchemaRegistry(doc: OpenApiDocument): SchemaRegistry {
  // Made on the first validation, not at start (a cold start compiles nothing).
  const withDocument = (coerce: boolean) => {
    let ajv: Ajv2020 | undefined;
    return () => {
      if (!ajv) {
        ajv = makeAjv(coerce);
        ajv.addSchema(doc as object, DOCUMENT_ID);
      }
      return ajv;
    };
  };
  const strictAjv = withDocument(false);
  const coercingAjv = withDocument(true);
  const cache = new Map<string, ValidateFunction>();
  return {
    compile(pointer) {
      let fn = cache.get(pointer);
      if (!fn) {
        fn = strictAjv().compile({ $ref: `${DOCUMENT_ID}${pointer}` });
        cache.set(pointer, fn);
      }
      return fn;
    },
    compileCoercing(schema) {
      return coercingAjv().compile(anchorRefs(schema) as object);
    },
  };
}

/** Points local `#/...` references of a schema built outside the document at the document itself. */
function anchorRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchorRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${DOCUMENT_ID}${v}` : anchorRefs(v),
    ]),
  );
}

/** The JSON pointer of the offending value (for `required`, of the missing property). */
function pointerOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const extra = p.missingProperty ?? p.additionalProperty ?? p.unevaluatedProperty;
  return extra === undefined ? error.instancePath : `${error.instancePath}/${String(extra)}`;
}

/** `/address/0/city` → `address[0].city`, the way a person names the field. */
function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, s) => (/^\d+$/.test(s) ? `${name}[${s}]` : name ? `${name}.${s}` : s), '');
}

function describe(error: ErrorObject, field: string): string {
  const subject = field || 'The request body';
  const p = error.params as Record<string, unknown>;
  const description = (error.parentSchema as { description?: unknown } | undefined)?.description;
  // A field may word its own refusals (`x-messages: { pattern: '…' }`), as the spec words them.
  const custom = (error.parentSchema as { 'x-messages'?: Record<string, unknown> } | undefined)?.[
    'x-messages'
  ]?.[error.keyword];
  if (typeof custom === 'string') return custom;
  switch (error.keyword) {
    case 'required':
      return `${subject} is required`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `${subject} is not an allowed field`;
    case 'type':
      return `${subject} must be ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`;
    case 'format':
      return `${subject} must be a valid ${p.format === 'email' ? 'email address' : String(p.format)}`;
    case 'minLength':
      return Number(p.limit) === 1
        ? `${subject} is required`
        : `${subject} must be at least ${String(p.limit)} characters long`;
    case 'maxLength':
      return `${subject} must be at most ${String(p.limit)} characters long`;
    case 'enum':
      return `${subject} must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${subject} must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern':
      // Password rules carry descriptions such as 'at least one uppercase letter' (spec §5 wording).
      return typeof description === 'string' && description.startsWith('at least one')
        ? `${subject} must contain ${description}`
        : `${subject} is not in the expected format`;
    case 'minProperties':
      return `${subject} must contain at least ${String(p.limit)} field${Number(p.limit) === 1 ? '' : 's'}`;
    default:
      return `${subject} ${error.message ?? 'is invalid'}`;
  }
}

const KEYWORD_RANK = ['required', 'type', 'format', 'minLength', 'maxLength', 'enum', 'const', 'pattern'];
const rankOf = (keyword: string) => {
  const rank = KEYWORD_RANK.indexOf(keyword);
  return rank === -1 ? KEYWORD_RANK.length : rank;
};

/**
 * Turns ajv errors into the envelope's details (JSON-pointer paths). They are ordered as the fields are in the
 * schema (the order of the form), and within a field the most basic rule first, so `message` names the first bad
 * field the way a person filling the form meets it.
 */
export function describeErrors(
  errors: ErrorObject[] | null | undefined,
  fieldOrder: string[] = [],
): ErrorDetail[] {
  const all = errors ?? [];
  // `anyOf`/`if` wrappers only repeat what their branches already said; keep them only when alone.
  const specific = all.filter((e) => !['if', 'anyOf', 'oneOf', 'not'].includes(e.keyword));
  const position = (pointer: string) => {
    const index = fieldOrder.indexOf(pointer.split('/')[1] ?? '');
    return index === -1 ? fieldOrder.length : index;
  };
  const details = (specific.length ? specific : all)
    .map((e) => ({ error: e, path: pointerOf(e) }))
    .sort((a, b) => position(a.path) - position(b.path) || rankOf(a.error.keyword) - rankOf(b.error.keyword))
    .map(({ error, path }) => ({ path, message: describe(error, fieldName(path)) }));
  return details.length ? details : [{ path: '', message: 'The request is invalid' }];
}
