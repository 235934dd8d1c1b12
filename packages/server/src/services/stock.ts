import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { catalogItems, catalogStockAdjustments, type StockAdjustmentReason } from '../db/schema.js';
import { ApiError, validationError } from '../http/errors.js';

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

export interface StockAdjustmentInput {
  reason: StockAdjustmentReason;
  /** Units added (restock) or taken off (damage); the units counted (count). */
  quantity: number;
  note?: string | null;
  staffId: string | null;
  at: Date;
}

const stockConflict = (message: string) => new ApiError(409, message, 'STOCK_CONFLICT');

/**
 * Staff's stock change with its reason, recorded beside the change: restock adds, damage takes off (never below 0),
 * count sets the units (and starts counting an uncounted item). The item's row is locked first, so an order taking
 * units at the same moment waits for it (or it for the order) and every unit is accounted for. Undefined when there
 * is no such item.
 */
export async function adjustStock(tx: Tx, itemId: number, input: StockAdjustmentInput) {
  const [item] = await tx
    .select({ stockQuantity: catalogItems.stockQuantity })
    .from(catalogItems)
    .where(eq(catalogItems.id, itemId))
    .for('update');
  if (!item) return undefined;
  const before = item.stockQuantity;
  if (input.reason !== 'count') {
    if (before === null) throw stockConflict('This item’s stock is not counted: count it first.');
    if (input.quantity < 1) throw validationError('/quantity', 'Enter at least 1 unit');
  }
  const after =
    input.reason === 'count'
      ? input.quantity
      : input.reason === 'restock'
        ? before! + input.quantity
        : before! - input.quantity;
  if (after < 0) throw stockConflict(`Only ${before} left: the stock cannot go below 0.`);
  await tx.update(catalogItems).set({ stockQuantity: after }).where(eq(catalogItems.id, itemId));
  const [row] = await tx
    .insert(catalogStockAdjustments)
    .values({
      itemId,
      staffId: input.staffId,
      reason: input.reason,
      change: after - (before ?? 0),
      quantityAfter: after,
      note: input.note?.trim() || null,
      at: input.at,
    })
    .returning();
  return row!;
}
