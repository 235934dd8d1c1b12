import type { FastifyRequest } from 'fastify';
import type { SessionService } from '../services/sessions.js';
import { ApiError } from './errors.js';
import type { ApiRequest, AuthContext } from './types.js';

/**
 * Authentication, in one place: the router calls `authenticate` for every operation whose security in
 * openapi.yaml requires a token, and handlers read the caller with `authOf`.
 */
export function bearerAuthenticator(sessions: Pick<SessionService, 'authenticate'>) {
  return (request: FastifyRequest): Promise<AuthContext> =>
    sessions.authenticate(request.headers.authorization);
}

/** The signed-in caller; throws 401 unless the router authenticated the call (every secured operation is). */
export function authOf(request: Pick<ApiRequest, 'auth'>): AuthContext {
  if (!request.auth) throw new ApiError(401, 'Invalid access_token', 'UNAUTHENTICATED');
  return request.auth;
}
