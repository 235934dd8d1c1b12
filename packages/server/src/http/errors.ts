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

export interface Envelope {
  status: number;
  message: string;
  data: unknown;
  error: { code: string; details?: ErrorDetail[] } | null;
}

export function errorEnvelope(error: ApiError): Envelope {
  return {
    status: error.status,
    message: error.message,
    data: null,
    error: error.details ? { code: error.code, details: error.details } : { code: error.code },
  };
}
