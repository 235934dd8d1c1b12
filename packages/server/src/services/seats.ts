import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { events } from '../db/schema.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Tx | Database;

/**
 * The seat ledger of events (`events.seatsTaken`), the one owner of every seat change: registrations, event orders
 * and payment outcomes call these three, nothing else writes `seatsTaken`.
 */

/**
 * Takes seats in one conditional UPDATE: two requests for the last seat cannot both succeed, whatever the
 * database's isolation level, because the second one re-checks the row the first one changed.
 */
export async function takeSeats(tx: Executor, eventId: string, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + ${quantity}` })
    .where(
      and(
        eq(events.id, eventId),
        or(isNull(events.capacity), sql`${events.seatsTaken} + ${quantity} <= ${events.capacity}`),
      ),
    )
    .returning({ id: events.id });
  return taken.length > 0;
}

/** Takes seats whatever the capacity: a member who paid for an order that had been released keeps their seats. */
export async function forceTakeSeats(tx: Executor, eventId: string, quantity: number) {
  await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + ${quantity}` })
    .where(eq(events.id, eventId));
}

export async function releaseSeats(tx: Executor, eventId: string, quantity: number) {
  await tx
    .update(events)
    .set({ seatsTaken: sql`greatest(${events.seatsTaken} - ${quantity}, 0)` })
    .where(eq(events.id, eventId));
}
