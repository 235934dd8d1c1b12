import createClient, { type Client, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { components, paths } from './generated/openapi';

type ValidationIssue = components['schemas']['ValidationIssue'];

/** A successful call: the envelope's `data` and `message`, and the HTTP status (e.g. 206 for login without package). */
export interface ApiSuccess<T> {
  data: T;
  message: string;
  status: number;
  error?: undefined;
}

/**
 * A failed call. `data` is the envelope's data, which some failures carry
 * (login 418 carries `{ token, user }` so that profile completion can be called).
 */
export interface ApiErrorInfo<D = unknown> {
  /** HTTP status; 0 when the server could not be reached or the request was aborted. */
  status: number;
  message: string;
  /** The contract's `error.code`, or NETWORK_ERROR / ABORTED / HTTP_ERROR for failures without an envelope. */
  code: string;
  details: ValidationIssue[];
  data: D | null;
  /** Seconds to wait before trying again, from a refusal's Retry-After header (429), when it has one. */
  retryAfterSeconds?: number;
}

export interface ApiFailure<D = unknown> {
  data?: undefined;
  message?: undefined;
  status?: undefined;
  error: ApiErrorInfo<D>;
}

export type ApiResult<T, D = unknown> = ApiSuccess<T> | ApiFailure<D>;

export const NETWORK_ERROR_MESSAGE =
  'Unable to reach the server. Please check your connection and try again.';
export const ABORTED_MESSAGE = 'The request was cancelled.';

/**
 * Calls where 401 means "wrong credentials", not "your session ended": they never fire the session-expired signal.
 */
const CREDENTIAL_PATHS: ReadonlySet<string> = new Set(['/user/login', '/user/login/social']);

type SuccessCode = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226 | '2XX';
type ResponsesOf<Operation> = Operation extends { responses: infer R } ? R : never;
type JsonBodyOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type EnvelopeData<Body> = Body extends { data: infer D } ? D : never;
type BodiesOf<Operation, Success extends boolean> = {
  [Code in keyof ResponsesOf<Operation>]: (Code extends SuccessCode ? true : false) extends Success
    ? JsonBodyOf<ResponsesOf<Operation>[Code]>
    : never;
}[keyof ResponsesOf<Operation>];

/** The `data` type of an operation's successful envelope(s). */
export type SuccessDataOf<Operation> = EnvelopeData<BodiesOf<Operation, true>>;
/** The `data` type an operation's error envelopes carry (null except e.g. login 418's `{ token, user }`). */
export type ErrorDataOf<Operation> = EnvelopeData<BodiesOf<Operation, false>>;

export type ApiResultFor<Operation> = ApiResult<
  SuccessDataOf<Operation>,
  Exclude<ErrorDataOf<Operation>, null>
>;

// Same rule as openapi-fetch: the init argument is required only when it has required keys (body or params).
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

export type ApiMethod<M extends HttpMethod> = <
  P extends PathsWithMethod<paths, M>,
  Init extends MaybeOptionalInit<paths[P], M>,
>(
  url: P,
  ...init: InitParam<Init>
) => Promise<ApiResultFor<paths[P][M]>>;

/** Paths of the contract that have method M, e.g. `ApiPath<'post'>`. */
export type ApiPath<M extends HttpMethod = HttpMethod> = PathsWithMethod<paths, M>;
/** The success data of one call, e.g. `ApiData<'post', '/user/login'>`. */
export type ApiData<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = SuccessDataOf<paths[P][M]>;
/** What one call takes besides its path (params, body, bodySerializer), e.g. `ApiInit<'get', '/user/event/{uuid}'>`. */
export type ApiInit<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = MaybeOptionalInit<
  paths[P],
  M
>;

export interface ApiClientOptions {
  /** Base URL including the version prefix, e.g. `/v1` in the browser or `http://localhost:3000/v1`. */
  baseUrl: string;
  /** Defaults to globalThis.fetch (read at call time, so tests can replace it). */
  fetch?: (input: Request) => Promise<Response>;
  /** The stored access token, if any; sent as `Authorization: Bearer …`. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** The UI language (en, tr, ar), sent as `Accept-Language`. */
  getLanguage?: () => string | null | undefined;
  /** Called when an authenticated call answers 401 (the app logs out with 'Invalid access_token'). */
  onSessionExpired?: (info: { path: string; message: string }) => void;
}

export interface ApiClient {
  GET: ApiMethod<'get'>;
  POST: ApiMethod<'post'>;
  PUT: ApiMethod<'put'>;
  PATCH: ApiMethod<'patch'>;
  DELETE: ApiMethod<'delete'>;
}

/** Sets the bearer token and the UI language on every request, read at call time (a sign-in counts at once). */
function headersMiddleware({ getToken, getLanguage }: ApiClientOptions): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const language = getLanguage?.();
      if (language) request.headers.set('Accept-Language', language);
      return request;
    },
  };
}

/** A 401 of a call that carried a token means the session ended (except where 401 means wrong credentials). */
function sessionExpiryMiddleware(onSessionExpired: ApiClientOptions['onSessionExpired']): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (
        response.status !== 401 ||
        !request.headers.has('Authorization') ||
        CREDENTIAL_PATHS.has(schemaPath)
      ) {
        return undefined;
      }
      const message = envelopeMessage(await readJson(response.clone())) ?? 'Invalid access_token';
      onSessionExpired?.({ path: schemaPath, message });
      return undefined;
    },
  };
}

type FetchCall = (
  url: string,
  init?: unknown,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * openapi-fetch sends every call (path and query serialisation, JSON bodies, a per-call `bodySerializer` such as
 * `toFormData`, `signal`); this adapter turns its `{ data, error, response }` into a result that never throws.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Read at call time, so that a fetch replaced after start (tests, Storybook's mock worker) is the one used.
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
  });
  client.use(headersMiddleware(options), sessionExpiryMiddleware(options.onSessionExpired));

  const call = <M extends HttpMethod>(method: Uppercase<M> & keyof Client<paths>): ApiMethod<M> =>
    (async (url: string, init?: unknown) => {
      try {
        const { data, error, response } = await (client[method] as FetchCall)(url, init);
        return unwrapEnvelope(response, response.ok ? data : error);
      } catch (thrown) {
        // The request could not be built or sent (network failure, abort), or a success was not JSON.
        return failureFromThrown(thrown);
      }
    }) as ApiMethod<M>;

  return {
    GET: call<'get'>('GET'),
    POST: call<'post'>('POST'),
    PUT: call<'put'>('PUT'),
    PATCH: call<'patch'>('PATCH'),
    DELETE: call<'delete'>('DELETE'),
  };
}

interface EnvelopeLike {
  status?: unknown;
  message?: unknown;
  data?: unknown;
  error?: unknown;
}

function isEnvelope(body: unknown): body is EnvelopeLike {
  return (
    typeof body === 'object' && body !== null && 'message' in body && ('data' in body || 'error' in body)
  );
}

function envelopeMessage(body: unknown): string | undefined {
  return isEnvelope(body) && typeof body.message === 'string' ? body.message : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/** Turns an HTTP response and its parsed body (openapi-fetch's `data` or `error`) into a result. */
function unwrapEnvelope(response: Response, body: unknown): ApiResult<unknown> {
  if (!isEnvelope(body)) {
    if (response.ok) return { data: body ?? null, message: '', status: response.status };
    return {
      error: {
        status: response.status,
        message: `Request failed with status code ${response.status}`,
        code: 'HTTP_ERROR',
        details: [],
        data: null,
      },
    };
  }
  // The contract says the body status equals the HTTP status; trust the body if they ever differ.
  const status = typeof body.status === 'number' ? body.status : response.status;
  const message = typeof body.message === 'string' ? body.message : '';
  const data = body.data ?? null;
  if (response.ok && status < 400) return { data, message, status };
  const errorObject =
    typeof body.error === 'object' && body.error !== null ? (body.error as Record<string, unknown>) : {};
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    error: {
      status,
      message: message || `Request failed with status code ${status}`,
      code: typeof errorObject.code === 'string' ? errorObject.code : 'HTTP_ERROR',
      details: Array.isArray(errorObject.details) ? (errorObject.details as ValidationIssue[]) : [],
      data,
      ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    },
  };
}

function failureFromThrown(thrown: unknown): ApiFailure<never> {
  // DOMException is an Error in browsers but not in every runtime, so check the name only.
  const aborted =
    typeof thrown === 'object' && thrown !== null && (thrown as { name?: unknown }).name === 'AbortError';
  return {
    error: {
      status: 0,
      message: aborted ? ABORTED_MESSAGE : NETWORK_ERROR_MESSAGE,
      code: aborted ? 'ABORTED' : 'NETWORK_ERROR',
      details: [],
      data: null,
    },
  };
}

/**
 * openapi-fetch's per-call `bodySerializer` for the contract's multipart calls (profile update, become-a-hero,
 * partner request): `api.PATCH('/user/profile/update', { body, bodySerializer: toFormData })`. For a FormData body
 * openapi-fetch sets no Content-Type, so fetch writes `multipart/form-data` with its boundary.
 * Undefined and null fields are left out, arrays repeat the field, Blobs/Files are sent as files.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, String(item));
    }
  }
  return form;
}
