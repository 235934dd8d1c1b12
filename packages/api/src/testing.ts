/**
 * Test helpers: a fake `fetch` that answers contract envelopes, and a client wired to it.
 * For saga and component tests in node or happy-dom; never used by the app at run time.
 *
 *   const { api, fetch } = createTestApiClient({
 *     'POST /user/login': ok(aLoginData(), 'Login successful'),
 *     'GET /user/package/list': [fail(500, 'Oops'), ok([aPackage()])], // one reply per call, the last repeats
 *   });
 */
import type { HttpMethod, PathsWithMethod } from 'openapi-typescript-helpers';
import { createApiClient, type ApiClient, type ApiClientOptions, type SuccessDataOf } from './client';
import type { paths } from './generated/openapi';
import type {
  EventForViewer,
  LoginData,
  Package,
  User,
  UserPackage,
  ValidationIssue,
  WellnessEvent,
} from './types';

type Method = Extract<HttpMethod, 'get' | 'put' | 'post' | 'patch' | 'delete'>;

/** `'POST /user/login'`: a method and a contract path. */
export type RouteKey = { [M in Method]: `${Uppercase<M>} ${PathsWithMethod<paths, M>}` }[Method];

/** The success `data` type of a route key. */
export type RouteData<Key extends RouteKey> = Key extends `${infer M} ${infer P}`
  ? Lowercase<M> extends infer L extends Method
    ? P extends PathsWithMethod<paths, L>
      ? SuccessDataOf<paths[P][L]>
      : never
    : never
  : never;

export interface SuccessReply<T> {
  kind: 'success';
  status: number;
  message: string;
  data: T;
}
export interface FailureReply {
  kind: 'failure';
  status: number;
  message: string;
  code: string;
  details?: ValidationIssue[];
  /** Data an error envelope carries (login 418). */
  data?: unknown;
}
/** The connection fails (fetch rejects with a TypeError, as browsers do). */
export interface NetworkErrorReply {
  kind: 'network-error';
}
/** Any raw response, e.g. a proxy's HTML 502. */
export interface RawReply {
  kind: 'raw';
  response: () => Response;
}

export type FakeReply<T = unknown> = SuccessReply<T> | FailureReply | NetworkErrorReply | RawReply;

export interface RecordedRequest {
  method: string;
  /** The path after the base URL, e.g. `/user/login`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, a FormData for multipart bodies, or undefined. */
  body: unknown;
}

export type FakeHandler<T = unknown> =
  FakeReply<T> | ((request: RecordedRequest) => FakeReply<T> | Promise<FakeReply<T>>);

/** One handler, or a list answered in order (the last one repeats). */
export type FakeRoutes = { [Key in RouteKey]?: FakeHandler<RouteData<Key>> | FakeHandler<RouteData<Key>>[] };

export interface FakeFetch {
  (request: Request): Promise<Response>;
  /** Every request received, in order. */
  readonly calls: RecordedRequest[];
  /** Requests received for one route. */
  callsTo(key: RouteKey): RecordedRequest[];
  /** Adds or replaces a route. */
  on<Key extends RouteKey>(
    key: Key,
    handler: FakeHandler<RouteData<Key>> | FakeHandler<RouteData<Key>>[],
  ): FakeFetch;
}

export const TEST_BASE_URL = 'http://api.test/v1';
export const TEST_TOKEN = 'test-token';

/** A success envelope (status 200 unless given). */
export function ok<T>(data: T, message = 'Success', status = 200): SuccessReply<T> {
  return { kind: 'success', status, message, data };
}

/** An error envelope with the contract's `error.code`. */
export function fail(
  status: number,
  message: string,
  code = 'ERROR',
  extra: { details?: ValidationIssue[]; data?: unknown } = {},
): FailureReply {
  return { kind: 'failure', status, message, code, ...extra };
}

/** A 400 VALIDATION_FAILED envelope. */
export function validationFailed(path: string, message: string): FailureReply {
  return fail(400, `${path.replace(/^\//, '')}: ${message}`, 'VALIDATION_FAILED', {
    details: [{ path, message }],
  });
}

export function networkError(): NetworkErrorReply {
  return { kind: 'network-error' };
}

export function rawResponse(response: () => Response): RawReply {
  return { kind: 'raw', response };
}

/** Builds an envelope Response, as the server sends it. */
export function envelopeResponse(
  status: number,
  body: { message: string; data: unknown; error: unknown },
): Response {
  return new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function replyToResponse(reply: SuccessReply<unknown> | FailureReply | RawReply): Response {
  if (reply.kind === 'raw') return reply.response();
  if (reply.kind === 'success') {
    return envelopeResponse(reply.status, { message: reply.message, data: reply.data, error: null });
  }
  const error = reply.details ? { code: reply.code, details: reply.details } : { code: reply.code };
  return envelopeResponse(reply.status, { message: reply.message, data: reply.data ?? null, error });
}

async function recordRequest(request: Request, basePath: string): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
  let body: unknown;
  const contentType = request.headers.get('Content-Type') ?? '';
  if (contentType.includes('multipart/form-data')) body = await request.formData();
  else {
    const text = await request.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  }
  return { method: request.method, path, query: url.searchParams, headers: request.headers, body };
}

// Like a real fetch, an aborted request rejects with an AbortError, also while a slow handler is pending.
function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw abortError();
}

function untilAborted<T>(value: T | Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(value).then(
      (result) => {
        signal.removeEventListener('abort', onAbort);
        resolve(result);
      },
      (reason: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
  });
}

/**
 * A fetch that answers from `routes`. An unknown route answers 404 with a message naming it,
 * so a missing fixture shows up as a readable failure.
 */
export function createFakeFetch(routes: FakeRoutes = {}, baseUrl = TEST_BASE_URL): FakeFetch {
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
  const table = new Map<string, FakeHandler[]>();
  const served = new Map<string, number>();
  const calls: RecordedRequest[] = [];

  const on = (key: string, handler: FakeHandler | FakeHandler[]) => {
    table.set(key, Array.isArray(handler) ? handler : [handler]);
    served.set(key, 0);
  };
  for (const [key, handler] of Object.entries(routes)) on(key, handler as FakeHandler | FakeHandler[]);

  const fakeFetch = async (request: Request): Promise<Response> => {
    throwIfAborted(request.signal);
    const recorded = await recordRequest(request, basePath);
    calls.push(recorded);
    const key = `${recorded.method} ${recorded.path}`;
    const handlers = table.get(key);
    if (!handlers || handlers.length === 0) {
      return replyToResponse(fail(404, `No fake route for ${key}`, 'NOT_FOUND'));
    }
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const handler = handlers[Math.min(index, handlers.length - 1)] as FakeHandler;
    const reply =
      typeof handler === 'function' ? await untilAborted(handler(recorded), request.signal) : handler;
    throwIfAborted(request.signal);
    if (reply.kind === 'network-error') throw new TypeError('Failed to fetch');
    return replyToResponse(reply);
  };

  return Object.assign(fakeFetch, {
    calls,
    callsTo: (key: RouteKey) => calls.filter((call) => `${call.method} ${call.path}` === key),
    on(key: RouteKey, handler: FakeHandler | FakeHandler[]) {
      on(key, handler);
      return this as FakeFetch;
    },
  }) as FakeFetch;
}

/** A client over a fake fetch; the token defaults to TEST_TOKEN (pass `getToken: () => null` for a visitor). */
export function createTestApiClient(
  routes: FakeRoutes = {},
  options: Partial<ApiClientOptions> = {},
): { api: ApiClient; fetch: FakeFetch } {
  const baseUrl = options.baseUrl ?? TEST_BASE_URL;
  const fetch = createFakeFetch(routes, baseUrl);
  const api = createApiClient({ getToken: () => TEST_TOKEN, ...options, baseUrl, fetch });
  return { api, fetch };
}

// ------------------------------------------------------------------ fixtures

export function aUserPackage(overrides: Partial<UserPackage> = {}): UserPackage {
  return {
    uuid: '5d0c1d7e-2a55-4d9e-9a43-1c2b3d4e5f61',
    name: 'Explorer',
    colour: '#2196F3',
    cost: 99,
    annualCost: 99,
    expiry: '2027-11-23T00:00:00.000Z',
    ...overrides,
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    uuid: '0b6f4a3e-8a0e-4a53-9a57-3f1c2d4b5e6f',
    email: 'member@example.com',
    name: 'Alex Morgan',
    mobile: '5551234567',
    ageGroup: '30-50',
    gender: 'Other',
    addressLine1: '1 Main Street',
    addressLine2: '',
    city: 'Austin',
    state: 'Texas',
    zipCode: '73301',
    country: 'United States',
    countryCode: '+1',
    image: null,
    coverImage: null,
    role: ['user'],
    staffRole: null,
    profileCompleted: true,
    package: aUserPackage(),
    ...overrides,
  };
}

export function aLoginData(overrides: Partial<User> = {}, token = TEST_TOKEN): LoginData {
  return { token, user: aUser(overrides) };
}

export function aPackage(overrides: Partial<Package> = {}): Package {
  return {
    uuid: '5d0c1d7e-2a55-4d9e-9a43-1c2b3d4e5f61',
    name: 'Explorer',
    colour: '#2196F3',
    image: null,
    isActive: true,
    annualCost: 99,
    cost: 99,
    monthlyCost: 8.25,
    expiry: '1 year',
    benefits: ['10% off micro learning and periodic wellness courses'],
    action: 'select',
    numberOfWellnessSupportGroups: 2,
    numberOfHealthHeroSessions: 2,
    ...overrides,
  };
}

export function aWellnessEvent(overrides: Partial<WellnessEvent> = {}): WellnessEvent {
  return {
    uuid: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    id: 1,
    name: 'Mindful Mornings',
    image: null,
    eventCategory: 'Lifestyle',
    eventMode: 'Online',
    startTime: '2027-01-10T17:00:00.000Z',
    endTime: '2027-01-10T18:00:00.000Z',
    price: 0,
    allowRegistration: true,
    description: '<p>A calm start.</p>',
    speakers: [],
    packages: [
      { uuid: '6f0c1d7e-2a55-4d9e-9a43-1c2b3d4e5f60', name: 'Starter', colour: '#8BC34A', monthlyCost: 0 },
    ],
    status: 'upcoming',
    quantity: null,
    ...overrides,
  };
}

/** An event as GET /user/event/view answers it: by default the member may register. */
export function anEventForViewer(overrides: Partial<EventForViewer> = {}): EventForViewer {
  return { ...aWellnessEvent(), viewerCanRegister: true, blockedReason: null, ...overrides };
}
