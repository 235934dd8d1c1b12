import { expect, test } from 'vitest';
import { rateLimits } from '../src/db/schema.js';
import { PASSWORD, readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

describeEachDatabase(
  'rate limits',
  (server) => {
    const signIn = (email: string, password: string) =>
      server.call('POST', '/v1/user/login', { body: { email, password } });

    test('sign-in counts failures per account: past the limit even the right password waits, and is told how long', async () => {
      await server.db.delete(rateLimits);
      const email = uniqueEmail('locked');
      await readyMember(server, email);
      const other = uniqueEmail('neighbour');
      await readyMember(server, other);
      for (let i = 0; i < 3; i += 1) expect((await signIn(email, 'Wrong#Pass1')).status).toBe(401);
      const limited = await signIn(email, PASSWORD);
      expect(limited.body).toEqual({
        status: 429,
        message: 'Too many failed sign-in attempts for this account. Please try again in 10 minutes.',
        data: null,
        error: { code: 'RATE_LIMITED' },
      });
      // Seconds left in the window (the test clock ticks with real time as well).
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(540);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
      // Another member on the same network signs in: the account's failures are not theirs.
      expect((await signIn(other, PASSWORD)).status).toBe(200);
      expect((await server.call('GET', '/v1/user/package/list')).status).toBe(200);
      server.clock.advance(4 * 60_000);
      expect((await signIn(email, PASSWORD)).body.message).toBe(
        'Too many failed sign-in attempts for this account. Please try again in 6 minutes.',
      );
      server.clock.advance(6 * 60_000);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    });

    test('successful sign-ins count nothing; failures from one address have a higher limit of their own', async () => {
      await server.db.delete(rateLimits);
      const email = uniqueEmail('busy');
      await readyMember(server, email);
      // Many members behind one address signing in: never limited.
      for (let i = 0; i < 12; i += 1) expect((await signIn(email, PASSWORD)).status).toBe(200);
      // Guesses spread over many accounts from that address: limited at the address's own limit (8 here).
      for (let i = 0; i < 8; i += 1)
        expect((await signIn(uniqueEmail('guess'), 'Wrong#Pass1')).status).toBe(401);
      const limited = await signIn(email, PASSWORD);
      expect(limited.body).toMatchObject({
        status: 429,
        message: 'Too many failed sign-in attempts from your network. Please try again in 10 minutes.',
        error: { code: 'RATE_LIMITED' },
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(540);
      server.clock.advance(10 * 60_000 + 1);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    });

    test('when the window ends the client may try again, counted afresh', async () => {
      const attempt = () =>
        server.call('POST', '/v1/user/reset', {
          body: { token: 'no-such-token', newPassword: 'Abcdef#12', confirmPassword: 'Abcdef#12' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(429);
      server.clock.advance(10 * 60_000 + 1);
      expect((await attempt()).status).toBe(400);
    });

    test('forgot password is limited too', async () => {
      const attempt = () =>
        server.call('POST', '/v1/user/forgotPassword', { body: { email: 'x@example.com' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(404);
      expect((await attempt()).status).toBe(429);
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_ADDRESS_FAILURE_MAX: '8', AUTH_RATE_LIMIT_WINDOW: '10m' } },
);
