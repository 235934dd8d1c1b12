import type { Readable } from 'node:stream';
import type { paths } from '@wellness/api/generated';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.js';

export interface AuthContext {
  /** The member's row as read: shared with other calls, so never changed (frozen). */
  user: Readonly<UserRow>;
  sessionId: string;
}

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
  /** True when the file passed the upload size limit (the buffer holds only its beginning). */
  truncated: boolean;
}

/** What a handler receives: the validated request parts (the schema has already been checked). */
export interface ApiRequest<
  Body = unknown,
  Query = Record<string, unknown>,
  Params = Record<string, unknown>,
> {
  body: Body;
  query: Query;
  params: Params;
  auth: AuthContext | undefined;
  files: UploadedFile[];
  raw: FastifyRequest;
}

/** A value already serialised to JSON (a cached shared list), sent as it is; `T` is the value's type. */
export interface SerialisedJson<T> {
  readonly json: string;
  /** Type only: never set. */
  readonly __value?: T;
}

export interface ApiResult {
  status: number;
  message: string;
  data?: unknown;
  /** `data` already serialised (services/shared-cache.ts): sent as it is, never parsed or serialised again. */
  dataJson?: SerialisedJson<unknown>;
  /** Present only for the contract's non-2xx answers that still carry data (login 418). */
  error?: { code: string } | null;
  /** Answers with these bytes instead of the JSON envelope (a private upload served to its owner or staff). */
  file?: { contentType: string; filename: string } & (
    | { buffer: Buffer }
    /** Streamed as it is read from the store (never held whole in memory). */
    | { stream: Readable; size: number }
  );
}

// ---- Handlers typed from openapi.yaml (through the generated `paths` of @wellness/api) ----

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** "METHOD /path" of every operation in openapi.yaml, exactly as written there, e.g. "POST /user/create". */
type OperationKey = {
  [P in keyof paths & string]: {
    [M in HttpMethod]: [NonNullable<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
  }[HttpMethod];
}[keyof paths & string];

/** The generated operation object of a key. */
type Operation<K extends OperationKey> = K extends `${infer M} ${infer P}`
  ? NonNullable<paths[P & keyof paths][Lowercase<M> & HttpMethod]>
  : never;

/** A multipart form as the router hands it over: each file field holds the file's name (the bytes are in `files`). */
type FormFields<F> = { [K in keyof F]: Exclude<F[K], undefined> extends Blob ? string : F[K] };

type JsonOrFormBody<Content> = Content extends { 'application/json': infer B }
  ? B
  : Content extends { 'multipart/form-data': infer F }
    ? FormFields<F>
    : undefined;

/** The validated request body of an operation (undefined where it has none or it is optional and absent). */
type BodyOf<Op> = Op extends { requestBody: { content: infer C } }
  ? JsonOrFormBody<C>
  : Op extends { requestBody?: { content: infer C } }
    ? JsonOrFormBody<C> | undefined
    : undefined;

type ParametersOf<Op, Where extends 'query' | 'path'> = Op extends { parameters: infer P }
  ? P extends { [W in Where]?: infer Q }
    ? [NonNullable<Q>] extends [never]
      ? Record<string, never>
      : NonNullable<Q>
    : Record<string, never>
  : Record<string, never>;

/** The `data` of an operation's successful (2xx) envelope. */
type SuccessDataOf<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R]: S extends 200 | 201 | 202
        ? R[S] extends { content: { 'application/json': infer E } }
          ? E extends { data?: infer D }
            ? D
            : null
          : null
        : never;
    }[keyof R]
  : never;

/** A handler of one operation: its request typed from the contract, its answer's `data` too. */
type OperationHandler<K extends OperationKey> = (
  request: ApiRequest<
    BodyOf<Operation<K>>,
    ParametersOf<Operation<K>, 'query'>,
    ParametersOf<Operation<K>, 'path'>
  >,
) => Promise<
  ApiResult & {
    data?: SuccessDataOf<Operation<K>> | null;
    dataJson?: SerialisedJson<SuccessDataOf<Operation<K>>>;
  }
>;

/**
 * Handlers keyed by "METHOD /path" exactly as the path is written in openapi.yaml, e.g. "POST /user/create":
 * each handler's request (body, query, path parameters) and answer `data` are typed from the contract, and a
 * key that is not an operation of openapi.yaml does not compile.
 */
export type TypedHandlers = { [K in OperationKey]?: OperationHandler<K> };

/** What the router calls: any handler, its request already validated against the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router dispatches by key; each handler is typed above
export type Handler = (request: ApiRequest<any, any, any>) => Promise<ApiResult>;
