import Stripe from 'stripe';
import { expect } from 'vitest';
import type { TestServer } from './server.js';

export const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  processing: '4000000000000077',
};

export interface PackageView {
  uuid: string;
  name: string;
  annualCost: number;
}

export async function packageNamed(server: TestServer, name: string): Promise<PackageView> {
  const list = await server.call<PackageView[]>('GET', '/v1/user/package/list');
  const found = list.body.data.find((p) => p.name === name);
  expect(found, `package ${name}`).toBeDefined();
  return found as PackageView;
}

export async function paymentMethod(server: TestServer, token: string, number: string) {
  const response = await server.call<{ paymentMethodId: string }>(
    'POST',
    '/v1/payment/local/payment-method',
    {
      token,
      body: { card: { number, expMonth: 12, expYear: server.clock.now().getUTCFullYear() + 2, cvc: '123' } },
    },
  );
  expect(response.status).toBe(200);
  return response.body.data.paymentMethodId;
}

/** The app's purchase saga up to the card confirmation: card method → saved card → subscription. */
export async function startPurchase(server: TestServer, token: string, packageName: string, card: string) {
  const pkg = await packageNamed(server, packageName);
  const paymentMethodId = await paymentMethod(server, token, card);
  const stored = await server.call('POST', '/v1/user/stripe/store/card/details', {
    token,
    body: { paymentMethodId },
  });
  expect(stored.body).toMatchObject({ status: 200, message: 'Card details saved successfully' });
  const subscription = await server.call<{ clientSecret: string; subscriptionId: string }>(
    'POST',
    '/v1/user/stripe/subscription/create',
    { token, body: { packageUuid: pkg.uuid, period: 'yearly' } },
  );
  expect(subscription.status).toBe(200);
  return { pkg, paymentMethodId, clientSecret: subscription.body.data.clientSecret };
}

export interface ConfirmResult {
  status: string;
  error?: { code: string; message: string };
}

export async function confirm(
  server: TestServer,
  token: string,
  clientSecret: string,
  paymentMethodId: string,
) {
  return server.call<ConfirmResult>('POST', '/v1/payment/local/confirm', {
    token,
    body: { clientSecret, paymentMethodId },
  });
}

/** Start and confirm in one go, as the card dialog does. */
export async function buyPackage(server: TestServer, token: string, packageName: string, card: string) {
  const started = await startPurchase(server, token, packageName, card);
  const confirmed = await confirm(server, token, started.clientSecret, started.paymentMethodId);
  return { ...started, confirmed };
}

export async function packageOfMember(server: TestServer, token: string) {
  const view = await server.call<{ package: { name: string; expiry: string } | null }>(
    'POST',
    '/v1/user/profile/view',
    { token },
  );
  return view.body.data.package;
}

export interface TransactionView {
  transactionId: string;
  name: string;
  remarks: string;
  total: number;
  type: string;
  status: boolean;
}

export async function transactionsOf(server: TestServer, token: string) {
  return (await server.call<TransactionView[]>('GET', '/v1/user/payment/list', { token })).body.data;
}

/** Posts an event to the webhook signed the way the provider signs it (Stripe's scheme). */
export async function postSignedEvent(
  server: TestServer,
  secret: string,
  event: object,
  tamper?: string,
  /** When it was signed (default: now on the server's clock). */
  signedAt: Date = server.clock.now(),
) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(signedAt.getTime() / 1000);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return server.call('POST', '/v1/payment/webhook', {
    raw: tamper ?? payload,
    headers: { 'stripe-signature': signature },
  });
}
