import type { ApiError, ErrorDetail } from '../errors.js';

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
