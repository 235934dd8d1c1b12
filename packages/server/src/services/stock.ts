import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { catalogItems } from '../db/schema.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The stock ledger (`catalog_items.stock_quantity`): the only writer of it. Items whose stock is not counted
 * (null: services) always have enough. A take is one conditional update, so concurrent orders of the last units
 * cannot sell more than there are (the check constraint keeps it at 0 or above in any case).
 */
export async function takeStock(tx: Tx, itemId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(catalogItems)
    .set({ stockQuantity: sql`${catalogItems.stockQuantity} - ${quantity}` })
    .where(
      and(
        eq(catalogItems.id, itemId),
        isNotNull(catalogItems.stockQuantity),
        gte(catalogItems.stockQuantity, quantity),
      ),
    )
    .returning({ id: catalogItems.id });
  if (rows.length) return true;
  const [uncounted] = await tx
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(eq(catalogItems.id, itemId), isNull(catalogItems.stockQuantity)));
  return Boolean(uncounted);
}

/** Gives units back (a cancelled or expired order); nothing for uncounted items. */
export async function releaseStock(tx: Tx, itemId: number, quantity: number) {
  await tx
    .update(catalogItems)
    .set({ stockQuantity: sql`${catalogItems.stockQuantity} + ${quantity}` })
    .where(and(eq(catalogItems.id, itemId), isNotNull(catalogItems.stockQuantity)));
}

/** Whether `quantity` units can be sold now (read only; the order's take decides). */
export const enoughStock = (stockQuantity: number | null, quantity: number) =>
  stockQuantity === null || stockQuantity >= quantity;
