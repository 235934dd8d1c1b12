export { createApiClient, toFormData } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiData,
  ApiErrorInfo,
  ApiFailure,
  ApiInit,
  ApiMethod,
  ApiPath,
  ApiResult,
  ApiResultFor,
  ApiSuccess,
  ErrorDataOf,
  SuccessDataOf,
} from './client';
export type * from './types';
