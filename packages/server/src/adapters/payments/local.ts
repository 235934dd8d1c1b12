import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import {
  localGatewayCustomers,
  localGatewayIntents,
  localGatewayPaymentMethods,
  localGatewayRefunds,
  localGatewaySubscriptions,
  type LocalCardBehaviour,
} from '../../db/schema.js';
import {
  CardError,
  GatewayError,
  type CreatedIntent,
  type GatewayEvent,
  type IntentState,
  type IntentStatus,
  type PaymentGateway,
} from './gateway.js';
import type { Executor, JobRunner } from '../../services/jobs.js';
import { PAYMENT_EVENT_JOB } from './gateway.js';
import { verifySignedEvent } from './webhook-signature.js';

/**
 * The card provider's test cards (https://docs.stripe.com/testing). Any other number that passes the Luhn check
 * is refused the way test mode refuses a real card.
 */
const TEST_CARDS: Record<string, LocalCardBehaviour> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  // Both settle asynchronously: 'processing' first, then succeeded after LOCAL_GATEWAY_SETTLE_DELAY.
  '4000000000000077': 'slow',
  '4000000000003220': 'slow',
};

const REFUSALS: Partial<Record<LocalCardBehaviour, { code: string; message: string }>> = {
  decline: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  live_card: {
    code: 'card_declined',
    message:
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  },
};

export interface LocalCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface LocalConfirmResult {
  status: IntentStatus;
  error?: { code: string; message: string };
}

export interface LocalGateway extends PaymentGateway {
  readonly kind: 'local';
  /** Like the provider's client-side `createPaymentMethod`: checks the card and keeps only brand and last 4. */
  createPaymentMethod(card: LocalCard): Promise<string>;
  /** Like the provider's `confirmCardPayment`. */
  confirm(intentId: string, paymentMethodId: string, customerId: string | null): Promise<LocalConfirmResult>;
  /** A 'processing' intent without its settlement job gets one (recovery of a settlement lost before it was durable). */
  ensureSettlement(intentId: string): Promise<void>;
}

/** The job that settles a slow card's intent once LOCAL_GATEWAY_SETTLE_DELAY has passed. */
const LOCAL_SETTLE_JOB = 'local-gateway.settle';
const UNPAID = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

interface LocalGatewayOptions {
  db: Database;
  clock: () => Date;
  /** How long the slow test card stays 'processing' (a job due then settles it). */
  settleDelayMs: number;
  /**
   * Where events go: each is a job written in the same transaction as the gateway's own record (so an outcome is
   * never lost between the two), then run at once; the job applies it through the same handler as the
   * provider's signed webhooks.
   */
  jobs: JobRunner;
  /** Fault injection (tests, the fault script): called at named points, may throw or end the process. */
  faults?: (point: string) => void;
  /** Secret for events posted to the webhook over HTTP in local mode (Stripe's signature scheme). */
  webhookSecret: string;
}

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

export function localGateway(options: LocalGatewayOptions): LocalGateway {
  const { db, clock } = options;

  const findIdempotent = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

  function intentObject(intent: typeof localGatewayIntents.$inferSelect): Record<string, unknown> {
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      customer: intent.customerId,
      description: intent.description,
      payment_method: intent.paymentMethodId,
      metadata: intent.metadata,
      last_payment_error: intent.lastError,
    };
  }

  /** Records an event as a job in the gateway's own transaction (the outbox); delivered after the commit. */
  function emit(tx: Executor, type: string, object: Record<string, unknown>) {
    const event: GatewayEvent = { id: newId('evt'), type, data: { object } };
    return options.jobs.enqueue(tx, {
      kind: PAYMENT_EVENT_JOB,
      key: `payment-event:${event.id}`,
      payload: event as unknown as Record<string, unknown>,
    });
  }

  /** Delivers what a committed gateway change recorded. */
  async function deliver(jobIds: (number | null)[]) {
    options.faults?.('local-gateway.recorded');
    await options.jobs.run(jobIds);
  }

  /**
   * Ends an intent that is in one of the `from` states, with the events a provider sends then (a subscription's
   * first invoice is paid with it), all in one transaction. False when the intent was no longer in those states
   * (settled or cancelled meanwhile): nothing changes then.
   */
  async function settle(intentId: string, behaviour: LocalCardBehaviour, from: string[]) {
    const refusal = REFUSALS[behaviour];
    const recorded = await db.transaction(async (tx) => {
      const [intent] = await tx
        .update(localGatewayIntents)
        .set(
          refusal
            ? { status: 'requires_payment_method', lastError: refusal }
            : { status: 'succeeded', lastError: null },
        )
        .where(and(eq(localGatewayIntents.id, intentId), inArray(localGatewayIntents.status, from)))
        .returning();
      if (!intent) return null;
      if (refusal) return [await emit(tx, 'payment_intent.payment_failed', intentObject(intent))];
      const ids = [await emit(tx, 'payment_intent.succeeded', intentObject(intent))];
      if (intent.subscriptionId) {
        await tx
          .update(localGatewaySubscriptions)
          .set({ status: 'active' })
          .where(eq(localGatewaySubscriptions.id, intent.subscriptionId));
        ids.push(
          await emit(tx, 'invoice.paid', {
            id: intent.invoiceId,
            object: 'invoice',
            billing_reason: 'subscription_create',
            subscription: intent.subscriptionId,
            customer: intent.customerId,
            amount_paid: intent.amount,
            currency: intent.currency,
          }),
        );
      }
      return ids;
    });
    if (!recorded) return false;
    await deliver(recorded);
    return true;
  }

  options.jobs.register(LOCAL_SETTLE_JOB, async (payload) => {
    await settle(String(payload.intentId), 'succeed', ['processing']);
  });

  const settlementJob = (tx: Executor, intentId: string) =>
    options.jobs.enqueue(tx, {
      kind: LOCAL_SETTLE_JOB,
      key: `local-settle:${intentId}`,
      payload: { intentId },
      runAt: new Date(clock().getTime() + options.settleDelayMs),
    });

  async function createIntent(
    values: Omit<typeof localGatewayIntents.$inferInsert, 'id' | 'clientSecret'>,
  ): Promise<CreatedIntent> {
    const key = values.idempotencyKey;
    const existing = key
      ? (await db.select().from(localGatewayIntents).where(eq(localGatewayIntents.idempotencyKey, key)))[0]
      : undefined;
    const id = newId('pi');
    const intent =
      existing ??
      // Built like the provider's client secret: `<intent id>_secret_<random>`.
      (
        await db
          .insert(localGatewayIntents)
          .values({ ...values, id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` })
          .returning()
      )[0];
    if (!intent) throw new GatewayError('payment intent insert returned nothing');
    return { intentId: intent.id, clientSecret: intent.clientSecret, status: intent.status as IntentStatus };
  }

  return {
    kind: 'local',
    publishableKey: null,

    async createCustomer(input, idempotencyKey) {
      const existing = await findIdempotent(
        db
          .select()
          .from(localGatewayCustomers)
          .where(eq(localGatewayCustomers.idempotencyKey, idempotencyKey)),
      );
      if (existing) return existing.id;
      const [customer] = await db
        .insert(localGatewayCustomers)
        .values({ id: newId('cus'), email: input.email, idempotencyKey })
        .onConflictDoNothing({ target: localGatewayCustomers.idempotencyKey })
        .returning();
      if (customer) return customer.id;
      // A concurrent call with the same key won the race: answer what it created.
      const [winner] = await db
        .select()
        .from(localGatewayCustomers)
        .where(eq(localGatewayCustomers.idempotencyKey, idempotencyKey));
      if (!winner) throw new GatewayError('customer creation failed');
      return winner.id;
    },

    async attachCard(customerId, paymentMethodId) {
      const [method] = await db
        .select()
        .from(localGatewayPaymentMethods)
        .where(eq(localGatewayPaymentMethods.id, paymentMethodId));
      if (!method) throw new GatewayError(`No such PaymentMethod: '${paymentMethodId}'`, true);
      if (method.customerId && method.customerId !== customerId) {
        throw new GatewayError('The payment method belongs to another customer', true);
      }
      await db
        .update(localGatewayPaymentMethods)
        .set({ customerId })
        .where(eq(localGatewayPaymentMethods.id, paymentMethodId));
      await db
        .update(localGatewayCustomers)
        .set({ defaultPaymentMethodId: paymentMethodId })
        .where(eq(localGatewayCustomers.id, customerId));
      return { brand: method.brand, last4: method.last4 };
    },

    async createYearlySubscription(input, idempotencyKey) {
      const existing = await findIdempotent(
        db
          .select()
          .from(localGatewaySubscriptions)
          .where(eq(localGatewaySubscriptions.idempotencyKey, idempotencyKey)),
      );
      const subscription =
        existing ??
        (
          await db
            .insert(localGatewaySubscriptions)
            .values({ id: newId('sub'), customerId: input.customerId, status: 'incomplete', idempotencyKey })
            .returning()
        )[0];
      if (!subscription) throw new GatewayError('subscription insert returned nothing');
      const intent = await createIntent({
        customerId: input.customerId,
        amount: Math.max(0, input.yearlyAmountCents - input.firstInvoiceCreditCents),
        currency: input.currency,
        // default_incomplete: the card is known but the first payment waits for the client's confirmation.
        status: 'requires_confirmation',
        description: `${input.product.name} (yearly)`,
        paymentMethodId: input.paymentMethodId,
        subscriptionId: subscription.id,
        invoiceId: newId('in'),
        metadata: input.metadata,
        idempotencyKey: `${idempotencyKey}:invoice`,
      });
      return { ...intent, subscriptionId: subscription.id };
    },

    async createPaymentIntent(input, idempotencyKey) {
      return createIntent({
        customerId: input.customerId,
        amount: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        description: input.description,
        metadata: input.metadata,
        idempotencyKey,
      });
    },

    async retrieveIntent(intentId): Promise<IntentState> {
      const [intent] = await db
        .select()
        .from(localGatewayIntents)
        .where(eq(localGatewayIntents.id, intentId));
      if (!intent) throw new GatewayError(`No such payment_intent: '${intentId}'`, true);
      return { status: intent.status as IntentStatus, amount: intent.amount, currency: intent.currency };
    },

    async cancelSubscription(subscriptionId) {
      await db
        .update(localGatewaySubscriptions)
        .set({ status: 'canceled' })
        .where(eq(localGatewaySubscriptions.id, subscriptionId));
    },

    async cancelUnpaidSubscription(subscriptionId, intentId) {
      if (!(await this.cancelPaymentIntent(intentId))) return false;
      await this.cancelSubscription(subscriptionId);
      return true;
    },

    async cancelPaymentIntent(intentId) {
      const [intent] = await db
        .select()
        .from(localGatewayIntents)
        .where(eq(localGatewayIntents.id, intentId));
      if (!intent) throw new GatewayError(`No such payment_intent: '${intentId}'`, true);
      if (intent.status === 'canceled') return true;
      // One conditional update: a confirmation that settles the intent at the same moment wins or loses whole.
      const [cancelled] = await db
        .update(localGatewayIntents)
        .set({ status: 'canceled' })
        .where(and(eq(localGatewayIntents.id, intentId), inArray(localGatewayIntents.status, UNPAID)))
        .returning({ id: localGatewayIntents.id });
      return Boolean(cancelled);
    },

    async refundPayment(input, idempotencyKey) {
      const recorded = await db.transaction(async (tx) => {
        const [intent] = await tx
          .select()
          .from(localGatewayIntents)
          .where(eq(localGatewayIntents.id, input.intentId))
          .for('update');
        if (!intent) throw new GatewayError(`No such payment_intent: '${input.intentId}'`, true);
        const [earlier] = await tx
          .select()
          .from(localGatewayRefunds)
          .where(eq(localGatewayRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return { refund: earlier, jobs: [] };
        if (intent.status !== 'succeeded') {
          throw new GatewayError(
            `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          );
        }
        const refunds = await tx
          .select({ amount: localGatewayRefunds.amount })
          .from(localGatewayRefunds)
          .where(eq(localGatewayRefunds.intentId, intent.id));
        const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
        if (input.amountCents <= 0 || refunded + input.amountCents > intent.amount) {
          throw new GatewayError(`Refund amount is greater than the unrefunded amount of ${intent.id}.`);
        }
        const [refund] = await tx
          .insert(localGatewayRefunds)
          .values({
            id: newId('re'),
            intentId: intent.id,
            amount: input.amountCents,
            metadata: input.metadata,
            idempotencyKey,
          })
          .returning();
        if (!refund) throw new Error('refund insert returned nothing');
        // The provider's event for it, recorded in the same transaction as the refund (the outbox).
        const job = await emit(tx, 'charge.refunded', {
          id: newId('ch'),
          object: 'charge',
          payment_intent: intent.id,
          amount: intent.amount,
          amount_refunded: refunded + refund.amount,
          currency: intent.currency,
          refunded: refunded + refund.amount >= intent.amount,
          metadata: intent.metadata,
        });
        return { refund, jobs: [job] };
      });
      await deliver(recorded.jobs);
      return { refundId: recorded.refund.id, amountCents: recorded.refund.amount };
    },

    verifyWebhook(rawBody, signature) {
      return verifySignedEvent(rawBody, signature, options.webhookSecret, clock());
    },

    async createPaymentMethod(card) {
      if (!luhnValid(card.number)) throw new CardError('incorrect_number', 'Your card number is incorrect.');
      const now = clock();
      const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
      if (card.expYear < year || (card.expYear === year && card.expMonth < month)) {
        throw new CardError('expired_card', 'Your card has expired.');
      }
      const [method] = await db
        .insert(localGatewayPaymentMethods)
        .values({
          id: newId('pm'),
          brand: brandOf(card.number),
          last4: card.number.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
          behaviour: TEST_CARDS[card.number] ?? 'live_card',
        })
        .returning();
      if (!method) throw new GatewayError('payment method insert returned nothing');
      return method.id;
    },

    async confirm(intentId, paymentMethodId, customerId) {
      const [intent] = await db
        .select()
        .from(localGatewayIntents)
        .where(eq(localGatewayIntents.id, intentId));
      const [method] = await db
        .select()
        .from(localGatewayPaymentMethods)
        .where(eq(localGatewayPaymentMethods.id, paymentMethodId));
      if (!intent) throw new GatewayError(`No such payment_intent: '${intentId}'`, true);
      // A card attached to someone else cannot pay; an unattached one can (as with the provider).
      if (!method || (method.customerId && method.customerId !== customerId)) {
        throw new GatewayError(`No such PaymentMethod: '${paymentMethodId}'`, true);
      }
      // Already paid or on its way: confirming again charges nothing more.
      if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
        return { status: intent.status as IntentStatus };
      }
      await db
        .update(localGatewayIntents)
        .set({ paymentMethodId })
        .where(eq(localGatewayIntents.id, intentId));
      const current = async () => {
        const [now] = await db.select().from(localGatewayIntents).where(eq(localGatewayIntents.id, intentId));
        return { status: (now?.status ?? intent.status) as IntentStatus };
      };
      if (method.behaviour === 'slow') {
        // Processing now, settled by a durable job when the delay has passed (a restart does not lose it).
        const recorded = await db.transaction(async (tx) => {
          const [processing] = await tx
            .update(localGatewayIntents)
            .set({ status: 'processing', lastError: null })
            .where(and(eq(localGatewayIntents.id, intentId), inArray(localGatewayIntents.status, UNPAID)))
            .returning();
          if (!processing) return null;
          await settlementJob(tx, intentId);
          return [await emit(tx, 'payment_intent.processing', intentObject(processing))];
        });
        if (!recorded) return current();
        await deliver(recorded);
        return { status: 'processing' };
      }
      // Settled or cancelled by a concurrent call meanwhile: its outcome is the answer.
      if (!(await settle(intentId, method.behaviour, UNPAID))) return current();
      const refusal = REFUSALS[method.behaviour];
      return refusal ? { status: 'requires_payment_method', error: refusal } : { status: 'succeeded' };
    },

    async ensureSettlement(intentId) {
      const [intent] = await db
        .select()
        .from(localGatewayIntents)
        .where(eq(localGatewayIntents.id, intentId));
      if (intent?.status === 'processing') await options.jobs.run([await settlementJob(db, intentId)]);
    },
  };
}
