import { and, eq } from 'drizzle-orm';
import type { PaymentGateway } from '../adapters/payments/gateway.js';
import { users, type UserRow } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { Services } from './context.js';

export const TRY_AGAIN = 'Your request cannot be processed right now, Please try again.';
export const gatewayFailed = () => new ApiError(502, TRY_AGAIN, 'PAYMENT_GATEWAY_ERROR');

/**
 * The member at the payment gateway: their customer and their package's subscription. Every service that
 * charges (billing, event orders, marketplace orders) or stops a subscription (memberships, members, refunds)
 * builds on this, and it builds on none of them.
 */

/** Ids made by the local gateway carry `_local_`; after switching gateways they mean nothing to the other one. */
export const belongsTo = (gateway: PaymentGateway, id: string | null): id is string =>
  Boolean(id) && (gateway.kind === 'local') === (id as string).includes('_local_');

/** Stops the gateway subscription behind the member's package (cancel, or a switch to Starter). */
export async function cancelGatewaySubscription(services: Services, user: UserRow) {
  if (!user.paymentSubscriptionId) return;
  try {
    if (belongsTo(services.gateway, user.paymentSubscriptionId)) {
      await services.gateway.cancelSubscription(user.paymentSubscriptionId);
    }
  } catch (error) {
    // The package change stands; an orphan subscription is logged for an operator.
    services.log.error(
      { err: error, subscription: user.paymentSubscriptionId },
      'subscription cancel failed',
    );
  }
  await services.db
    .update(users)
    .set({ paymentSubscriptionId: null })
    .where(and(eq(users.id, user.id), eq(users.paymentSubscriptionId, user.paymentSubscriptionId)));
}

/** The member's customer at the gateway, created once (idempotency key per member and gateway). */
export async function customerFor(services: Services, user: UserRow): Promise<string> {
  const { gateway, db, clock } = services;
  if (belongsTo(gateway, user.paymentCustomerId)) return user.paymentCustomerId;
  let customerId: string;
  try {
    customerId = await gateway.createCustomer(
      { userId: user.id, email: user.email, name: user.name },
      `customer-${gateway.kind}-${user.id}`,
    );
  } catch (error) {
    services.log.error({ err: error }, 'customer creation failed');
    throw gatewayFailed();
  }
  await db
    .update(users)
    .set({ paymentCustomerId: customerId, updatedAt: clock() })
    .where(eq(users.id, user.id));
  return customerId;
}
