import { and, desc, eq } from 'drizzle-orm';
import { eventRegistrations, events, packages, payments, type UserRow } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { Services } from './context.js';
import type { EventOrderService } from './event-orders.js';
import type { RefundService } from './refunds.js';
import { alreadyRegistered, eventFull, eventRules, toEventView, upgradeRequired } from './events.js';
import type { Locale } from './locale.js';
import { releaseSeats, takeSeats } from './seats.js';

export const REFUND_NOTE =
  'Any refund for a cancelled event registration is initiated within 7 business days.';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** A member's event registrations: free registration, the list, cancellation. Paid ones come from event orders. */
export function registrationService(
  services: Services,
  orders: Pick<EventOrderService, 'releaseAbandonedOrders'>,
  refunds: Pick<RefundService, 'requestRefund' | 'run'>,
) {
  const { db, clock } = services;
  const rules = eventRules(services);

  return {
    /** A free event: registered at once, seats taken in the same transaction. */
    async registerFree(user: UserRow, eventUuid: string, quantity: number) {
      const { event, pkg } = await rules.findEvent(eventUuid);
      rules.checkOpen(event);
      await rules.checkNotRegistered(user.id, event.id);
      if (event.price > 0) throw new ApiError(402, 'Payment is required for this event.', 'PAYMENT_REQUIRED');
      if (!(await rules.packageAllowsRegistration(user, event, pkg))) throw upgradeRequired();
      await orders.releaseAbandonedOrders(event.id);
      const now = clock();
      let mailId: number | null = null;
      try {
        const record = await db.transaction(async (tx) => {
          if (!(await takeSeats(tx, event.id, quantity))) throw eventFull();
          const [row] = await tx
            .insert(eventRegistrations)
            .values({ userId: user.id, eventId: event.id, quantity, createdAt: now })
            .returning();
          if (row) {
            mailId = await services.mails.enqueue(tx, user.id, `registered:${row.id}`, {
              template: 'event-registered',
              registrationId: row.id,
            });
          }
          return row;
        });
        if (!record) throw new Error('registration insert returned nothing');
        await services.mails.sendNow([mailId]);
        return {
          uuid: record.id,
          eventUuid: record.eventId,
          quantity: record.quantity,
          isActive: record.isActive,
          createdAt: record.createdAt.toISOString(),
        };
      } catch (error) {
        // A concurrent registration of the same member won: the seats taken here were rolled back with it.
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }
    },

    async list(user: UserRow, locale: Locale) {
      const rows = await db
        .select({ registration: eventRegistrations, event: events, pkg: packages })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .leftJoin(packages, eq(packages.id, events.packageId))
        .where(eq(eventRegistrations.userId, user.id))
        .orderBy(desc(events.startTime), desc(eventRegistrations.createdAt));
      return rows.map(({ registration, event, pkg }) => ({
        uuid: registration.id,
        eventUuid: registration.eventId,
        quantity: registration.quantity,
        isActive: registration.isActive,
        createdAt: registration.createdAt.toISOString(),
        event: toEventView(event, pkg, locale),
      }));
    },

    /**
     * Cancels the member's active registration before the event starts: its seats come back and, when it was paid
     * for, its refund job is written in the same transaction (one per registration: a second cancel, concurrent
     * or retried, finds no active registration). `paid` when it had been paid for.
     */
    async cancel(user: UserRow, eventUuid: string): Promise<{ paid: boolean }> {
      const now = clock();
      let refundJob: number | null = null;
      let mailId: number | null = null;
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ registration: eventRegistrations, event: events })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(
            and(
              eq(eventRegistrations.userId, user.id),
              eq(eventRegistrations.eventId, eventUuid),
              eq(eventRegistrations.isActive, true),
            ),
          )
          .for('update');
        if (!row) return 'missing' as const;
        if (row.event.startTime <= now) return 'started' as const;
        await tx
          .update(eventRegistrations)
          .set({ isActive: false, cancelledAt: now })
          .where(eq(eventRegistrations.id, row.registration.id));
        await releaseSeats(tx, row.event.id, row.registration.quantity);
        const paid = Boolean(row.registration.paymentId);
        mailId = await services.mails.enqueue(tx, user.id, `cancelled:${row.registration.id}`, {
          template: 'event-cancelled',
          registrationId: row.registration.id,
          paid,
        });
        if (!row.registration.paymentId) return 'cancelled' as const;
        const [payment] = await tx
          .select({ amountCents: payments.amountCents })
          .from(payments)
          .where(eq(payments.id, row.registration.paymentId));
        // Paid in full with a coupon: nothing was charged, so nothing is refunded.
        if (!payment?.amountCents) return 'cancelled' as const;
        refundJob = await refunds.requestRefund(tx, row.registration.id, row.registration.paymentId);
        return 'cancelledPaid' as const;
      });
      await services.mails.sendNow([mailId]);
      // Started now; a gateway that fails is retried by the job runner.
      if (refundJob !== null) await refunds.run([refundJob]);
      if (result === 'missing') {
        throw new ApiError(404, 'You are not registered for this event.', 'REGISTRATION_NOT_FOUND');
      }
      if (result === 'started') {
        throw new ApiError(
          409,
          'This event has already started and can no longer be cancelled.',
          'EVENT_STARTED',
        );
      }
      return { paid: result === 'cancelledPaid' };
    },
  };
}
