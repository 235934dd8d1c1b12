import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { ApiError, validationError, type Envelope } from './errors.js';
import {
  describeErrors,
  listOperations,
  type OpenApiDocument,
  type OpenApiOperation,
  type OperationEntry,
  propertyOrder,
  type SchemaRegistry,
} from './openapi.js';
import type { ApiRequest, AuthContext, HandlerMap, UploadedFile } from './types.js';

export interface RouterOptions {
  doc: OpenApiDocument;
  registry: SchemaRegistry;
  handlers: HandlerMap;
  authenticate: (request: FastifyRequest) => Promise<AuthContext>;
  /** "METHOD /path" keys that get the stricter per-client rate limit. */
  rateLimited: ReadonlySet<string>;
  rateLimit: { max: number; timeWindow: number };
}

export const API_PREFIX = '/v1';

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function requiresAuth(operation: OpenApiOperation, doc: OpenApiDocument): boolean {
  const requirements = operation.security ?? doc.security ?? [];
  // An empty requirement object ({}) makes authentication optional.
  return requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0);
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

function check(validate: ValidateFunction | undefined, value: unknown, fieldOrder: string[] = []) {
  if (!validate || validate(value)) return;
  const details = describeErrors(validate.errors, fieldOrder);
  throw new ApiError(400, details[0]?.message ?? 'The request is invalid', 'VALIDATION_FAILED', details);
}

async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      // The plugin runs with throwFileSizeLimit: false, so an oversized file arrives cut short and flagged.
      const truncated = part.file.truncated;
      // A form that leaves the file input empty still sends a part with no content: treat it as absent.
      if (buffer.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, filename: part.filename, buffer, truncated });
      // Files are checked by content in the handler; the schema only needs to see that the field is present.
      fields[part.fieldname] = part.filename || 'file';
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

export function registerOperations(app: FastifyInstance, options: RouterOptions): void {
  const { doc, registry, handlers } = options;
  for (const entry of listOperations(doc)) {
    const key = `${entry.method.toUpperCase()} ${entry.path}`;
    const handler = handlers[key];
    const secured = requiresAuth(entry.operation, doc);
    const content = entry.operation.requestBody?.content ?? {};
    const bodyPointer = (type: string) =>
      `${entry.pointer}/requestBody/content/${escapePointer(type)}/schema`;
    const jsonValidator = content[JSON_TYPE]?.schema ? registry.compile(bodyPointer(JSON_TYPE)) : undefined;
    const multipartValidator = content[MULTIPART_TYPE]?.schema
      ? registry.compile(bodyPointer(MULTIPART_TYPE))
      : undefined;
    const fieldOrder = (type: string) => propertyOrder(doc, content[type]?.schema);
    const jsonOrder = fieldOrder(JSON_TYPE);
    const multipartOrder = fieldOrder(MULTIPART_TYPE);
    const queryValidator = parameterValidator(entry, 'query', registry);
    const pathValidator = parameterValidator(entry, 'path', registry);

    app.route({
      method: entry.method.toUpperCase() as 'GET',
      url: API_PREFIX + entry.path.replace(/\{([^}]+)\}/g, ':$1'),
      config: options.rateLimited.has(key) ? { rateLimit: options.rateLimit } : {},
      handler: async (request, reply) => {
        if (!handler) throw new ApiError(501, `${key} is not implemented yet`, 'NOT_IMPLEMENTED');
        const auth = secured ? await options.authenticate(request) : undefined;

        let body: unknown = undefined;
        let files: UploadedFile[] = [];
        const hasBody = request.body !== undefined && request.body !== null;
        if (request.isMultipart()) {
          if (!(MULTIPART_TYPE in content)) {
            throw new ApiError(415, `This call does not accept ${MULTIPART_TYPE}`, 'UNSUPPORTED_MEDIA_TYPE');
          }
          ({ fields: body, files } = await readMultipart(request));
          check(multipartValidator, body, multipartOrder);
        } else if (hasBody || entry.operation.requestBody?.required) {
          if (hasBody && !(JSON_TYPE in content) && Object.keys(content).length > 0) {
            const accepted = Object.keys(content).join(', ');
            throw new ApiError(415, `This call accepts ${accepted} only`, 'UNSUPPORTED_MEDIA_TYPE');
          }
          if (!hasBody && entry.operation.requestBody?.required) {
            throw validationError('', 'The request body is required');
          }
          body = request.body;
          check(jsonValidator, body, jsonOrder);
        }
        const query = { ...(request.query as Record<string, unknown>) };
        const params = { ...(request.params as Record<string, unknown>) };
        check(queryValidator, query);
        check(pathValidator, params);

        const apiRequest: ApiRequest = { body, query, params, auth, files, raw: request };
        const result = await handler(apiRequest);
        const envelope: Envelope = {
          status: result.status,
          message: result.message,
          data: result.data ?? null,
          error: result.error ?? null,
        };
        return reply.code(result.status).send(envelope);
      },
    });
  }
}
