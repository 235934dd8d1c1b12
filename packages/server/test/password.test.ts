import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { passwordResetTokens, users } from '../src/db/schema.js';
import {
  PASSWORD,
  latestLinkToken,
  login,
  mailsTo,
  readyMember,
  resetPrefix,
  signUp,
  signUpAndVerify,
} from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const NEW_PASSWORD = 'Another$Pass9';

async function requestReset(server: TestServer, email: string) {
  const response = await server.call('POST', '/v1/user/forgotPassword', { body: { email } });
  expect(response.body).toMatchObject({
    status: 200,
    message: 'A verification link has been sent to your account',
  });
  return latestLinkToken(server, email, resetPrefix(server));
}

const storedHash = async (server: TestServer, email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash;

describeEachDatabase('forgot, reset and change password', (server) => {
  test('an unknown address answers 404 with the spec message and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const response = await server.call('POST', '/v1/user/forgotPassword', { body: { email } });
    expect(response.body).toMatchObject({
      status: 404,
      message: 'Account with this Email does not exist. Please create an account first',
      error: { code: 'ACCOUNT_NOT_FOUND' },
    });
    expect(await mailsTo(server, email)).toEqual([]);
  });

  test('the reset link sets a new password, ends every session, and works only once', async () => {
    const email = uniqueEmail();
    const session = await readyMember(server, email);
    const token = await requestReset(server, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reset = await server.call('POST', '/v1/user/reset', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token },
    });
    expect(reset.body).toMatchObject({ status: 200, message: 'Password Reset Successful' });
    expect((await server.call('POST', '/v1/user/profile/view', { token: session })).status).toBe(401);
    expect((await login(server, email, PASSWORD)).status).toBe(401);
    expect((await login(server, email, NEW_PASSWORD)).status).toBe(200);

    const reused = await server.call('POST', '/v1/user/reset', {
      body: { newPassword: 'Third#Pass123', confirmPassword: 'Third#Pass123', token },
    });
    expect(reused.body).toMatchObject({
      status: 400,
      message: 'Session Expired! Please Retry Again',
      error: { code: 'RESET_TOKEN_INVALID' },
    });
    expect((await login(server, email, NEW_PASSWORD)).status).toBe(200);
  });

  test('a reset link expires after one hour, and a newer link replaces an older one', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(server, email);
    const older = await requestReset(server, email);
    const newer = await requestReset(server, email);
    const body = (token: string) => ({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token });
    expect((await server.call('POST', '/v1/user/reset', { body: body(older) })).body.message).toBe(
      'Session Expired! Please Retry Again',
    );
    server.clock.advance(3600 * 1000 + 1000);
    expect((await server.call('POST', '/v1/user/reset', { body: body(newer) })).body.message).toBe(
      'Session Expired! Please Retry Again',
    );
    expect((await login(server, email, PASSWORD)).status).toBe(418);
  });

  test('the links are stored hashed: the database never holds the token itself', async () => {
    const email = uniqueEmail();
    await signUp(server, email);
    const token = await requestReset(server, email);
    const rows = await server.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    const stored = rows.map((r) => r.hash);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).not.toContain(token);
  });

  test('mismatching or weak new passwords are refused and leave the password and the token as they were', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(server, email);
    const token = await requestReset(server, email);
    const before = await storedHash(server, email);
    const mismatch = await server.call('POST', '/v1/user/reset', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: 'Other$Pass9', token },
    });
    expect(mismatch.body).toMatchObject({ status: 400, message: 'Passwords must match' });
    const weak = await server.call('POST', '/v1/user/reset', {
      body: { newPassword: 'alllowercase1!', confirmPassword: 'alllowercase1!', token },
    });
    expect(weak.body.message).toBe('newPassword must contain at least one uppercase letter');
    expect(await storedHash(server, email)).toBe(before);
    // The token is still good after refused attempts.
    const ok = await server.call('POST', '/v1/user/reset', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token },
    });
    expect(ok.status).toBe(200);
  });

  test('change password: a wrong old password answers "Error! The Old Password is invalid!"', async () => {
    const email = uniqueEmail();
    const token = await readyMember(server, email);
    const before = await storedHash(server, email);
    const response = await server.call('PATCH', '/v1/user/password/change', {
      token,
      body: { oldPassword: 'Not#TheOne123', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.body).toMatchObject({
      status: 400,
      message: 'Error! The Old Password is invalid!',
      error: { code: 'OLD_PASSWORD_INVALID' },
    });
    expect(await storedHash(server, email)).toBe(before);
  });

  test('change password keeps the caller signed in and ends the other sessions', async () => {
    const email = uniqueEmail();
    const mine = await readyMember(server, email);
    const otherDevice = (await login(server, email)).body.data.token;
    const response = await server.call('PATCH', '/v1/user/password/change', {
      token: mine,
      body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.body).toMatchObject({ status: 200, message: 'Your Password Updated Successfully' });
    expect((await server.call('POST', '/v1/user/profile/view', { token: mine })).status).toBe(200);
    expect((await server.call('POST', '/v1/user/profile/view', { token: otherDevice })).status).toBe(401);
    expect((await login(server, email, PASSWORD)).status).toBe(401);
    expect((await login(server, email, NEW_PASSWORD)).status).toBe(200);
  });

  test('change password needs a session', async () => {
    const response = await server.call('PATCH', '/v1/user/password/change', {
      body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.body).toMatchObject({ status: 401, message: 'Invalid access_token' });
  });
});
