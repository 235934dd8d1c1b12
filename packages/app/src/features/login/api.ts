import type { ApiClient, LoginRequest, User } from '@wellness/api';

type LoginOutcome =
  | { kind: 'success'; token: string; user: User }
  | { kind: 'packageNotSelected'; token: string; user: User; message: string }
  | { kind: 'profileIncomplete'; token: string; user: User; message: string }
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'failed'; status: number; message: string };

interface TokenAndUser {
  token: string;
  user: User;
}

function hasTokenAndUser(data: unknown): data is TokenAndUser {
  return typeof data === 'object' && data !== null && 'token' in data && 'user' in data;
}

const PROFILE_INCOMPLETE_MESSAGES = [
  'Error! You have not completed your registration details.',
  'Request failed with status code 418',
];

/** POST /user/login, read as the login outcomes of §4: 200, 206, 418 (or its message), and failures. */
export async function requestLogin(api: ApiClient, credentials: LoginRequest): Promise<LoginOutcome> {
  const result = await api.POST('/user/login', { body: credentials });
  if (result.error === undefined) {
    const { token, user } = result.data;
    if (result.status === 206) return { kind: 'packageNotSelected', token, user, message: result.message };
    return { kind: 'success', token, user };
  }
  const { status, message, data, code, retryAfterSeconds } = result.error;
  // Too many failed attempts: the server says how long to wait (Retry-After), which the member is told in minutes.
  if (code === 'RATE_LIMITED')
    return { kind: 'rateLimited', minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) };
  if ((status === 418 || PROFILE_INCOMPLETE_MESSAGES.includes(message)) && hasTokenAndUser(data)) {
    return { kind: 'profileIncomplete', token: data.token, user: data.user, message };
  }
  return { kind: 'failed', status, message };
}

type SocialLoginOutcome =
  { kind: 'success'; token: string; user: User; registered: boolean } | { kind: 'failed'; message: string };

/**
 * POST /user/login/social with Google's ID token only: the server takes the identity from the verified token,
 * so the app sends no profile data of its own.
 */
export async function requestSocialLogin(api: ApiClient, idToken: string): Promise<SocialLoginOutcome> {
  const result = await api.POST('/user/login/social', { body: { provider: 'google', idToken } });
  if (result.error !== undefined) return { kind: 'failed', message: result.error.message };
  return {
    kind: 'success',
    token: result.data.token,
    user: result.data.userData,
    registered: result.status === 201,
  };
}
