import { eq } from 'drizzle-orm';
import { events, payments, transactions, users } from '../db/schema.js';
import type { Services } from './context.js';
import type { Executor, JobRunner } from './jobs.js';
import { belongsTo } from './gateway-customers.js';

/** The durable job that refunds a cancelled paid event registration. */
const EVENT_REFUND_JOB = 'event-registration.refund';
/** The durable job that refunds a package payment that no longer bought anything when it succeeded. */
const PACKAGE_REFUND_JOB = 'package-payment.refund';
/** Refund mails queued before they came from the mail templates (sent as they were written). */
const REFUND_MAIL_JOB = 'event-registration.refund-mail';

interface RefundPayload {
  registrationId: string;
  paymentId: string;
}

/** Writes the refund job of a package payment (in the transaction that found it buys nothing; once per payment). */
export const enqueuePackageRefund = (jobs: JobRunner, tx: Executor, paymentId: string) =>
  jobs.enqueue(tx, { kind: PACKAGE_REFUND_JOB, key: `package-refund:${paymentId}`, payload: { paymentId } });

/**
 * Refunds of cancelled paid event registrations: the cancellation writes a job in its own transaction
 * (`requestRefund`), the job refunds the payment at the gateway (idempotency key per registration, so a run after a
 * crash gets the first refund back), then records it — payment refunded, a `refund` row in the history, the mail
 * job — in one transaction with the job's completion. Exactly once, however often it runs.
 */
export function refundService(services: Services, faults?: (point: string) => void) {
  const { db, clock, gateway, jobs } = services;

  jobs.register(EVENT_REFUND_JOB, async (raw, context) => {
    const payload = raw as unknown as RefundPayload;
    const [row] = await db
      .select({ payment: payments, user: users, eventName: events.name })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(events, eq(events.id, payments.eventId))
      .where(eq(payments.id, payload.paymentId));
    // What staff already refunded in part (services/members.ts) is not given back twice.
    const left = row ? row.payment.amountCents - row.payment.refundedCents : 0;
    if (!row || row.payment.status === 'refunded' || left <= 0 || !row.payment.intentId) {
      // Nothing (more) to give back: already refunded, or nothing was charged.
      await context.finish(db);
      return;
    }
    const { payment, user } = row;
    const refund = await gateway.refundPayment(
      {
        intentId: row.payment.intentId,
        amountCents: left,
        metadata: { paymentId: payment.id, registrationId: payload.registrationId, userId: user.id },
      },
      `refund-registration-${payload.registrationId}`,
    );
    faults?.('refund.refunded');
    const mailJob = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (locked?.status === 'refunded') {
        await context.finish(tx);
        return null;
      }
      const now = clock();
      await tx
        .update(payments)
        .set({ status: 'refunded', refundedCents: payment.amountCents, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await tx.insert(transactions).values({
        userId: user.id,
        paymentId: payment.id,
        transactionId: refund.refundId,
        name: payment.description,
        remarks: 'Refund for a cancelled event registration',
        total: refund.amountCents / 100,
        type: 'refund',
        status: true,
        eventId: payment.eventId,
        transactionDate: now,
      });
      // The member's notice, in their language, from the mail templates (services/member-mails.ts).
      const id = await services.mails.enqueue(tx, user.id, `refund:${payload.registrationId}`, {
        template: 'refund',
        paymentId: payment.id,
        amountCents: refund.amountCents,
        reference: refund.refundId,
      });
      await context.finish(tx);
      return id;
    });
    if (mailJob) await services.mails.sendNow([mailJob]);
  });

  // A package payment that succeeded after the member's package changed (or after a newer payment replaced it):
  // its subscription must not renew, the charge goes back, the member is told. Exactly once, like the above.
  jobs.register(PACKAGE_REFUND_JOB, async (raw, context) => {
    const { paymentId } = raw as { paymentId: string };
    const [row] = await db
      .select({ payment: payments, user: users })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.id, paymentId));
    if (!row || row.payment.status !== 'refund_due' || !row.payment.intentId) {
      await context.finish(db);
      return;
    }
    const { payment, user } = row;
    if (payment.subscriptionId && belongsTo(gateway, payment.subscriptionId)) {
      await gateway.cancelSubscription(payment.subscriptionId);
    }
    const refund = await gateway.refundPayment(
      {
        intentId: payment.intentId as string,
        amountCents: payment.amountCents,
        metadata: { paymentId: payment.id, userId: user.id },
      },
      `refund-package-${payment.id}`,
    );
    const mailJob = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (locked?.status !== 'refund_due') {
        await context.finish(tx);
        return null;
      }
      const now = clock();
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: now })
        .where(eq(payments.id, payment.id));
      await tx.insert(transactions).values({
        userId: user.id,
        paymentId: payment.id,
        transactionId: refund.refundId,
        name: payment.description,
        remarks: 'Refund of a package payment that no longer applied to your membership',
        total: refund.amountCents / 100,
        type: 'refund',
        status: true,
        packageId: payment.packageId,
        transactionDate: now,
      });
      const id = await services.mails.enqueue(tx, user.id, `refund:package:${payment.id}`, {
        template: 'refund',
        paymentId: payment.id,
        amountCents: refund.amountCents,
        reference: refund.refundId,
      });
      await context.finish(tx);
      return id;
    });
    if (mailJob) await services.mails.sendNow([mailJob]);
  });

  jobs.register(REFUND_MAIL_JOB, async (payload) => {
    const mail = payload as unknown as { to: string; subject: string; text: string };
    await services.mailer.send(mail);
  });

  return {
    /** Writes the refund job of a cancelled paid registration, in the cancellation's transaction (once per registration). */
    requestRefund(tx: Executor, registrationId: string, paymentId: string) {
      return jobs.enqueue(tx, {
        kind: EVENT_REFUND_JOB,
        key: `refund:${registrationId}`,
        payload: { registrationId, paymentId } satisfies RefundPayload,
      });
    },
    run: (ids: (number | null)[]) => jobs.run(ids),
  };
}

export type RefundService = ReturnType<typeof refundService>;
