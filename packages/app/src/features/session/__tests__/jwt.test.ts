import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from '../jwt';
import { makeToken } from '../../../test/tokens';

describe('JWT expiry', () => {
  const now = Date.UTC(2026, 0, 1);

  it('reads exp from the payload', () => {
    expect(tokenExpiry(makeToken(now / 1000 + 60))).toBe(now / 1000 + 60);
  });

  it('treats a token as expired at and after its exp, valid before', () => {
    expect(isTokenExpired(makeToken(now / 1000 + 1), now)).toBe(false);
    expect(isTokenExpired(makeToken(now / 1000), now)).toBe(true);
    expect(isTokenExpired(makeToken(now / 1000 - 1), now)).toBe(true);
  });

  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
  });
});
