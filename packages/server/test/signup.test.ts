import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { users } from '../src/db/schema.js';
import {
  PASSWORD,
  latestLinkToken,
  login,
  mailsTo,
  signUp,
  signUpAndVerify,
  verificationPrefix,
} from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const countUsers = async (server: TestServer) =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describeEachDatabase('sign-up and e-mail verification', (server) => {
  test('a new account answers 201 and mails a verification link to the app route', async () => {
    const email = uniqueEmail();
    const response = await server.call('POST', '/v1/user/create', {
      body: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(response.body).toMatchObject({ status: 201, message: 'Create New User Success', error: null });
    const [mail] = await mailsTo(server, email);
    expect(mail?.link).toMatch(new RegExp(`^http://app\\.test/verify/email/[A-Za-z0-9_-]{43}$`));
    expect(mail?.text).toContain(mail?.link);
  });

  test('the address is stored lower-cased and matched whatever its case', async () => {
    const email = uniqueEmail('MiXeD');
    await signUp(server, email);
    const [row] = await server.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row?.email).toBe(email.toLowerCase());
    const again = await server.call('POST', '/v1/user/create', {
      body: { email: email.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(again.status).toBe(409);
  });

  test('signing up again before confirming answers 409 "Please Conform Your Email" and sends a new link', async () => {
    const email = uniqueEmail();
    await signUp(server, email);
    const firstToken = await latestLinkToken(server, email, verificationPrefix(server));
    const again = await server.call('POST', '/v1/user/create', {
      body: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(again.body).toMatchObject({ status: 409, message: 'Please Conform Your Email' });
    expect(again.body.error?.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(await mailsTo(server, email)).toHaveLength(2);
    // Only the newest link confirms.
    const stale = await server.call('POST', '/v1/user/verify/email', { body: { token: firstToken } });
    expect(stale.body.message).toBe('Error! Something went wrong.');
    const newest = await latestLinkToken(server, email, verificationPrefix(server));
    expect((await server.call('POST', '/v1/user/verify/email', { body: { token: newest } })).status).toBe(
      200,
    );
  });

  test('signing up again before confirmation never changes the password; the fresh link confirms the first one', async () => {
    const email = uniqueEmail();
    await signUp(server, email);
    const first = await latestLinkToken(server, email, verificationPrefix(server));
    const again = await server.call('POST', '/v1/user/create', {
      body: { email, password: 'Intruder#Pass1', confirmPassword: 'Intruder#Pass1' },
    });
    expect(again.body).toMatchObject({ status: 409, error: { code: 'EMAIL_NOT_CONFIRMED' } });
    const fresh = await latestLinkToken(server, email, verificationPrefix(server));
    expect(fresh).not.toBe(first);
    expect((await server.call('POST', '/v1/user/verify/email', { body: { token: fresh } })).status).toBe(200);
    expect((await login(server, email, 'Intruder#Pass1')).status).toBe(401);
    expect((await login(server, email, PASSWORD)).status).toBe(418);
  });

  test('a verified address answers 409 "An account with this email already exist!"', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(server, email);
    const response = await server.call('POST', '/v1/user/create', {
      body: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(response.body).toMatchObject({
      status: 409,
      message: 'An account with this email already exist!',
      error: { code: 'EMAIL_EXISTS' },
    });
  });

  test('the verification link confirms once: "Email Conformed", then "Error! Unable to create user"', async () => {
    const email = uniqueEmail();
    await signUp(server, email);
    const token = await latestLinkToken(server, email, verificationPrefix(server));
    const first = await server.call('POST', '/v1/user/verify/email', { body: { token } });
    expect(first.body).toMatchObject({ status: 200, message: 'Email Conformed' });
    const second = await server.call('POST', '/v1/user/verify/email', { body: { token } });
    expect(second.body).toMatchObject({
      status: 400,
      message: 'Error! Unable to create user',
      error: { code: 'EMAIL_ALREADY_VERIFIED' },
    });
  });

  test('an unknown token answers "Error! Something went wrong."', async () => {
    const response = await server.call('POST', '/v1/user/verify/email', {
      body: { token: 'not-a-real-token' },
    });
    expect(response.body).toMatchObject({
      status: 400,
      message: 'Error! Something went wrong.',
      error: { code: 'VERIFICATION_TOKEN_INVALID' },
    });
  });

  test('a verification link expires after 24 hours', async () => {
    const email = uniqueEmail();
    await signUp(server, email);
    const token = await latestLinkToken(server, email, verificationPrefix(server));
    server.clock.advance(24 * 3600 * 1000 + 1000);
    const response = await server.call('POST', '/v1/user/verify/email', { body: { token } });
    expect(response.body.message).toBe('Error! Something went wrong.');
    expect((await login(server, email)).status).toBe(403);
  });

  test.each([
    [{ password: 'Short#1', confirmPassword: 'Short#1' }, 'password must be at least 8 characters long'],
    [
      { password: 'lowercase#123', confirmPassword: 'lowercase#123' },
      'password must contain at least one uppercase letter',
    ],
    [
      { password: 'NoSpecial123', confirmPassword: 'NoSpecial123' },
      'password must contain at least one special character',
    ],
    // A space is not a special character (openapi.yaml's Password, as the forms say).
    [
      { password: 'Abcdefg1 ', confirmPassword: 'Abcdefg1 ' },
      'password must contain at least one special character',
    ],
    [{ password: PASSWORD, confirmPassword: `${PASSWORD}x` }, 'Password and Confirm Password do not match'],
    [{ password: PASSWORD }, 'confirmPassword is required'],
    [{ password: PASSWORD, confirmPassword: PASSWORD, role: 'admin' }, 'role is not an allowed field'],
  ])('bad input %o answers 400 "%s" and creates nothing', async (fields, message) => {
    const before = await countUsers(server);
    const email = uniqueEmail();
    const response = await server.call('POST', '/v1/user/create', { body: { email, ...fields } });
    expect(response.body).toMatchObject({
      status: 400,
      message,
      data: null,
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(await countUsers(server)).toBe(before);
    expect(await mailsTo(server, email)).toEqual([]);
  });

  test('an invalid e-mail address is named in the message', async () => {
    const response = await server.call('POST', '/v1/user/create', {
      body: { email: 'not-an-address', password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(response.body.message).toBe('email must be a valid email address');
    expect(response.body.error?.details).toEqual([
      { path: '/email', message: 'email must be a valid email address' },
    ]);
  });

  test('a body that is not JSON, or a JSON value of the wrong type, is a 400 and not a 500', async () => {
    const broken = await server.call('POST', '/v1/user/create', { raw: '{"email": ' });
    expect(broken.body).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    const wrongType = await server.call('POST', '/v1/user/create', { raw: '["a"]' });
    expect(wrongType.body).toMatchObject({ status: 400, message: 'The request body must be object' });
    const numberEmail = await server.call('POST', '/v1/user/create', {
      body: { email: 42, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(numberEmail.body.message).toBe('email must be string');
  });
});
