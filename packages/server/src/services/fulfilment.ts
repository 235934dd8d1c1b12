import type { Schema } from '@wellness/api';
import { and, count, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  marketplaceOrderAudit,
  marketplaceOrderItems,
  marketplaceOrders,
  users,
  type MarketplaceOrderRow,
  type MarketplaceOrderStatus,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { Services } from './context.js';
import {
  enqueueOrderMail,
  enqueueOrderRefund,
  orderNotFound,
  orderViews,
  releaseOrderStock,
} from './marketplace-orders.js';
import { recordStaffAction } from './staff-audit.js';
import { containing, orderBy, pageOf, type PageQuery } from './staff.js';

type StaffOrder = Schema<'StaffOrder'>;
export type FulfilmentStatus = 'processing' | 'shipped' | 'completed' | 'refunded';
type FulfilmentQuery = PageQuery<'date_created' | 'id' | 'member' | 'status' | 'total'> & {
  status?: FulfilmentStatus;
};

const statusConflict = () =>
  new ApiError(409, 'This order cannot move to that status.', 'ORDER_STATUS_CONFLICT');

/** Which status each step may start from (processing → shipped → completed; refund from any paid status). */
const FROM: Record<'shipped' | 'completed' | 'refunded', MarketplaceOrderStatus[]> = {
  shipped: ['processing'],
  completed: ['processing', 'shipped'],
  refunded: ['processing', 'shipped', 'completed'],
};

/**
 * Fulfilment of paid marketplace orders by staff: the queue (paged, sorted, searched like the other staff queues),
 * marking an order shipped or completed, and refunding it. Each step locks the order, checks where it stands,
 * writes its audit row and the member's mail (with the order receipt) in one transaction; a refund's gateway half
 * is a durable job (services/marketplace-orders.ts).
 */
export function fulfilmentService(services: Services) {
  const { db, clock, jobs, mails } = services;

  async function staffViews(rows: { order: MarketplaceOrderRow; user: UserRow }[]): Promise<StaffOrder[]> {
    const views = await orderViews(
      db,
      rows.map((r) => r.order),
    );
    return rows.map(({ order, user }, index) => ({
      ...views[index]!,
      member: { uuid: user.id, name: user.name, email: user.email },
      date_shipped: order.shippedAt?.toISOString() ?? null,
      date_refunded: order.refundedAt?.toISOString() ?? null,
    }));
  }

  async function one(id: number) {
    const [row] = await db
      .select({ order: marketplaceOrders, user: users })
      .from(marketplaceOrders)
      .innerJoin(users, eq(users.id, marketplaceOrders.userId))
      .where(eq(marketplaceOrders.id, id));
    if (!row) throw orderNotFound();
    const [view] = await staffViews([row]);
    return view!;
  }

  /** One step on an order, in one transaction with its audit row and the member's mail. */
  async function step(
    staff: UserRow,
    id: number,
    to: 'shipped' | 'completed' | 'refunded',
    reason: string | null,
    goodsShipped = false,
  ) {
    const jobIds = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(marketplaceOrders)
        .where(eq(marketplaceOrders.id, id))
        .for('update');
      // Unpaid and cancelled orders are not staff's: they are not found here.
      if (!order || order.status === 'pending' || order.status === 'cancelled') throw orderNotFound();
      if (!FROM[to].includes(order.status)) throw statusConflict();
      const now = clock();
      await tx
        .update(marketplaceOrders)
        .set({
          status: to,
          ...(to === 'shipped' ? { shippedAt: now } : {}),
          ...(to === 'completed' ? { completedAt: now } : {}),
          ...(to === 'refunded' ? { refundedAt: now } : {}),
        })
        .where(eq(marketplaceOrders.id, id));
      await tx
        .insert(marketplaceOrderAudit)
        .values({ orderId: id, staffId: staff.id, action: to, reason, at: now });
      await recordStaffAction(tx, {
        staffId: staff.id,
        kind: `order-${to}`,
        target: { type: 'marketplace_orders', id: String(id) },
        details: { status: to },
        reason,
        at: now,
      });
      // A refund gives the stock back unless staff say the goods were shipped (they will not come back to the
      // shelf), and mails the member once the gateway has refunded (the job); the other steps mail now.
      if (to === 'refunded') {
        if (!goodsShipped) await releaseOrderStock(tx, id);
        return [await enqueueOrderRefund(jobs, tx, id, reason)];
      }
      return [await enqueueOrderMail(mails, tx, order, to)];
    });
    await jobs.run(jobIds);
    return one(id);
  }

  return {
    async list(query: FulfilmentQuery) {
      const statuses: MarketplaceOrderStatus[] = query.status ? [query.status] : ['processing', 'shipped'];
      const text = query.search?.trim();
      const pattern = text ? containing(text) : undefined;
      const where = and(
        inArray(marketplaceOrders.status, statuses),
        pattern
          ? or(
              sql`${marketplaceOrders.id}::text ilike ${pattern}`,
              ilike(users.name, pattern),
              ilike(users.email, pattern),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(marketplaceOrderItems)
                  .where(
                    and(
                      eq(marketplaceOrderItems.orderId, marketplaceOrders.id),
                      ilike(marketplaceOrderItems.name, pattern),
                    ),
                  ),
              ),
            )
          : undefined,
      );
      const { page, pageSize, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: marketplaceOrders, user: users })
          .from(marketplaceOrders)
          .innerJoin(users, eq(users.id, marketplaceOrders.userId))
          .where(where)
          .orderBy(
            ...orderBy(
              { ...query, sort: query.sort ?? 'date_created' },
              {
                requestedAt: marketplaceOrders.createdAt,
                date_created: marketplaceOrders.createdAt,
                id: marketplaceOrders.id,
                member: sql`lower(coalesce(${users.name}, ${users.email}))`,
                status: marketplaceOrders.status,
                total: marketplaceOrders.totalCents,
              },
              marketplaceOrders.id,
            ),
          )
          .limit(pageSize)
          .offset(offset),
        db
          .select({ n: count() })
          .from(marketplaceOrders)
          .innerJoin(users, eq(users.id, marketplaceOrders.userId))
          .where(where),
      ]);
      return { items: await staffViews(rows), total: Number(total?.n ?? 0), page, pageSize };
    },

    /** One paid order (unpaid and cancelled ones are not staff's: not found). */
    async get(id: number) {
      const [row] = await db
        .select({ id: marketplaceOrders.id })
        .from(marketplaceOrders)
        .where(
          and(
            eq(marketplaceOrders.id, id),
            inArray(marketplaceOrders.status, ['processing', 'shipped', 'completed', 'refunded']),
          ),
        );
      if (!row) throw orderNotFound();
      return one(id);
    },

    setStatus: (staff: UserRow, id: number, status: 'shipped' | 'completed') => step(staff, id, status, null),

    refund: (staff: UserRow, id: number, reason?: string, goodsShipped?: boolean) =>
      step(staff, id, 'refunded', reason?.trim() || null, goodsShipped ?? false),
  };
}
