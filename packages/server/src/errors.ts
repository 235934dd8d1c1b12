/**
 * The errors a call can answer with. Services throw them and the HTTP layer turns them into the envelope
 * (`http/errors.ts`), so they live below both: a service never imports `http/`.
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** An error that becomes the envelope `{status, message, data: null, error: {code, details?}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly details?: ErrorDetail[],
    /** Headers the answer carries (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const validationError = (path: string, message: string) =>
  new ApiError(400, message, 'VALIDATION_FAILED', [{ path, message }]);

export const unauthenticated = () => new ApiError(401, 'Invalid access_token', 'UNAUTHENTICATED');
