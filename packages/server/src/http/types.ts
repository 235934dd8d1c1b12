import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.js';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
  /** True when the file passed the upload size limit (the buffer holds only its beginning). */
  truncated: boolean;
}

/** What a handler receives: the validated request parts (the schema has already been checked). */
export interface ApiRequest<Body = unknown> {
  body: Body;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  auth: AuthContext | undefined;
  files: UploadedFile[];
  raw: FastifyRequest;
}

export interface ApiResult {
  status: number;
  message: string;
  data?: unknown;
  /** Present only for the contract's non-2xx answers that still carry data (login 418). */
  error?: { code: string } | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler narrows its own validated body
export type Handler = (request: ApiRequest<any>) => Promise<ApiResult>;

/** Handlers keyed by "METHOD /path" exactly as the path is written in openapi.yaml, e.g. "POST /user/create". */
export type HandlerMap = Record<string, Handler>;
