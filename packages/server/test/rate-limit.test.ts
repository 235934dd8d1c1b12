import { expect, test } from 'vitest';
import { describeEachDatabase } from './support/server.js';

describeEachDatabase(
  'rate limits',
  (server) => {
    test('login answers 429 once a client passes the limit; other calls still answer', async () => {
      const attempt = () =>
        server.call('POST', '/v1/user/login', {
          body: { email: 'demo@wellness.example', password: 'Wrong#Pass1' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.body).toEqual({
        status: 429,
        message: 'Too many requests, please try again later.',
        data: null,
        error: { code: 'RATE_LIMITED' },
      });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await server.call('GET', '/v1/user/package/list')).status).toBe(200);
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
  { env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW: '10m' } },
);
