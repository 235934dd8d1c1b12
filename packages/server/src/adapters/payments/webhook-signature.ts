import Stripe from 'stripe';
import { GatewayError, type GatewayEvent } from './gateway.js';

/** How far a webhook's signed timestamp may be from the server's clock, either way (Stripe's default, 5 min). */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * Checks a webhook signed with Stripe's scheme (`t=<seconds>,v1=<hmac>`) against the server's clock: Stripe's
 * check refuses a timestamp older than the tolerance, and one further ahead is refused here too (a signature made
 * for later is as suspect as an old one). Throws when it does not verify.
 */
export function verifySignedEvent(
  rawBody: Buffer,
  signature: string,
  secret: string,
  now: Date,
): GatewayEvent {
  const receivedAt = now.getTime();
  const event = Stripe.webhooks.constructEvent(
    rawBody,
    signature,
    secret,
    WEBHOOK_TOLERANCE_S,
    undefined,
    receivedAt,
  ) as unknown as GatewayEvent;
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt * 1000 > receivedAt + WEBHOOK_TOLERANCE_S * 1000) {
    throw new GatewayError('The webhook timestamp is in the future');
  }
  return event;
}
