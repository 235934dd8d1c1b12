export {
  ABORTED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_EVENT,
  createApiClient,
  toFormData,
  unwrapEnvelope,
} from './client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiData,
  ApiErrorInfo,
  ApiFailure,
  ApiMethod,
  ApiPath,
  ApiResult,
  ApiResultFor,
  ApiSuccess,
  ErrorDataOf,
  SuccessDataOf,
} from './client';
export type * from './types';
