import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '../src/db/schema.js';
import { PASSWORD, login, signUp, signUpAndVerify } from './support/members.js';
import { FakeGoogle } from './support/google.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

const google = new FakeGoogle();
beforeAll(() => google.start());
afterAll(() => google.stop());

const subject = () => randomBytes(8).toString('hex');

describeEachDatabase(
  'Google sign-in',
  (server) => {
    const socialLogin = (idToken: string, extra: Record<string, string> = {}) =>
      server.call<{ token: string; userData: { email: string; name: string | null; uuid: string } }>(
        'POST',
        '/v1/user/login/social',
        { body: { provider: 'google', idToken, ...extra } },
      );

    test('the first sign-in registers (201), later ones sign in (200) to the same account', async () => {
      const email = uniqueEmail('google');
      const sub = subject();
      const first = await socialLogin(await google.idToken({ sub, email, name: 'Gina Google' }));
      expect(first.body).toMatchObject({
        status: 201,
        message: 'Success! You are registered.',
        data: { userData: { email, name: 'Gina Google', role: ['user'] } },
      });
      const again = await socialLogin(await google.idToken({ sub, email }));
      expect(again.status).toBe(200);
      expect(again.body.data.userData.uuid).toBe(first.body.data.userData.uuid);
      // The token is a working session.
      const view = await server.call('POST', '/v1/user/profile/view', { token: again.body.data.token });
      expect(view.status).toBe(200);
    });

    test('identity comes only from the verified token, never from the body', async () => {
      const email = uniqueEmail('real');
      const claimed = uniqueEmail('claimed');
      const response = await socialLogin(await google.idToken({ sub: subject(), email }), {
        id: 'someone-else',
        email: claimed,
        name: 'Mallory',
      });
      expect(response.status).toBe(201);
      expect(response.body.data.userData.email).toBe(email);
      expect(await server.db.select().from(users).where(eq(users.email, claimed))).toEqual([]);
    });

    test('a token signed by another key, for another audience, from another issuer or expired answers 401', async () => {
      const claims = { sub: subject(), email: uniqueEmail('bad') };
      const { privateKey: strangerKey } = await generateKeyPair('RS256');
      const tokens = [
        await google.idToken(claims, { key: strangerKey }),
        await google.idToken(claims, { audience: 'someone-elses-app' }),
        await google.idToken(claims, { issuer: 'https://evil.example' }),
        await google.idToken(claims, { expiresIn: '-1m' }),
        await google.idToken({ ...claims, email_verified: false }),
        'not-a-jwt',
      ];
      for (const idToken of tokens) {
        const response = await socialLogin(idToken);
        expect(response.body).toMatchObject({
          status: 401,
          message: 'Error! Unable to verify your Google sign-in.',
          data: null,
          error: { code: 'INVALID_ID_TOKEN' },
        });
      }
      expect(await server.db.select().from(users).where(eq(users.email, claims.email))).toEqual([]);
    });

    test('a verified password account with the same address is signed in, not duplicated', async () => {
      const email = uniqueEmail('both');
      await signUpAndVerify(server, email);
      const response = await socialLogin(await google.idToken({ sub: subject(), email }));
      expect(response.status).toBe(200);
      expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
      expect((await login(server, email, PASSWORD)).status).toBe(418);
    });

    test('an unconfirmed password set by someone else stops working once Google proves the address', async () => {
      const email = uniqueEmail('hijack');
      await signUp(server, email, 'Attacker#Pass1');
      const response = await socialLogin(await google.idToken({ sub: subject(), email }));
      expect(response.status).toBe(200);
      expect((await login(server, email, 'Attacker#Pass1')).status).toBe(401);
    });

    test('the request must name the provider and carry an ID token', async () => {
      const missing = await server.call('POST', '/v1/user/login/social', { body: { provider: 'google' } });
      expect(missing.body).toMatchObject({ status: 400, message: 'idToken is required' });
      const other = await server.call('POST', '/v1/user/login/social', {
        body: { provider: 'facebook', idToken: 'x' },
      });
      expect(other.body.message).toBe('provider must be one of: google');
    });
  },
  { env: () => ({ GOOGLE_JWKS_URL: google.jwksUrl }) },
);
