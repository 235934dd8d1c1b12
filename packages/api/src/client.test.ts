import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE, createApiClient, toFormData } from './client';
import {
  TEST_BASE_URL,
  TEST_TOKEN,
  aLoginData,
  aPackage,
  anEventForViewer,
  createFakeFetch,
  createTestApiClient,
  fail,
  networkError,
  ok,
  rawResponse,
  validationFailed,
} from './testing';
import type { LoginData, Package } from './types';

const credentials = { email: 'member@example.com', password: 'Secret#123' };

describe('request headers', () => {
  it('sends the bearer token and the UI language', async () => {
    const { api, fetch } = createTestApiClient(
      { 'GET /user/package/list': ok([aPackage()]) },
      { getToken: async () => 'abc.def.ghi', getLanguage: () => 'ar' },
    );

    await api.GET('/user/package/list');

    const [request] = fetch.calls;
    expect(request?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(request?.headers.get('Accept-Language')).toBe('ar');
  });

  it('sends no Authorization header for a visitor', async () => {
    const { api, fetch } = createTestApiClient({ 'GET /country/list': ok([]) }, { getToken: () => null });

    await api.GET('/country/list');

    expect(fetch.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(fetch.calls[0]?.headers.has('Accept-Language')).toBe(false);
  });

  it('reads the token at call time, so a login takes effect on the next call', async () => {
    let token: string | null = null;
    const { api, fetch } = createTestApiClient(
      { 'POST /user/profile/view': fail(401, 'Invalid access_token', 'UNAUTHENTICATED') },
      { getToken: () => token },
    );

    await api.POST('/user/profile/view');
    token = 'fresh';
    await api.POST('/user/profile/view');

    expect(fetch.calls.map((call) => call.headers.get('Authorization'))).toEqual([null, 'Bearer fresh']);
  });
});

describe('envelope unwrapping', () => {
  it('gives data, message and status of a success', async () => {
    const packages = [aPackage({ name: 'Starter', annualCost: 0 }), aPackage()];
    const { api } = createTestApiClient({ 'GET /user/package/list': ok(packages, 'Package list') });

    const result = await api.GET('/user/package/list');

    expect(result).toEqual({ data: packages, message: 'Package list', status: 200 });
    expectTypeOf(result.data).toEqualTypeOf<Package[] | undefined>();
  });

  it('sends the JSON body and types the login data', async () => {
    const { api, fetch } = createTestApiClient({ 'POST /user/login': ok(aLoginData(), 'Login successful') });

    const result = await api.POST('/user/login', { body: credentials });

    expect(fetch.calls[0]?.body).toEqual(credentials);
    expect(result.error).toBeUndefined();
    expect(result.data?.token).toBe(TEST_TOKEN);
    expectTypeOf(result.data).toEqualTypeOf<LoginData | undefined>();
  });

  it('keeps the token of a 206 login (no package selected) readable as data', async () => {
    const { api } = createTestApiClient({
      'POST /user/login': ok(
        aLoginData({ package: null }, 'token-206'),
        'Error! You have not selected any package.',
        206,
      ),
    });

    const result = await api.POST('/user/login', { body: credentials });

    expect(result.status).toBe(206);
    expect(result.message).toBe('Error! You have not selected any package.');
    expect(result.data?.token).toBe('token-206');
  });

  it('keeps the token of a 418 login (profile incomplete) on the error', async () => {
    const { api } = createTestApiClient({
      'POST /user/login': fail(
        418,
        'Error! You have not completed your registration details.',
        'PROFILE_INCOMPLETE',
        {
          data: aLoginData({ profileCompleted: false }, 'token-418'),
        },
      ),
    });

    const result = await api.POST('/user/login', { body: credentials });

    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({
      status: 418,
      code: 'PROFILE_INCOMPLETE',
      message: 'Error! You have not completed your registration details.',
    });
    expect(result.error?.data?.token).toBe('token-418');
    expectTypeOf(result.error?.data).toEqualTypeOf<LoginData | null | undefined>();
  });

  it('gives the message, code and details of a validation failure', async () => {
    const { api } = createTestApiClient({
      'POST /user/create': validationFailed('/email', 'must be a valid e-mail address'),
    });

    const result = await api.POST('/user/create', {
      body: { email: 'nope', password: 'Secret#123', confirmPassword: 'Secret#123' },
    });

    expect(result.error).toEqual({
      status: 400,
      message: 'email: must be a valid e-mail address',
      code: 'VALIDATION_FAILED',
      details: [{ path: '/email', message: 'must be a valid e-mail address' }],
      data: null,
    });
  });

  it('gives the spec message of a business error', async () => {
    const { api } = createTestApiClient({
      'POST /user/create': fail(409, 'An account with this email already exist!', 'EMAIL_EXISTS'),
    });

    const result = await api.POST('/user/create', {
      body: { email: 'member@example.com', password: 'Secret#123', confirmPassword: 'Secret#123' },
    });

    expect(result.error?.message).toBe('An account with this email already exist!');
    expect(result.error?.code).toBe('EMAIL_EXISTS');
  });

  it('turns a non-envelope error page into an HTTP_ERROR result', async () => {
    const { api } = createTestApiClient({
      'GET /user/faq/list': rawResponse(() => new Response('<html>Bad gateway</html>', { status: 502 })),
    });

    const result = await api.GET('/user/faq/list');

    expect(result.error).toEqual({
      status: 502,
      message: 'Request failed with status code 502',
      code: 'HTTP_ERROR',
      details: [],
      data: null,
    });
  });
});

describe('failures never throw', () => {
  it('answers a network failure with status 0 and a clear message', async () => {
    const { api } = createTestApiClient({ 'GET /user/faq/list': networkError() });

    const result = await api.GET('/user/faq/list');

    expect(result.error).toEqual({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      code: 'NETWORK_ERROR',
      details: [],
      data: null,
    });
  });

  it('answers an aborted request with ABORTED', async () => {
    const { api } = createTestApiClient({ 'GET /user/faq/list': ok([]) });
    const controller = new AbortController();
    controller.abort();

    const result = await api.GET('/user/faq/list', { signal: controller.signal });

    expect(result.error?.code).toBe('ABORTED');
    expect(result.error?.status).toBe(0);
  });

  it('answers a failing getToken or a bad base URL with an error result', async () => {
    const api = createApiClient({ baseUrl: 'not a url', getToken: () => 'x', fetch: createFakeFetch() });

    const result = await api.GET('/user/faq/list');

    expect(result.error?.status).toBe(0);
  });
});

describe('session expiry', () => {
  it('signals a 401 of an authenticated call before the call answers', async () => {
    const onSessionExpired = vi.fn();
    const { api } = createTestApiClient(
      { 'POST /user/profile/view': fail(401, 'Invalid access_token', 'UNAUTHENTICATED') },
      { onSessionExpired },
    );

    const result = await api.POST('/user/profile/view');

    expect(result.error?.message).toBe('Invalid access_token');
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith({
      path: '/user/profile/view',
      message: 'Invalid access_token',
    });
  });

  it('does not treat wrong login credentials as an expired session', async () => {
    const onSessionExpired = vi.fn();
    const { api } = createTestApiClient(
      { 'POST /user/login': fail(401, 'Invalid Email ID or Password', 'INVALID_CREDENTIALS') },
      { onSessionExpired },
    );

    const result = await api.POST('/user/login', { body: credentials });

    expect(result.error?.message).toBe('Invalid Email ID or Password');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not signal a 401 of a call made without a token', async () => {
    const onSessionExpired = vi.fn();
    const { api } = createTestApiClient(
      { 'POST /user/profile/view': fail(401, 'Invalid access_token', 'UNAUTHENTICATED') },
      { onSessionExpired, getToken: () => undefined },
    );

    await api.POST('/user/profile/view');

    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('the openapi-fetch client', () => {
  /** A bare fetch that records the Request openapi-fetch hands it and answers `reply`. */
  function recordingFetch(reply: () => Response) {
    const requests: Request[] = [];
    const fetch = async (request: Request) => {
      requests.push(request);
      return reply();
    };
    return { fetch, requests };
  }

  it('hands fetch one Request with the middleware headers, the filled path and the JSON body', async () => {
    const { fetch, requests } = recordingFetch(() =>
      Response.json({ status: 200, message: 'Order updated', data: null, error: null }),
    );
    const api = createApiClient({
      baseUrl: 'http://api.test/v1/',
      fetch,
      getToken: () => 'staff-token',
      getLanguage: () => 'tr',
    });

    const result = await api.PATCH('/staff/orders/{id}', {
      params: { path: { id: 7 } },
      body: { status: 'shipped' },
      headers: { 'X-Request-Id': 'r-1' },
    });

    expect(result).toEqual({ data: null, message: 'Order updated', status: 200 });
    const [request] = requests;
    expect(request?.method).toBe('PATCH');
    expect(request?.url).toBe('http://api.test/v1/staff/orders/7');
    expect(Object.fromEntries(request?.headers ?? [])).toEqual({
      authorization: 'Bearer staff-token',
      'accept-language': 'tr',
      'content-type': 'application/json',
      'x-request-id': 'r-1',
    });
    expect(await request?.json()).toEqual({ status: 'shipped' });
  });

  it('signals a 401 without an envelope with the default message, naming the contract path', async () => {
    const { fetch } = recordingFetch(() => new Response('Unauthorized', { status: 401 }));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch, getToken: () => 'old', onSessionExpired });

    const result = await api.PATCH('/staff/orders/{id}', {
      params: { path: { id: 7 } },
      body: { status: 'shipped' },
    });

    expect(result.error).toMatchObject({ status: 401, code: 'HTTP_ERROR' });
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith({
      path: '/staff/orders/{id}',
      message: 'Invalid access_token',
    });
  });

  it('gives data null for a success without a body', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch, getToken: () => null });

    expect(await api.GET('/user/faq/list')).toEqual({ data: null, message: '', status: 204 });
  });

  it('uses the global fetch of the moment a call is made', async () => {
    const api = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => null });
    const { fetch, requests } = recordingFetch(() =>
      Response.json({ status: 200, message: 'FAQ', data: [], error: null }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      expect((await api.GET('/user/faq/list')).message).toBe('FAQ');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(requests).toHaveLength(1);
  });
});

describe('parameters and bodies', () => {
  it('puts query parameters in the URL', async () => {
    const event = anEventForViewer();
    const { api, fetch } = createTestApiClient({ 'GET /user/event/view': ok(event) });

    const result = await api.GET('/user/event/view', { params: { query: { uuid: event.uuid } } });

    expect(fetch.calls[0]?.query.get('uuid')).toBe(event.uuid);
    expect(result.data?.name).toBe(event.name);
  });

  it('fills path parameters, encodes query values and leaves absent query values out', async () => {
    const { api, fetch } = createTestApiClient({
      'GET /staff/orders': ok({ total: 0, page: 2, pageSize: 20, items: [] }),
    });

    await api.GET('/staff/orders', {
      params: { query: { page: 2, search: 'tea & honey', status: undefined } },
    });
    await api.PATCH('/staff/orders/{id}', { params: { path: { id: 7 } }, body: { status: 'shipped' } });

    expect(fetch.calls[0]?.query.toString()).toBe('page=2&search=tea+%26+honey');
    expect(fetch.calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(fetch.calls[1]?.path).toBe('/staff/orders/7');
    expect(fetch.calls[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(fetch.calls[1]?.body).toEqual({ status: 'shipped' });
  });

  it('sends a DELETE body', async () => {
    const uuid = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const { api, fetch } = createTestApiClient({
      'DELETE /user/marketplace/cart/delete': ok(null, 'Item removed from cart successfully'),
    });

    const result = await api.DELETE('/user/marketplace/cart/delete', { body: { uuid } });

    expect(fetch.calls[0]?.body).toEqual({ uuid });
    expect(result.message).toBe('Item removed from cart successfully');
  });

  it('sends multipart forms with files through toFormData', async () => {
    const { api, fetch } = createTestApiClient({ 'PATCH /user/profile/update': ok(aLoginData().user) });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

    await api.PATCH('/user/profile/update', {
      body: { name: 'Alex Morgan', city: 'Austin', image, addressLine2: undefined },
      bodySerializer: toFormData,
    });

    const sent = fetch.calls[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(form.get('name')).toBe('Alex Morgan');
    expect(form.has('addressLine2')).toBe(false);
    expect((form.get('image') as File).name).toBe('me.png');
    expect(fetch.calls[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('repeats array fields in multipart forms', () => {
    const form = toFormData({ areaOfMentoring: ['Cancer', 'Diet'], numberOfHours: 4 });

    expect(form.getAll('areaOfMentoring')).toEqual(['Cancer', 'Diet']);
    expect(form.get('numberOfHours')).toBe('4');
  });

  it('rejects bodies that break the contract at compile time', () => {
    const { api } = createTestApiClient();
    // Only type-checked: the calls are never awaited against a server.
    const neverRun = () => {
      // @ts-expect-error password is required
      void api.POST('/user/login', { body: { email: 'member@example.com' } });
      // @ts-expect-error unknown path
      void api.GET('/user/unknown');
      // @ts-expect-error subscriptionType is 'yearly' only
      void api.PATCH('/user/package/select', { body: { packageUuid: 'x', subscriptionType: 'monthly' } });
    };
    expect(typeof neverRun).toBe('function');
  });
});

describe('fake fetch', () => {
  it('answers a list of replies in order and repeats the last', async () => {
    const { api } = createTestApiClient({
      'GET /payment/intent/status': [
        ok({ status: 'processing', amount: 9900, currency: 'usd' }),
        ok({ status: 'succeeded', amount: 9900, currency: 'usd' }),
      ],
    });
    const query = { params: { query: { clientSecret: 'pi_secret' } } };

    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await api.GET('/payment/intent/status', query)).data?.status);

    expect(statuses).toEqual(['processing', 'succeeded', 'succeeded']);
  });

  it('names a missing route in a 404', async () => {
    const { api, fetch } = createTestApiClient();

    const result = await api.GET('/user/voucher/list');

    expect(result.error).toMatchObject({ status: 404, message: 'No fake route for GET /user/voucher/list' });
    expect(fetch.callsTo('GET /user/voucher/list')).toHaveLength(1);
  });

  it('lets a handler answer from the request', async () => {
    const { api } = createTestApiClient({
      'POST /user/forgotPassword': (request) =>
        (request.body as { email: string }).email === 'member@example.com'
          ? ok(null, 'A verification link has been sent to your account')
          : fail(
              404,
              'Account with this Email does not exist. Please create an account first',
              'ACCOUNT_NOT_FOUND',
            ),
    });

    const known = await api.POST('/user/forgotPassword', { body: { email: 'member@example.com' } });
    const unknown = await api.POST('/user/forgotPassword', { body: { email: 'someone@example.com' } });

    expect(known.message).toBe('A verification link has been sent to your account');
    expect(unknown.error?.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('uses the base URL path as prefix', async () => {
    const { fetch } = createTestApiClient({ 'GET /health': ok({ ok: true }) });

    await fetch(new Request(`${TEST_BASE_URL}/health`));

    expect(fetch.calls[0]?.path).toBe('/health');
  });
});

describe('cancellation', () => {
  it('ends a pending call with ABORTED when its signal aborts', async () => {
    let handlerStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      handlerStarted = resolve;
    });
    const { api } = createTestApiClient({
      // Never answers by itself: only the abort can end the call.
      'GET /user/faq/list': () => {
        handlerStarted();
        return new Promise(() => undefined);
      },
    });
    const controller = new AbortController();

    const pending = api.GET('/user/faq/list', { signal: controller.signal });
    await started;
    controller.abort();

    expect((await pending).error?.code).toBe('ABORTED');
  });
});
