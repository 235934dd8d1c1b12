/** A list loaded from the server: loading empties it, success fills it, failure empties it and keeps the error (§4). */
export interface DataList<T> {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  items: T[];
  error: string | null;
}

export function emptyList<T>(): DataList<T> {
  return { status: 'idle', items: [], error: null };
}

export const listLoading = <T>(): DataList<T> => ({ status: 'loading', items: [], error: null });
export const listLoaded = <T>(items: T[]): DataList<T> => ({ status: 'succeeded', items, error: null });
export const listFailed = <T>(error: string): DataList<T> => ({ status: 'failed', items: [], error });
