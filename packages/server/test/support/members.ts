import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { packages, users } from '../../src/db/schema.js';
import type { TestServer } from './server.js';

export const PASSWORD = 'Wellness#2026';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

export async function mailsTo(server: TestServer, email: string): Promise<DevMail[]> {
  const response = await server.call<DevMail[]>('GET', `/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return response.body.data;
}

/** The token at the end of the newest mail's link to `email` whose link starts with `linkPrefix`. */
export async function latestLinkToken(
  server: TestServer,
  email: string,
  linkPrefix: string,
): Promise<string> {
  const mail = (await mailsTo(server, email)).find((m) => m.link?.startsWith(linkPrefix));
  expect(mail, `a mail to ${email} with a link under ${linkPrefix}`).toBeDefined();
  return (mail?.link ?? '').slice(linkPrefix.length);
}

export const verificationPrefix = (server: TestServer) => `${server.config.publicUrl}/verify/email/`;
export const resetPrefix = (server: TestServer) => `${server.config.publicUrl}/reset/`;

export async function signUp(server: TestServer, email: string, password = PASSWORD) {
  const response = await server.call('POST', '/v1/user/create', {
    body: { email, password, confirmPassword: password },
  });
  expect(response.status).toBe(201);
}

export async function signUpAndVerify(server: TestServer, email: string, password = PASSWORD) {
  await signUp(server, email, password);
  const token = await latestLinkToken(server, email, verificationPrefix(server));
  expect((await server.call('POST', '/v1/user/verify/email', { body: { token } })).status).toBe(200);
}

export async function login(server: TestServer, email: string, password = PASSWORD) {
  return server.call<{ token: string; user: Record<string, unknown> }>('POST', '/v1/user/login', {
    body: { email, password },
  });
}

export function profileForm(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  return form;
}

export const COMPLETION = {
  name: 'Alex Morgan',
  country: 'United States',
  state: 'Texas',
  city: 'Austin',
  zipCode: '73301',
};

/** A verified member with a completed profile and the Starter package; returns a session token. */
export async function readyMember(server: TestServer, email: string, password = PASSWORD): Promise<string> {
  await signUpAndVerify(server, email, password);
  const { token } = (await login(server, email, password)).body.data;
  expect(
    (await server.call('PATCH', '/v1/user/profile/update', { token, form: profileForm(COMPLETION) })).status,
  ).toBe(200);
  const packages = await server.call<{ uuid: string; annualCost: number }[]>('GET', '/v1/user/package/list');
  const starter = packages.body.data.find((p) => p.annualCost === 0);
  const selected = await server.call('PATCH', '/v1/user/package/select', {
    token,
    body: { packageUuid: starter?.uuid, subscriptionType: 'yearly' },
  });
  expect(selected.status).toBe(200);
  return token;
}

/** Puts the member on a package for a year from the test clock (no payment): for tests about what it allows. */
export async function givePackage(
  server: TestServer,
  email: string,
  name: 'Starter' | 'Explorer' | 'Champion',
) {
  const [pkg] = await server.db.select().from(packages).where(eq(packages.name, name));
  await server.db
    .update(users)
    .set({ packageId: pkg?.id, packageExpiresAt: new Date(server.clock.now().getTime() + 365 * 86400_000) })
    .where(eq(users.email, email));
}
