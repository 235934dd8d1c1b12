import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { expect, test } from 'vitest';
import { sessions } from '../src/db/schema.js';
import {
  COMPLETION,
  PASSWORD,
  login,
  profileForm,
  readyMember,
  signUp,
  signUpAndVerify,
} from './support/members.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

describeEachDatabase(
  'login and sessions',
  (server) => {
    test('the seeded demo member logs in with the README credentials', async () => {
      const response = await login(server, 'demo@wellness.example', 'Demo@1234');
      expect(response.body).toMatchObject({ status: 200, message: 'Login successful', error: null });
      expect(response.body.data.user).toMatchObject({
        email: 'demo@wellness.example',
        role: ['user'],
        profileCompleted: true,
        package: { name: 'Starter', annualCost: 0 },
      });
    });

    test('a wrong password or an unknown address answers 401 "Invalid Email ID or Password"', async () => {
      const email = uniqueEmail();
      await signUpAndVerify(server, email);
      for (const attempt of [
        { email, password: 'Wrong#Pass123' },
        { email: uniqueEmail('nobody'), password: PASSWORD },
      ]) {
        const response = await server.call('POST', '/v1/user/login', { body: attempt });
        expect(response.body).toMatchObject({
          status: 401,
          message: 'Invalid Email ID or Password',
          data: null,
          error: { code: 'INVALID_CREDENTIALS' },
        });
      }
    });

    test('an unconfirmed address answers 403 "Please Conform Your Email"', async () => {
      const email = uniqueEmail();
      await signUp(server, email);
      const response = await login(server, email);
      expect(response.body).toMatchObject({ status: 403, message: 'Please Conform Your Email', data: null });
    });

    test('418 with a token until the profile is completed, 206 until a package is chosen, then 200', async () => {
      const email = uniqueEmail();
      await signUpAndVerify(server, email);

      const incomplete = await login(server, email);
      expect(incomplete.body).toMatchObject({
        status: 418,
        message: 'Error! You have not completed your registration details.',
        error: { code: 'PROFILE_INCOMPLETE' },
      });
      const { token } = incomplete.body.data;
      const completed = await server.call('PATCH', '/v1/user/profile/update', {
        token,
        form: profileForm(COMPLETION),
      });
      expect(completed.body.message).toBe('User Profile updated successfully');

      const noPackage = await login(server, email);
      expect(noPackage.body).toMatchObject({
        status: 206,
        message: 'Error! You have not selected any package.',
        error: { code: 'PACKAGE_NOT_SELECTED' },
        data: { user: { profileCompleted: true, package: null } },
      });
      const packages = await server.call<{ uuid: string; name: string }[]>('GET', '/v1/user/package/list');
      const starter = packages.body.data.find((p) => p.name === 'Starter');
      await server.call('PATCH', '/v1/user/package/select', {
        token: noPackage.body.data.token,
        body: { packageUuid: starter?.uuid, subscriptionType: 'yearly' },
      });

      const done = await login(server, email);
      expect(done.body).toMatchObject({ status: 200, message: 'Login successful' });
    });

    test('the token is a JWT whose payload tells the client when it expires', async () => {
      const email = uniqueEmail();
      const token = await readyMember(server, email);
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        exp: number;
        sid: string;
      };
      const expectedExpiry = server.clock.now().getTime() / 1000 + server.config.sessionTtlSeconds;
      expect(Math.abs(payload.exp - expectedExpiry)).toBeLessThan(60);
      expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);
    });

    test('a session ends at its expiry: afterwards the token answers 401 "Invalid access_token"', async () => {
      const token = await readyMember(server, uniqueEmail());
      expect((await server.call('POST', '/v1/user/profile/view', { token })).status).toBe(200);
      server.clock.advance(server.config.sessionTtlSeconds * 1000 + 1000);
      const expired = await server.call('POST', '/v1/user/profile/view', { token });
      expect(expired.body).toMatchObject({
        status: 401,
        message: 'Invalid access_token',
        error: { code: 'UNAUTHENTICATED' },
      });
    });

    test('logout revokes only the session it is called with', async () => {
      const email = uniqueEmail();
      const first = await readyMember(server, email);
      const second = (await login(server, email)).body.data.token;
      const response = await server.call('POST', '/v1/user/logout', { token: first });
      expect(response.body).toMatchObject({ status: 200, message: 'Logout successful' });
      expect((await server.call('POST', '/v1/user/profile/view', { token: first })).status).toBe(401);
      expect((await server.call('POST', '/v1/user/profile/view', { token: second })).status).toBe(200);
    });

    test('missing, malformed, forged and revoked tokens all answer 401', async () => {
      const token = await readyMember(server, uniqueEmail());
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        sid: string;
      };
      const forged = await new SignJWT({ sid: payload.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a-different-secret-that-is-long-enough'));
      await server.db
        .update(sessions)
        .set({ revokedAt: server.clock.now() })
        .where(eq(sessions.id, payload.sid));
      for (const candidate of [undefined, 'not.a.jwt', forged, token]) {
        const response = await server.call('POST', '/v1/user/profile/view', { token: candidate });
        expect(response.status).toBe(401);
        expect(response.body.message).toBe('Invalid access_token');
      }
    });

    test('a login password that breaks the rules is a 400 naming the field', async () => {
      const response = await server.call('POST', '/v1/user/login', {
        body: { email: 'demo@wellness.example', password: 'short' },
      });
      expect(response.body).toMatchObject({
        status: 400,
        message: 'password must be at least 8 characters long',
      });
    });
  },
  // One hour sessions, to show the TTL comes from configuration.
  { env: { SESSION_TTL: '1h' } },
);
