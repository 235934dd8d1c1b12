import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument, OperationEntry } from '../../src/http/openapi.js';

// Schema-driven fuzzing of every operation of openapi.yaml: requests are generated from each operation's own
// request schema (mostly valid values, with hostile ones mixed in at every level: NUL bytes, `urn:uuid:` ids,
// wrong types, huge numbers, missing and unknown fields), plus broken bodies (malformed JSON, wrong or missing
// content types, multipart without a boundary or never terminated, bodies over the size limit) and missing or
// forged tokens. No vitest import here: the long run (scripts/fuzz.ts) uses it outside the test runner.

type Schema = Record<string, unknown>;

export type TokenKind = 'member' | 'none' | 'forged';

export interface FuzzCase {
  method: string;
  /** Path with its query string. */
  url: string;
  token: TokenKind;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of input this is, for the results table. */
  kind: string;
}

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  'urn:uuid:6f1c2d4b-8a0e-4a53-9a57-3f1c2d4b5e6f',
  '',
  ' ',
  '%00',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '💥\u202e\ud83d',
  'null',
  '-1',
  '99999999999999999999999',
  '2147483648',
  '9999999999',
  '1e309',
  'x'.repeat(5000),
];
const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 1,
  -1e308,
  true,
  null,
  [],
  {},
  [null],
  { $ne: null },
];

const nastyValue = fc.constantFrom(...NASTY_VALUES);

/**
 * Integers at the edges: the schema's own bounds, 0 and -1, PostgreSQL's integer range and past it, and the
 * largest exact double. Issue 29 found ids of 2^31 accepted by the contract and refused by the database (500).
 */
const edgeIntegers = (schema: Schema) =>
  fc.constantFrom(
    ...[schema.minimum, schema.maximum, 0, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53].filter(
      (value): value is number => typeof value === 'number',
    ),
  );

/** The same edges written in digits, for ids sent as strings (e.g. the wishlist's). */
const EDGE_DIGITS = ['0', '1', '2147483647', '2147483648', '9999999999', '9007199254740993'];

/** JSON nested thousands of levels deep (the first 500 of issue 29 came from 5,000–8,000). */
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const nastyString = fc.constantFrom(...NASTY_STRINGS);

function resolve(doc: OpenApiDocument, schema: unknown): Schema {
  let current = schema as Schema | undefined;
  for (let i = 0; i < 20 && current && typeof current.$ref === 'string'; i += 1) {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (node, key) =>
        (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    ) as Schema | undefined;
  }
  return current ?? {};
}

const stringFor = (schema: Schema): fc.Arbitrary<string> => {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.max(
    minLength,
    Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 60),
  );
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    try {
      const pattern = new RegExp(schema.pattern as string);
      const matching = fc
        .stringMatching(pattern)
        .filter((s) => s.length >= minLength && s.length <= Math.max(maxLength, 200));
      // An id in digits: its edges as often as anything else.
      if (pattern.test('1') && !pattern.test('a')) return fc.oneof(matching, fc.constantFrom(...EDGE_DIGITS));
      return matching;
    } catch {
      // a pattern fast-check cannot invert: plain strings below
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
};

/** Values for a schema: valid ones most of the time, a hostile one now and then (at every depth). */
export function valueFor(doc: OpenApiDocument, input: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, input);
  const valid = validValueFor(doc, schema, depth);
  return fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: nastyValue });
}

function validValueFor(doc: OpenApiDocument, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(doc, s, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      const p = resolve(doc, part);
      Object.assign(merged.properties as object, p.properties ?? {});
      (merged.required as string[]).push(...((p.required as string[] | undefined) ?? []));
    }
    return validValueFor(doc, merged, depth);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type ?? 'string'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.oneof(
            {
              weight: 3,
              arbitrary: fc.integer({
                min: typeof schema.minimum === 'number' ? schema.minimum : -1000,
                max: typeof schema.maximum === 'number' ? schema.maximum : 100_000,
              }),
            },
            { weight: 1, arbitrary: edgeIntegers(schema) },
          );
        case 'number':
          return fc.double({
            min: typeof schema.minimum === 'number' ? schema.minimum : -1000,
            max: typeof schema.maximum === 'number' ? schema.maximum : 100_000,
            noNaN: true,
          });
        case 'array':
          return depth > 4
            ? fc.constant([])
            : fc.array(valueFor(doc, schema.items ?? {}, depth + 1), {
                minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
                maxLength: Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3),
              });
        case 'object':
          return depth > 4 ? fc.constant({}) : objectFor(doc, schema, depth);
        default:
          return stringFor(schema);
      }
    }),
  );
}

function objectFor(
  doc: OpenApiDocument,
  schema: Schema,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, valueFor(doc, s, depth + 1)]),
  );
  // Required fields present most of the time (a missing one is a case too), optional ones half the time.
  const requiredKeys = [...required].filter((k) => k in model);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.array(fc.constantFrom(...(requiredKeys.length ? requiredKeys : [''])), { maxLength: 1 }),
      fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'a\u0000'), nastyValue), {
        freq: 10,
      }),
    )
    .chain(([optional, dropped, extra]) =>
      fc.tuple(...requiredKeys.map((key) => model[key] as fc.Arbitrary<unknown>)).map((values) => {
        const value: Record<string, unknown> = { ...optional };
        requiredKeys.forEach((key, index) => (value[key] = values[index]));
        for (const key of dropped) delete value[key];
        if (extra) value[extra[0]] = extra[1];
        return value;
      }),
    );
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function multipartPayload(fields: Record<string, unknown>, binaryFields: Set<string>, image: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (binaryFields.has(name)) form.append(name, new Blob([image], { type: 'image/png' }), 'file.png');
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

interface BodyCase {
  kind: string;
  contentType?: string;
  payload?: string | Buffer;
  /** A form to encode when the case is sent (FormData encoding is asynchronous). */
  form?: { fields: Record<string, unknown>; binary: Set<string>; image: Buffer };
}

const BROKEN_BODIES: BodyCase[] = [
  { kind: 'json-malformed', contentType: 'application/json', payload: '{"email": "a@b.c",' },
  { kind: 'json-empty', contentType: 'application/json', payload: '' },
  { kind: 'json-scalar', contentType: 'application/json', payload: '"\\u0000"' },
  { kind: 'json-array', contentType: 'application/json', payload: '[1,2,3]' },
  { kind: 'json-null', contentType: 'application/json', payload: 'null' },
  { kind: 'json-proto', contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { kind: 'text-plain', contentType: 'text/plain', payload: 'hello' },
  { kind: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { kind: 'xml', contentType: 'application/xml', payload: '<a/>' },
  { kind: 'multipart-no-boundary', contentType: 'multipart/form-data', payload: 'name=x' },
  {
    kind: 'multipart-unterminated',
    contentType: 'multipart/form-data; boundary=XyZ',
    payload: '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAlex',
  },
  {
    kind: 'multipart-garbage',
    contentType: 'multipart/form-data; boundary=XyZ',
    payload: '--XyZ\r\nContent-Disposition: form-data\r\n\r\n\u0000\u0000--XyZ--',
  },
  { kind: 'json-too-large', contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { kind: 'json-deep-array', contentType: 'application/json', payload: deepArray(8000) },
  { kind: 'json-deep-object', contentType: 'application/json', payload: deepObject(5000) },
  { kind: 'json-deep-field', contentType: 'application/json', payload: `{"id":${deepArray(6000)}}` },
];

function bodyFor(doc: OpenApiDocument, entry: OperationEntry): fc.Arbitrary<BodyCase> {
  const content = entry.operation.requestBody?.content ?? {};
  const options: { weight: number; arbitrary: fc.Arbitrary<BodyCase> }[] = [];
  const jsonSchema = content['application/json']?.schema;
  if (jsonSchema) {
    options.push({
      weight: 12,
      arbitrary: valueFor(doc, jsonSchema).map((value) => ({
        kind: 'json',
        contentType: 'application/json',
        payload: JSON.stringify(value) ?? 'null',
      })),
    });
  }
  const multipartSchema = content['multipart/form-data']?.schema;
  if (multipartSchema) {
    const schema = resolve(doc, multipartSchema);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const binary = new Set(
      Object.entries(properties)
        .filter(([, s]) => resolve(doc, s).format === 'binary')
        .map(([name]) => name),
    );
    options.push({
      weight: 12,
      arbitrary: fc
        .tuple(
          valueFor(doc, multipartSchema),
          fc.oneof(
            fc.constant(PNG_1PX),
            fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
          ),
        )
        .map(([value, image]) => ({
          kind: 'multipart',
          form: {
            fields: value && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : {},
            binary,
            image,
          },
        })),
    });
  }
  options.push({ weight: Object.keys(content).length ? 5 : 1, arbitrary: fc.constantFrom(...BROKEN_BODIES) });
  options.push({ weight: Object.keys(content).length ? 1 : 12, arbitrary: fc.constant({ kind: 'none' }) });
  return fc.oneof(...options);
}

function queryFor(doc: OpenApiDocument, entry: OperationEntry): fc.Arbitrary<string> {
  const params = (entry.operation.parameters ?? []).filter((p) => p.in === 'query');
  if (!params.length) return fc.constantFrom('', '', '', '?x=%00', '?a[b]=1');
  return fc
    .tuple(
      ...params.map((p) =>
        fc.option(
          fc.oneof(
            { weight: 5, arbitrary: valueFor(doc, p.schema ?? {}) },
            { weight: 1, arbitrary: nastyString },
          ),
          { freq: 8 },
        ),
      ),
    )
    .map((values) => {
      const search = new URLSearchParams();
      values.forEach((value, index) => {
        if (value === null || value === undefined) return;
        search.append(params[index]?.name ?? '', typeof value === 'string' ? value : JSON.stringify(value));
      });
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

export function caseFor(doc: OpenApiDocument, entry: OperationEntry, prefix = '/v1'): fc.Arbitrary<FuzzCase> {
  const headerParams = (entry.operation.parameters ?? []).filter((p) => p.in === 'header');
  return fc
    .tuple(
      bodyFor(doc, entry),
      queryFor(doc, entry),
      fc.constantFrom<TokenKind>('member', 'member', 'member', 'member', 'none', 'forged'),
      fc.tuple(...headerParams.map(() => fc.option(fc.oneof(fc.string(), nastyString), { freq: 4 }))),
    )
    .map(([body, query, token, headerValues]) => {
      const headers: Record<string, string> = {};
      headerParams.forEach((p, index) => {
        const value = headerValues[index];
        // Header values cannot carry control characters over HTTP; Node refuses them before sending.
        if (typeof value === 'string') {
          headers[p.name.toLowerCase()] = [...value].filter((c) => c >= ' ' && c !== '\u007f').join('');
        }
      });
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        method: entry.method.toUpperCase(),
        url: `${prefix}${entry.path}${query}`,
        token,
        headers,
        payload: body.payload,
        kind: body.kind,
        ...(body.form ? { form: body.form } : {}),
      } as FuzzCase;
    });
}

export interface FuzzAnswer {
  status: number;
  body: unknown;
  contentType: string | undefined;
}

/** Sends one case in-process; `memberToken` gives a valid session (a fresh one after a logout). */
export async function sendCase(
  app: FastifyInstance,
  fuzzCase: FuzzCase,
  memberToken: () => Promise<string>,
): Promise<FuzzAnswer> {
  const headers = { ...fuzzCase.headers };
  if (fuzzCase.token === 'member') headers.authorization = `Bearer ${await memberToken()}`;
  if (fuzzCase.token === 'forged') {
    headers.authorization =
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoiMDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwIn0.c2ln';
  }
  let payload = fuzzCase.payload;
  const form = (fuzzCase as FuzzCase & { form?: BodyCase['form'] }).form;
  if (form) {
    const encoded = await multipartPayload(form.fields, form.binary, form.image);
    payload = encoded.payload;
    headers['content-type'] = encoded.contentType;
  }
  const response = await app.inject({
    method: fuzzCase.method as 'GET',
    url: fuzzCase.url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  const contentType = response.headers['content-type'];
  return {
    status: response.statusCode,
    body,
    contentType: typeof contentType === 'string' ? contentType : undefined,
  };
}

/** Case description for reports: enough to replay it by hand. */
export function describeCase(fuzzCase: FuzzCase): string {
  const payload =
    typeof fuzzCase.payload === 'string' && fuzzCase.payload.length > 300
      ? `${fuzzCase.payload.slice(0, 300)}… (${fuzzCase.payload.length} chars)`
      : fuzzCase.payload;
  return JSON.stringify({ ...fuzzCase, payload });
}
