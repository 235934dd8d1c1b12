import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { ApiError, validationError } from '../errors.js';
import type { Envelope } from './errors.js';
import {
  describeErrors,
  listOperations,
  type OpenApiDocument,
  type OpenApiOperation,
  type OperationEntry,
  propertyOrder,
  type SchemaRegistry,
} from './openapi.js';
import type { ApiRequest, AuthContext, Handler, SerialisedJson, UploadedFile } from './types.js';
import { authOf } from './auth.js';
import { requireStaffRole } from '../services/staff-roles.js';
import {
  acceptedEncoding,
  type AnswerEncoding,
  compress,
  COMPRESSION_THRESHOLD_BYTES,
} from './compression.js';

/**
 * A cached answer: the envelope's bytes made once (and their compressed forms, on first demand), with an ETag; a
 * client that already has them (If-None-Match) gets 304 without a body. Private (the call is a member's) and
 * revalidated on every use.
 */
function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, status: number) {
  if (status === 200 && request.headers['if-none-match'] === answer.etag) {
    return reply.code(304).headers(answer.notModifiedHeaders).send();
  }
  reply.code(status).headers(answer.headers);
  const encoding =
    answer.body.length >= COMPRESSION_THRESHOLD_BYTES
      ? acceptedEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(compressed(answer, encoding));
}

/**
 * An answer made for this call alone: compressed here when it is large enough and the client accepts it (the API's
 * routes leave compression to the router, see `registerCompression`).
 */
function sendBytes(request: FastifyRequest, reply: FastifyReply, body: string | Buffer) {
  if (Buffer.byteLength(body) < COMPRESSION_THRESHOLD_BYTES) return reply.send(body);
  // The same address answers compressed or plain bytes: caches must key on what the client accepts.
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compress(body, encoding, 'once'));
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface RouterOptions {
  doc: OpenApiDocument;
  registry: SchemaRegistry;
  handlers: Readonly<Record<string, Handler | undefined>>;
  authenticate: (request: FastifyRequest) => Promise<AuthContext>;
  /** "METHOD /path" keys that get the stricter per-client rate limit. */
  rateLimited: ReadonlySet<string>;
  rateLimit: { max: number; timeWindow: number };
  /** A larger file size limit (bytes) for the multipart calls named here; others use the plugin's default. */
  uploadLimits?: Readonly<Record<string, number>>;
  /** "METHOD /path" keys of POST calls that only read (a search, a view): they change nothing. */
  readOnly?: ReadonlySet<string>;
  /**
   * Called once a call that may have changed something (any method but GET and HEAD, unless `readOnly`) has run,
   * before its answer is sent: what this process keeps in memory is re-checked before the next call uses it.
   */
  changedHere?: (auth: AuthContext | undefined) => void;
  /**
   * Which operations to register here (default all): the calls that accept multipart/form-data go in the scope
   * that has the multipart plugin, the rest where it is not (see `acceptsForm`).
   */
  only?: 'form' | 'other';
}

/** Whether the contract lets the operation take a multipart/form-data body (its routes need the multipart plugin). */
const acceptsForm = (operation: OpenApiOperation) => MULTIPART_TYPE in (operation.requestBody?.content ?? {});

/**
 * Where the multipart plugin is not registered, a multipart/form-data body is still accepted by Fastify (not read)
 * and marked, so the call answers as it always did: authentication first, then 415 naming the type.
 */
const formRequests = new WeakSet<FastifyRequest>();
export function acceptFormsUnread(app: FastifyInstance) {
  app.addContentTypeParser(MULTIPART_TYPE, (request, _payload, done) => {
    formRequests.add(request);
    done(null);
  });
}
const isForm = (request: FastifyRequest) =>
  typeof request.isMultipart === 'function' ? request.isMultipart() : formRequests.has(request);

export const API_PREFIX = '/v1';

/** Whether a request's URL is the API's: `/v1`, `/v1/…` or `/v1?…`. */
export const isApiUrl = (url: string) =>
  url.startsWith(API_PREFIX) &&
  (url.length === API_PREFIX.length || url[API_PREFIX.length] === '/' || url[API_PREFIX.length] === '?');

/** What is sent for a cached answer with a given envelope, made once per cached answer and kept beside it. */
interface PreparedAnswer {
  /** The envelope around the data: its status, message and error (JSON, '' for none). */
  status: number;
  message: string;
  errorJson: string;
  body: Buffer;
  etag: string;
  /** What every answer with these bytes carries (one object handed to the reply), and a 304 for them. */
  headers: Readonly<Record<string, string>>;
  notModifiedHeaders: Readonly<Record<string, string>>;
  br?: Buffer;
  gzip?: Buffer;
}
const prepared = new WeakMap<SerialisedJson<unknown>, PreparedAnswer>();

function prepare(dataJson: SerialisedJson<unknown>, status: number, message: string, error: unknown) {
  // The usual call (the same envelope as last time, no error) builds nothing to find its answer.
  const errorJson = error ? JSON.stringify(error) : '';
  const known = prepared.get(dataJson);
  if (known && known.status === status && known.message === message && known.errorJson === errorJson) {
    return known;
  }
  const text = `{"status":${status},"message":${JSON.stringify(message)},"data":${dataJson.json},"error":${errorJson || 'null'}}`;
  const body = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const notModifiedHeaders = { etag, 'cache-control': 'private, no-cache', vary: 'accept-encoding' };
  const headers = { ...notModifiedHeaders, 'content-type': JSON_CONTENT_TYPE };
  const answer: PreparedAnswer = { status, message, errorJson, body, etag, headers, notModifiedHeaders };
  prepared.set(dataJson, answer);
  return answer;
}

function compressed(answer: PreparedAnswer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') return (answer.br ??= compress(answer.body, 'br', 'kept'));
  return (answer.gzip ??= compress(answer.body, 'gzip', 'kept'));
}

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function requiresAuth(operation: OpenApiOperation, doc: OpenApiDocument): boolean {
  const requirements = operation.security ?? doc.security ?? [];
  // An empty requirement object ({}) makes authentication optional.
  return requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0);
}

/** A token is optional (`security: [{ bearerAuth: [] }, {}]`): a call that sends one is answered as its member. */
function acceptsAuth(operation: OpenApiOperation, doc: OpenApiDocument): boolean {
  const requirements = operation.security ?? doc.security ?? [];
  return requirements.some((r) => Object.keys(r).length > 0);
}

function parameterValidator(entry: OperationEntry, location: 'query' | 'path', registry: SchemaRegistry) {
  const params = (entry.operation.parameters ?? []).filter((p) => p.in === location);
  if (!params.length) return undefined;
  return registry.compileCoercing({
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
    required: params.filter((p) => p.required || location === 'path').map((p) => p.name),
  });
}

/** `make`'s value, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

function check(validate: ValidateFunction | undefined, value: unknown, fieldOrder: string[] = []) {
  if (!validate || validate(value)) return;
  const details = describeErrors(validate.errors, fieldOrder);
  throw new ApiError(400, details[0]?.message ?? 'The request is invalid', 'VALIDATION_FAILED', details);
}

/** The property names of a (possibly `$ref`) object schema whose type is an array, and those that are numbers. */
function formShape(doc: OpenApiDocument, schema: unknown) {
  const resolve = (node: unknown): Record<string, unknown> | undefined => {
    const s = node as { $ref?: string } | undefined;
    if (!s || typeof s !== 'object') return undefined;
    if (typeof s.$ref !== 'string' || !s.$ref.startsWith('#/')) return s as Record<string, unknown>;
    const target = s.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key], doc);
    return resolve(target);
  };
  const properties = (resolve(schema)?.properties ?? {}) as Record<string, unknown>;
  const arrays = new Set<string>();
  const numbers = new Set<string>();
  for (const [name, property] of Object.entries(properties)) {
    const type = resolve(property)?.type;
    if (type === 'array') arrays.add(name);
    if (type === 'number' || type === 'integer') numbers.add(name);
  }
  return { arrays, numbers };
}

/**
 * PostgreSQL text cannot hold U+0000, and no field of the contract has a use for it: a NUL anywhere in a string
 * (or a property name) of the input is a 400 naming the field, before anything reaches the database.
 */
function hasNul(root: unknown): boolean {
  // A stack of its own, not recursion: no input's depth can exhaust the call stack (the JSON parser also bounds
  // bodies: `MAX_JSON_DEPTH` in app.ts).
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value && typeof value === 'object') {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (key.includes('\u0000')) return true;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** The JSON pointer of the first NUL (the path is only spelled out once one is known to be there), depth first. */
function findNul(root: unknown): string | undefined {
  const stack: { value: unknown; pointer: string }[] = [{ value: root, pointer: '' }];
  while (stack.length) {
    const { value, pointer } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pointer;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], pointer: `${pointer}/${index}` });
      }
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) if (key.includes('\u0000')) return `${pointer}/${escapePointer(key)}`;
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, pointer: `${pointer}/${escapePointer(key)}` });
      }
    }
  }
  return undefined;
}

function rejectNul(value: unknown) {
  if (!hasNul(value)) return;
  const pointer = findNul(value) ?? '';
  const field = pointer.split('/').slice(1).join('.').replace(/~1/g, '/').replace(/~0/g, '~');
  throw validationError(pointer, `${field || 'The request body'} must not contain a NUL character`);
}

const pick = (values: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.filter((name) => name in values).map((name) => [name, values[name]]));

/** Multipart errors from the parser that are the client's fault (unterminated body, no boundary…). */
const MULTIPART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

async function readMultipart(
  request: FastifyRequest,
  shape: ReturnType<typeof formShape>,
  fileSizeLimit: number | undefined,
) {
  try {
    return await readMultipartParts(request, shape, fileSizeLimit);
  } catch (error) {
    if (error instanceof ApiError || MULTIPART_LIMIT_CODES.has((error as { code?: string }).code ?? '')) {
      throw error;
    }
    request.log.info({ err: error }, 'malformed multipart body');
    throw validationError('', 'The request body is not a valid multipart/form-data body');
  }
}

async function readMultipartParts(
  request: FastifyRequest,
  shape: ReturnType<typeof formShape>,
  fileSizeLimit: number | undefined,
) {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts(fileSizeLimit ? { limits: { fileSize: fileSizeLimit } } : undefined);
  for await (const part of parts) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      // The plugin runs with throwFileSizeLimit: false, so an oversized file arrives cut short and flagged.
      const truncated = part.file.truncated;
      // A form that leaves the file input empty still sends a part with no content: treat it as absent.
      if (buffer.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, filename: part.filename, buffer, truncated });
      // Files are checked by content in the handler; the schema only needs to see that the field is present.
      fields[part.fieldname] = part.filename || 'file';
    } else if (shape.arrays.has(part.fieldname)) {
      // A form repeats an array field once per item (areaOfMentoring=Diet&areaOfMentoring=Cancer).
      const items = (fields[part.fieldname] as unknown[] | undefined) ?? [];
      items.push(part.value);
      fields[part.fieldname] = items;
    } else if (shape.numbers.has(part.fieldname) && /^-?\d+(\.\d+)?$/.test(String(part.value).trim())) {
      // A form sends numbers as text; a plain decimal is read as the number the schema asks for.
      fields[part.fieldname] = Number(String(part.value).trim());
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

export function registerOperations(app: FastifyInstance, options: RouterOptions): void {
  const { doc, registry, handlers } = options;
  for (const entry of listOperations(doc)) {
    if (options.only && (options.only === 'form') !== acceptsForm(entry.operation)) continue;
    const key = `${entry.method.toUpperCase()} ${entry.path}`;
    const handler = handlers[key];
    const secured = requiresAuth(entry.operation, doc);
    const optionalAuth = !secured && acceptsAuth(entry.operation, doc);
    const content = entry.operation.requestBody?.content ?? {};
    const bodyPointer = (type: string) =>
      `${entry.pointer}/requestBody/content/${escapePointer(type)}/schema`;
    // Validators are compiled on an operation's first call, not at start (a cold start compiles none).
    const jsonValidator = once(() =>
      content[JSON_TYPE]?.schema ? registry.compile(bodyPointer(JSON_TYPE)) : undefined,
    );
    const multipartValidator = once(() =>
      content[MULTIPART_TYPE]?.schema ? registry.compile(bodyPointer(MULTIPART_TYPE)) : undefined,
    );
    const fieldOrder = (type: string) => propertyOrder(doc, content[type]?.schema);
    const jsonOrder = fieldOrder(JSON_TYPE);
    const multipartOrder = fieldOrder(MULTIPART_TYPE);
    const multipartShape = formShape(doc, content[MULTIPART_TYPE]?.schema);
    const queryValidator = once(() => parameterValidator(entry, 'query', registry));
    const declaredQuery = (entry.operation.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
    const pathValidator = once(() => parameterValidator(entry, 'path', registry));
    const hasPathParams = entry.path.includes('{');
    const staffRoles = entry.operation['x-staff-roles'];
    if (entry.path.startsWith('/staff/') && (!staffRoles?.length || !secured)) {
      throw new Error(`${key} is a staff call: openapi.yaml must require a token and list its x-staff-roles`);
    }
    const method = entry.method.toUpperCase();

    app.route({
      method: method as 'GET',
      url: API_PREFIX + entry.path.replace(/\{([^}]+)\}/g, ':$1'),
      config: options.rateLimited.has(key) ? { rateLimit: options.rateLimit } : {},
      // The router compresses what it sends (sendPrepared, sendBytes), and request bodies come as they are (a
      // compressed one is refused where JSON is parsed): no compression plugin hooks on the API's calls.
      compress: false,
      decompress: false,
      handler: async (request, reply) => {
        // A caller without a valid token learns nothing about the operation, not even whether it is served.
        const auth =
          secured || (optionalAuth && request.headers.authorization !== undefined)
            ? await options.authenticate(request)
            : undefined;
        // A staff call's roles (the contract's x-staff-roles) are checked before its input is read.
        if (staffRoles) requireStaffRole(authOf({ auth }).user, staffRoles);

        let body: unknown = undefined;
        let files: UploadedFile[] = [];
        const hasBody = request.body !== undefined && request.body !== null;
        if (isForm(request)) {
          if (!(MULTIPART_TYPE in content)) {
            throw new ApiError(415, `This call does not accept ${MULTIPART_TYPE}`, 'UNSUPPORTED_MEDIA_TYPE');
          }
          ({ fields: body, files } = await readMultipart(
            request,
            multipartShape,
            options.uploadLimits?.[key],
          ));
          rejectNul(body);
          check(multipartValidator(), body, multipartOrder);
        } else if (hasBody || entry.operation.requestBody?.required) {
          if (hasBody && !(JSON_TYPE in content) && Object.keys(content).length > 0) {
            const accepted = Object.keys(content).join(', ');
            throw new ApiError(415, `This call accepts ${accepted} only`, 'UNSUPPORTED_MEDIA_TYPE');
          }
          if (!hasBody && entry.operation.requestBody?.required) {
            throw validationError('', 'The request body is required');
          }
          body = request.body;
          rejectNul(body);
          check(jsonValidator(), body, jsonOrder);
        }
        const query = { ...(request.query as Record<string, unknown>) };
        const params = { ...(request.params as Record<string, unknown>) };
        // Undeclared query parameters are ignored, so only the declared ones are checked.
        if (declaredQuery.length) rejectNul(pick(query, declaredQuery));
        if (hasPathParams) rejectNul(params);
        check(queryValidator(), query);
        check(pathValidator(), params);

        if (!handler) throw new ApiError(501, `${key} is not implemented yet`, 'NOT_IMPLEMENTED');
        const apiRequest: ApiRequest = { body, query, params, auth, files, raw: request };
        const changes =
          options.changedHere &&
          request.method !== 'GET' &&
          request.method !== 'HEAD' &&
          !options.readOnly?.has(key);
        let result;
        try {
          result = await handler(apiRequest);
        } finally {
          if (changes) options.changedHere?.(auth);
        }
        if (result.file) {
          // A stored file answered as itself (private uploads), never sniffed or rendered by the browser.
          reply
            .code(result.status)
            .header('content-type', result.file.contentType)
            .header('content-disposition', `attachment; filename="${result.file.filename}"`)
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store');
          // Text (a calendar) is worth compressing; uploads are images and PDFs, compressed already.
          if ('stream' in result.file) {
            return reply.header('content-length', result.file.size).send(result.file.stream);
          }
          return result.file.contentType.startsWith('text/')
            ? sendBytes(request, reply, result.file.buffer)
            : reply.send(result.file.buffer);
        }
        if (result.dataJson) {
          // A cached answer: the envelope around bytes serialised once (the same JSON the object would give).
          const answer = prepare(result.dataJson, result.status, result.message, result.error);
          return sendPrepared(request, reply, answer, result.status);
        }
        const envelope: Envelope = {
          status: result.status,
          message: result.message,
          data: result.data ?? null,
          error: result.error ?? null,
        };
        reply.code(result.status).header('content-type', JSON_CONTENT_TYPE);
        return sendBytes(request, reply, JSON.stringify(envelope));
      },
    });
  }
}
