import type { ApiResult } from '@wellness/api';

/** A call's result as the sagas read it: `ok` plus the status, message and data (or error code). */
export type ApiOutcome<T> =
  | { ok: true; status: number; message: string; data: T }
  | { ok: false; status: number; message: string; code: string; data: unknown };

export type ApiFailureOutcome = Extract<ApiOutcome<unknown>, { ok: false }>;

export function toOutcome<T>(result: ApiResult<T, unknown>): ApiOutcome<T> {
  if (result.error === undefined) {
    return { ok: true, status: result.status, message: result.message, data: result.data };
  }
  const { status, message, code, data } = result.error;
  return { ok: false, status, message, code, data };
}
