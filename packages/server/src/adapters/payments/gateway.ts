/**
 * The card gateway seen by the rest of the server. Two implementations: `local` (the embedded default, which
 * behaves like the card provider's test mode) and `stripe`. Amounts are integer cents; every create call takes an
 * idempotency key so a retried request never creates a second charge.
 */

export type IntentStatus =
  | 'succeeded'
  | 'processing'
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'canceled';

/** The provider's event as the webhook receives it (Stripe's shape; the local gateway emits the same). */
export interface GatewayEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/**
 * The job kind under which a gateway event is recorded before it is applied (services/jobs.ts): the local
 * gateway writes it in the same transaction as its own record, the webhook before it answers.
 */
export const PAYMENT_EVENT_JOB = 'payment-event';

interface CustomerInput {
  userId: string;
  email: string;
  name: string | null;
}

interface SubscriptionInput {
  customerId: string;
  paymentMethodId: string;
  /** The package, named on the provider's side by a stable product id. */
  product: { id: string; name: string };
  /** The yearly price (the package's annualCost). */
  yearlyAmountCents: number;
  /** Credit for the unused share of the current package, taken off the first invoice only. */
  firstInvoiceCreditCents: number;
  currency: string;
  metadata: Record<string, string>;
}

interface PaymentIntentInput {
  customerId: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
  status: IntentStatus;
}

interface CreatedSubscription extends CreatedIntent {
  subscriptionId: string;
}

export interface IntentState {
  status: IntentStatus;
  amount: number;
  currency: string;
}

interface RefundInput {
  intentId: string;
  amountCents: number;
  metadata: Record<string, string>;
}

interface CreatedRefund {
  refundId: string;
  amountCents: number;
}

interface SavedCard {
  brand: string;
  last4: string;
}

/** A refusal the member can act on, worded by the provider (e.g. 'Your card number is incorrect.'). */
export class CardError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** The gateway could not do what was asked (unknown object, provider down, bad configuration). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly kind: 'local' | 'stripe';
  readonly publishableKey: string | null;
  createCustomer(input: CustomerInput, idempotencyKey: string): Promise<string>;
  /** Attaches the payment method to the customer and makes it the default for invoices. */
  attachCard(customerId: string, paymentMethodId: string): Promise<SavedCard>;
  /** A yearly subscription left incomplete until its first invoice's payment intent is confirmed. */
  createYearlySubscription(input: SubscriptionInput, idempotencyKey: string): Promise<CreatedSubscription>;
  createPaymentIntent(input: PaymentIntentInput, idempotencyKey: string): Promise<CreatedIntent>;
  retrieveIntent(intentId: string): Promise<IntentState>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Ends a subscription whose first payment was never made, so its client secret can no longer pay; false when
   * that payment already went through or is on its way (processing), and then nothing changes.
   */
  cancelUnpaidSubscription(subscriptionId: string, intentId: string): Promise<boolean>;
  /** Cancels an unpaid intent; false when it is already paid or on its way (processing). */
  cancelPaymentIntent(intentId: string): Promise<boolean>;
  /**
   * Refunds (part of) a succeeded payment intent. The idempotency key makes a retry (a job run again after a
   * crash) return the first refund instead of refunding twice.
   */
  refundPayment(input: RefundInput, idempotencyKey: string): Promise<CreatedRefund>;
  /** Checks the signature over the raw body and returns the event; throws when it does not verify. */
  verifyWebhook(rawBody: Buffer, signature: string): GatewayEvent;
}

/** The id of a payment intent from its client secret (`pi_…_secret_…`), as the providers build them. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret;
