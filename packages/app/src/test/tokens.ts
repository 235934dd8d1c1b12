function base64url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given `exp` (seconds); the app only reads `exp`, the server verifies. */
export function makeToken(expSeconds: number, subject = 'member-1'): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: subject, exp: Math.floor(expSeconds) }));
  return `${header}.${payload}.signature`;
}
