import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { payments, transactions, type PaymentRow } from '../db/schema.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The payment rows and the member's ledger of them (`transactions`), as a payment's outcome writes them inside its
 * transaction (workflows/payment-outcomes.ts). The services that sell (memberships, event orders, marketplace
 * orders) decide what a payment buys; this only records it.
 */

/** The payment row, locked for the rest of the transaction. */
export async function lockPayment(tx: Tx, where: ReturnType<typeof eq>) {
  const [payment] = await tx.select().from(payments).where(where).for('update');
  return payment;
}

export async function setPaymentStatus(
  tx: Tx,
  payment: Pick<PaymentRow, 'id'>,
  values: Pick<typeof payments.$inferInsert, 'status' | 'fulfilledAt'> & { updatedAt: Date },
) {
  await tx.update(payments).set(values).where(eq(payments.id, payment.id));
}

/** One line of the member's history for this payment (`staffOnly`: kept for staff, never shown to the member). */
export async function recordPaymentTransaction(
  tx: Tx,
  payment: PaymentRow,
  entry: { transactionId: string; ok: boolean; remarks: string; at: Date; staffOnly?: boolean },
) {
  await tx.insert(transactions).values({
    staffOnly: entry.staffOnly ?? false,
    userId: payment.userId,
    paymentId: payment.id,
    transactionId: entry.transactionId,
    name: payment.description,
    remarks: entry.remarks,
    total: payment.amountCents / 100,
    type: payment.kind,
    status: entry.ok,
    packageId: payment.packageId,
    eventId: payment.eventId,
    transactionDate: entry.at,
  });
}
