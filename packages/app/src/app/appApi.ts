import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient, ApiData, ApiErrorInfo, ApiInit, ApiPath, ApiResult } from '@wellness/api';
import type { Timing } from '../config/timing';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the base query sends: one call of the contract, as the api client takes it. */
export interface ContractCall {
  method: Method;
  path: string;
  init?: object;
}

/**
 * What an endpoint may use besides its call (`extra` in `onQueryStarted` and in the base query): the store's thunk
 * argument (app/store.ts). The one api client, with its middleware (token, language, the expired-session signal).
 */
export interface EndpointServices {
  api: ApiClient;
  timing: Timing;
}

/** The answer's HTTP status and the envelope's message, beside its data (`meta` of a fulfilled call). */
export interface CallMeta {
  status: number;
  message: string;
}

/** A failed call is the api client's failure as it is: status, `code` (never the message text), details, data. */
export type CallError = ApiErrorInfo;

/** Sends the call through the app's openapi-fetch client, whose results never throw. */
const contractBaseQuery: BaseQueryFn<ContractCall, unknown, CallError, object, CallMeta> = async (
  { method, path, init },
  { extra },
) => {
  const { api } = extra as EndpointServices;
  const send = api[method.toUpperCase() as Uppercase<Method>] as (
    path: string,
    init?: object,
  ) => Promise<ApiResult<unknown>>;
  const result = await send(path, init);
  if (result.error) return { error: result.error };
  return { data: result.data, meta: { status: result.status, message: result.message } };
};

/**
 * Every plain read and write of the app (RTK Query). This file holds no endpoint: each feature injects its own
 * (`appApi.injectEndpoints` in `features/<feature>/queries.ts`), so a page loads only the calls of the features its
 * route loads, and staff calls never reach a member's page. A feature's cache tags are its own too
 * (`enhanceEndpoints({ addTagTypes })`).
 */
export const appApi = createApi({
  reducerPath: 'appApi',
  baseQuery: contractBaseQuery,
  endpoints: () => ({}),
  // A page opened again reads afresh unless its answer is this recent (a prefetch, the list behind its details).
  refetchOnMountOrArgChange: 30,
});

/**
 * One endpoint's call, typed from openapi.yaml: the endpoint answers the call's success `data`, and its argument is
 * what `init` takes (none when the call needs nothing):
 *
 *   vouchers: build.query({ ...contract('get', '/user/voucher/list'), providesTags: ['Voucher'] }),
 *   redeem: build.mutation({ ...contract('post', '/user/voucher/apply', (voucherCode: string) => ({ body: { voucherCode } })) }),
 */
export function contract<M extends Method, P extends ApiPath<M>, Arg = void>(
  method: M,
  path: P,
  init?: (arg: Arg) => ApiInit<M, P>,
) {
  return {
    // NoInfer: the argument comes from `init` (or is none), never from where the result is spread.
    query: (arg: NoInfer<Arg>): ContractCall => ({ method, path, init: init?.(arg) }),
    transformResponse: (data: unknown) => data as ApiData<M, P>,
  };
}
