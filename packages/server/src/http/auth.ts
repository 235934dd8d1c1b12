import type { FastifyRequest } from 'fastify';
import type { SessionService } from '../services/sessions.js';
import { ApiError } from '../errors.js';
import type { ApiRequest, AuthContext } from './types.js';
import type { UserRow } from '../db/schema.js';
import { localeFromHeader, type Locale } from '../services/locale.js';

/**
 * Authentication, in one place: the router calls `authenticate` for every operation whose security in
 * openapi.yaml requires a token, and handlers read the caller with `authOf`.
 */
export function bearerAuthenticator(
  sessions: Pick<SessionService, 'authenticate'>,
  /** Keeps the member's language (their calls' Accept-Language) for the mails they get later. */
  rememberLocale?: (user: Readonly<UserRow>, locale: Locale) => Promise<void>,
) {
  return async (request: FastifyRequest): Promise<AuthContext> => {
    const auth = await sessions.authenticate(request.headers.authorization);
    const header = request.headers['accept-language'];
    if (!rememberLocale || !header) return auth;
    // Only a change of language is written (the usual call, in the language already kept, waits on nothing).
    const locale = localeFromHeader(header);
    if (auth.user.locale === locale) return auth;
    await rememberLocale(auth.user, locale);
    // The call goes on with the row as it now is (the kept row is shared and never changed).
    return { ...auth, user: Object.freeze({ ...auth.user, locale }) };
  };
}

/** The signed-in caller; throws 401 unless the router authenticated the call (every secured operation is). */
export function authOf(request: Pick<ApiRequest, 'auth'>): AuthContext {
  if (!request.auth) throw new ApiError(401, 'Invalid access_token', 'UNAUTHENTICATED');
  return request.auth;
}
