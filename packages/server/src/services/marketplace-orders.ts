import type { Schema } from '@wellness/api';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from '../adapters/payments/gateway.js';
import type { Database } from '../db/index.js';
import {
  cartItems,
  catalogItems,
  marketplaceOrderItems,
  marketplaceOrders,
  payments,
  productReviews,
  transactions,
  type MarketplaceOrderItemRow,
  type MarketplaceOrderRow,
  type OrderBillingRecord,
  type PaymentRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import { customerFor } from './gateway-customers.js';
import { categoryRefsOf, notPurchasable, outOfStock } from './cart.js';
import { money } from './catalog.js';
import type { Services } from './context.js';
import type { Executor, JobRunner } from './jobs.js';
import type { MemberMails, OrderMailStep } from './member-mails.js';
import { releaseStock, takeStock } from './stock.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderView = Schema<'Order'>;

/** How long an unpaid order holds its stock. */
export const MARKETPLACE_ORDER_HOLD_MS = 30 * 60 * 1000;
/** The recurring job that cancels unpaid orders whose hold ran out (their stock comes back). */
const EXPIRE_MARKETPLACE_ORDERS_JOB = 'marketplace-orders.expire';
/** The durable job that refunds a marketplace order at the gateway (staff refund, or paid after its stock went). */
const MARKETPLACE_REFUND_JOB = 'marketplace-orders.refund';
const EXPIRE_EVERY_MS = 60_000;
/** An order's payment still `creating` after this was left by a call that died before the gateway answered. */
const CREATING_STALE_MS = 2 * 60_000;
/** How long a call waits for another call's order to get its intent (polls × interval, ~10 s). */
const CREATING_POLLS = 200;
const CREATING_POLL_MS = 50;
const TRY_AGAIN_LATER = 'Your request cannot be processed right now, Please try again.';

/** PostgreSQL's unique violation (23505) of the named index, from node-postgres or PGlite (maybe wrapped). */
const isUniqueViolation = (error: unknown, index: string) => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === index);
};

export const orderNotFound = () => new ApiError(404, 'Order not found', 'ORDER_NOT_FOUND');
/** §5's checkout gate, word for word. */
export const ADDRESS_INCOMPLETE = 'Please complete your shipping address before checkout';

/** Queues the member's order mail (a receipt of the order at this step), once per order and step. */
export const enqueueOrderMail = (
  mails: MemberMails,
  tx: Executor,
  order: Pick<MarketplaceOrderRow, 'id' | 'userId'>,
  step: OrderMailStep,
  reason?: string | null,
) =>
  mails.enqueue(tx, order.userId, `order:${order.id}:${step}`, {
    template: 'order-update',
    orderId: order.id,
    step,
    ...(reason ? { reason } : {}),
  });

/** The refund mail's reason when the member cancelled a paid order. */
const MEMBER_CANCELLED = 'You cancelled this order before it was shipped.';

/** Writes the gateway refund job of an order (once per order). */
export const enqueueOrderRefund = (jobs: JobRunner, tx: Executor, orderId: number, reason?: string | null) =>
  jobs.enqueue(tx, {
    kind: MARKETPLACE_REFUND_JOB,
    key: `marketplace-refund:${orderId}`,
    payload: { orderId, ...(reason ? { reason } : {}) },
  });

/** The member's shipping address as the order's billing address (§2 Delivery Address). */
function billingOf(user: UserRow): OrderBillingRecord {
  const name = (user.name ?? '').trim();
  const space = name.indexOf(' ');
  return {
    first_name: space < 0 ? name : name.slice(0, space),
    last_name: space < 0 ? '' : name.slice(space + 1).trim(),
    address_1: user.addressLine1 ?? '',
    address_2: user.addressLine2 ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    postcode: user.zipCode ?? '',
    country: user.country ?? '',
    phone: [user.countryCode, user.mobile].filter(Boolean).join(' '),
  };
}

/**
 * An order needs an address it can ship to: address line 1, city, state, zip code and country. The spec's gate
 * (blocked only when all of them are empty) never fired, because profile completion fills the city and country.
 */
export const addressIncomplete = (user: UserRow) =>
  [user.addressLine1, user.zipCode, user.state, user.country, user.city].some((value) => !value?.trim());

/** Gives back the stock an order holds (its counted lines). */
export async function releaseOrderStock(tx: Tx, orderId: number) {
  const lines = await tx
    .select()
    .from(marketplaceOrderItems)
    .where(and(eq(marketplaceOrderItems.orderId, orderId), eq(marketplaceOrderItems.stockCounted, true)))
    .orderBy(asc(marketplaceOrderItems.itemId));
  for (const line of lines) await releaseStock(tx, line.itemId, line.quantity);
}

/**
 * The gateway reported an order's payment as succeeded (called by workflows/payment-outcomes.ts inside the event's
 * transaction, once per payment). A pending order becomes processing and the member's cart loses what was bought.
 * A cancelled one (cancel or expiry raced the payment) takes its stock again when every unit is still there;
 * otherwise it is refunded (a durable job) — nobody is charged for what cannot be sent.
 */
export async function fulfilMarketplacePayment(
  tx: Tx,
  payment: PaymentRow,
  deps: { clock: () => Date; log: FastifyBaseLogger; mails?: MemberMails; jobs?: JobRunner },
) {
  const [order] = await tx
    .select()
    .from(marketplaceOrders)
    .where(eq(marketplaceOrders.paymentId, payment.id))
    .for('update');
  if (!order || (order.status !== 'pending' && order.status !== 'cancelled')) return;
  // Cancelled after it was paid (by its member, refunded by the job): this payment was already applied.
  if (order.paidAt) return;
  const now = deps.clock();
  const lines = await tx
    .select()
    .from(marketplaceOrderItems)
    .where(eq(marketplaceOrderItems.orderId, order.id))
    .orderBy(asc(marketplaceOrderItems.itemId));
  if (order.status === 'cancelled') {
    const counted = lines.filter((line) => line.stockCounted);
    const ids = counted.map((line) => line.itemId);
    const stock = ids.length
      ? await tx
          .select({ id: catalogItems.id, left: catalogItems.stockQuantity })
          .from(catalogItems)
          .where(inArray(catalogItems.id, ids))
          .orderBy(asc(catalogItems.id))
          .for('update')
      : [];
    const left = new Map(stock.map((row) => [row.id, row.left]));
    const available = counted.every((line) => (left.get(line.itemId) ?? 0) >= line.quantity);
    if (!available) {
      deps.log.warn(
        { orderId: order.id },
        'a cancelled marketplace order was paid; its stock is gone: refund',
      );
      await tx
        .update(marketplaceOrders)
        .set({ status: 'refunded', paidAt: now, refundedAt: now, expiresAt: null })
        .where(eq(marketplaceOrders.id, order.id));
      if (deps.jobs) await enqueueOrderRefund(deps.jobs, tx, order.id);
      return;
    }
    for (const line of counted) await takeStock(tx, line.itemId, line.quantity);
    deps.log.warn({ orderId: order.id }, 'a cancelled marketplace order was paid; its stock was taken again');
  }
  await tx
    .update(marketplaceOrders)
    .set({ status: 'processing', paidAt: now, expiresAt: null, cancelledAt: null })
    .where(eq(marketplaceOrders.id, order.id));
  // "The cart is emptied when the order is paid": what this order bought leaves the cart.
  const bought = lines.map((line) => line.itemId);
  if (bought.length) {
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, order.userId), inArray(cartItems.itemId, bought)));
  }
  if (deps.mails) await enqueueOrderMail(deps.mails, tx, order, 'paid');
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The WooCommerce-shaped order (§3) from its rows. */
function toOrderView(
  order: MarketplaceOrderRow,
  lines: MarketplaceOrderItemRow[],
  extra: { clientSecret: string | null; reviewed: Set<number> },
): OrderView {
  return {
    id: order.id,
    number: String(order.id),
    date_created: order.createdAt.toISOString(),
    status: order.status,
    total: money(order.totalCents),
    total_tax: '0.00',
    shipping_total: '0.00',
    parent_id: order.parentId,
    line_items: lines.map((line) => ({
      id: line.id,
      product_id: line.itemId,
      name: line.name,
      image: line.image,
      category: line.category,
      price: line.unitPriceCents / 100,
      quantity: line.quantity,
      subtotal: money(line.unitPriceCents * line.quantity),
      total: money(line.unitPriceCents * line.quantity),
      reviewed: extra.reviewed.has(line.itemId),
    })),
    billing: order.billing,
    date_paid: isoOrNull(order.paidAt),
    date_completed: isoOrNull(order.completedAt),
    date_expires: order.status === 'pending' ? isoOrNull(order.expiresAt) : null,
    client_secret: order.status === 'pending' ? extra.clientSecret : null,
  };
}

/** Orders with their lines, payments' client secrets and which of their items the owner reviewed. */
export async function orderViews(db: Database | Tx, orders: MarketplaceOrderRow[]) {
  if (!orders.length) return [];
  const ids = orders.map((order) => order.id);
  const lines = await db
    .select()
    .from(marketplaceOrderItems)
    .where(inArray(marketplaceOrderItems.orderId, ids))
    .orderBy(asc(marketplaceOrderItems.id));
  const paymentIds = orders.flatMap((order) => (order.paymentId ? [order.paymentId] : []));
  const secrets = paymentIds.length
    ? await db
        .select({ id: payments.id, clientSecret: payments.clientSecret })
        .from(payments)
        .where(inArray(payments.id, paymentIds))
    : [];
  const secretOf = new Map(secrets.map((row) => [row.id, row.clientSecret]));
  const userIds = [...new Set(orders.map((order) => order.userId))];
  const itemIds = [...new Set(lines.map((line) => line.itemId))];
  const reviews = itemIds.length
    ? await db
        .select({ userId: productReviews.userId, itemId: productReviews.itemId })
        .from(productReviews)
        .where(and(inArray(productReviews.userId, userIds), inArray(productReviews.itemId, itemIds)))
    : [];
  return orders.map((order) =>
    toOrderView(
      order,
      lines.filter((line) => line.orderId === order.id),
      {
        clientSecret: order.paymentId ? (secretOf.get(order.paymentId) ?? null) : null,
        reviewed: new Set(reviews.filter((r) => r.userId === order.userId).map((r) => r.itemId)),
      },
    ),
  );
}

export type MarketplaceOrderService = ReturnType<typeof marketplaceOrderService>;
/** The intent's client secret and the order id, or null when nothing was to be paid (the order is placed). */
type PlacedOrder = { clientSecret: string; orderId: number; total: string } | null;

/**
 * Marketplace orders (marketplace.md §2, §4, §5): an order is made from the member's cart with the server's
 * prices, holding its stock while it waits for the card payment; the gateway's success (workflows/payment-outcomes.ts)
 * makes it processing; the member may cancel it unpaid; unpaid ones expire. Nothing the client sends is a price.
 */
export function marketplaceOrderService(services: Services) {
  const { db, clock, gateway, jobs, mails, log } = services;

  /**
   * Cancels a pending order: its intent at the gateway first (a payment that went through or is processing cannot
   * be cancelled, and keeps its order), then — in one transaction that locks the payment, then the order — the
   * order, its stock and its payment row. False when it is no longer pending or its payment could not be stopped.
   */
  async function cancelPending(order: MarketplaceOrderRow) {
    if (order.status !== 'pending') return false;
    const [payment] = order.paymentId
      ? await db.select().from(payments).where(eq(payments.id, order.paymentId))
      : [];
    if (payment?.intentId) {
      let cancelled;
      try {
        cancelled = await gateway.cancelPaymentIntent(payment.intentId);
      } catch (error) {
        if (!(error instanceof GatewayError && error.notFound)) throw error;
        cancelled = true;
      }
      if (!cancelled) return false;
    }
    return db.transaction(async (tx) => {
      if (payment) {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        if (locked?.fulfilledAt) return false;
      }
      const now = clock();
      const [cancelled] = await tx
        .update(marketplaceOrders)
        .set({ status: 'cancelled', cancelledAt: now, expiresAt: null })
        .where(and(eq(marketplaceOrders.id, order.id), eq(marketplaceOrders.status, 'pending')))
        .returning();
      if (!cancelled) return false;
      await releaseOrderStock(tx, order.id);
      if (payment) {
        await tx
          .update(payments)
          .set({ status: 'canceled', updatedAt: now })
          .where(eq(payments.id, payment.id));
      }
      return true;
    });
  }

  /** A paid order not shipped yet, cancelled by its member: stock back and the refund job, or false. */
  async function cancelPaid(orderId: number) {
    const jobId = await db.transaction(async (tx) => {
      const now = clock();
      const [cancelled] = await tx
        .update(marketplaceOrders)
        .set({ status: 'cancelled', cancelledAt: now, refundedAt: now, expiresAt: null })
        .where(and(eq(marketplaceOrders.id, orderId), eq(marketplaceOrders.status, 'processing')))
        .returning({ id: marketplaceOrders.id });
      if (!cancelled) return null;
      await releaseOrderStock(tx, orderId);
      return enqueueOrderRefund(jobs, tx, orderId, MEMBER_CANCELLED);
    });
    if (!jobId) return false;
    await jobs.run([jobId]);
    return true;
  }

  async function ownOrder(user: UserRow, orderId: number) {
    const [order] = await db
      .select()
      .from(marketplaceOrders)
      .where(and(eq(marketplaceOrders.id, orderId), eq(marketplaceOrders.userId, user.id)));
    if (!order) throw orderNotFound();
    return order;
  }

  async function viewOf(order: MarketplaceOrderRow) {
    const [view] = await orderViews(db, [order]);
    return view!;
  }

  /** The order, its lines and its stock in one transaction: prices and stock read again, under lock. */
  async function placeOrder(user: UserRow) {
    return db.transaction(async (tx) => {
      const cart = await tx
        .select()
        .from(cartItems)
        .where(eq(cartItems.userId, user.id))
        .orderBy(asc(cartItems.itemId));
      if (!cart.length) throw new ApiError(400, 'Your cart is empty !', 'CART_EMPTY');
      // Locked in item id order, so two orders sharing items never deadlock; the prices are read here.
      const items = await tx
        .select()
        .from(catalogItems)
        .where(
          inArray(
            catalogItems.id,
            cart.map((line) => line.itemId),
          ),
        )
        .orderBy(asc(catalogItems.id))
        .for('update');
      const byId = new Map(items.map((item) => [item.id, item]));
      const categories = await categoryRefsOf(
        tx,
        items.map((item) => item.id),
      );
      let totalCents = 0;
      const lines = cart.map((line) => {
        const item = byId.get(line.itemId);
        if (!item || !item.isActive) throw outOfStock(item?.name ?? 'this item', 0);
        if (item.kind === 'affiliate') throw notPurchasable();
        if (item.stockQuantity !== null && item.stockQuantity < line.quantity) {
          throw outOfStock(item.name, item.stockQuantity);
        }
        const refs = categories.get(item.id) ?? [];
        // The sale price when there is one, else the regular price (the database's price_cents), × quantity.
        totalCents += item.priceCents * line.quantity;
        return {
          itemId: item.id,
          name: item.name,
          image: item.images[0] ?? null,
          category: (refs[1] ?? refs[0])?.name ?? null,
          unitPriceCents: item.priceCents,
          quantity: line.quantity,
          stockCounted: item.stockQuantity !== null,
        };
      });
      for (const line of lines) {
        if (!(await takeStock(tx, line.itemId, line.quantity))) throw outOfStock(line.name, 0);
      }
      const now = clock();
      const free = totalCents === 0;
      const [order] = await tx
        .insert(marketplaceOrders)
        .values({
          userId: user.id,
          status: free ? 'processing' : 'pending',
          totalCents,
          billing: billingOf(user),
          expiresAt: free ? null : new Date(now.getTime() + MARKETPLACE_ORDER_HOLD_MS),
          paidAt: free ? now : null,
          createdAt: now,
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      await tx.insert(marketplaceOrderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
      if (free) {
        // Nothing to pay: the order is placed at once and the cart emptied.
        await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
        const mail = await enqueueOrderMail(mails, tx, order, 'placed');
        return { order, payment: null, mail };
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: user.id,
          kind: 'marketplace',
          description: `Marketplace order #${order.id}`,
          amountCents: totalCents,
          status: 'creating',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      await tx
        .update(marketplaceOrders)
        .set({ paymentId: payment.id })
        .where(eq(marketplaceOrders.id, order.id));
      return { order: { ...order, paymentId: payment.id }, payment, mail: null };
    });
  }

  async function createIntent(user: UserRow, order: MarketplaceOrderRow, payment: PaymentRow) {
    try {
      const customerId = await customerFor(services, user);
      const intent = await gateway.createPaymentIntent(
        {
          customerId,
          amountCents: order.totalCents,
          currency: payment.currency,
          description: payment.description,
          metadata: { paymentId: payment.id, marketplaceOrderId: String(order.id), userId: user.id },
        },
        `marketplace-order-${order.id}`,
      );
      await db
        .update(payments)
        .set({
          intentId: intent.intentId,
          clientSecret: intent.clientSecret,
          status: intent.status,
          updatedAt: clock(),
        })
        .where(eq(payments.id, payment.id));
      return intent.clientSecret;
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'marketplace payment intent failed');
      await db.transaction(async (tx) => {
        const now = clock();
        const [cancelled] = await tx
          .update(marketplaceOrders)
          .set({ status: 'cancelled', cancelledAt: now, expiresAt: null })
          .where(and(eq(marketplaceOrders.id, order.id), eq(marketplaceOrders.status, 'pending')))
          .returning();
        if (cancelled) await releaseOrderStock(tx, order.id);
        await tx
          .update(payments)
          .set({ status: 'failed', updatedAt: now })
          .where(eq(payments.id, payment.id));
        await tx.insert(transactions).values({
          userId: user.id,
          paymentId: payment.id,
          transactionId: payment.id,
          name: payment.description,
          remarks: 'The payment could not be started',
          total: order.totalCents / 100,
          type: 'marketplace',
          status: false,
          transactionDate: now,
        });
      });
      throw new ApiError(502, TRY_AGAIN_LATER, 'PAYMENT_GATEWAY_ERROR');
    }
  }

  /** Cancels the unpaid orders whose hold ran out (several processes: the job runs in one at a time). */
  async function expireOrders() {
    const expired = await db
      .select()
      .from(marketplaceOrders)
      .where(and(eq(marketplaceOrders.status, 'pending'), lte(marketplaceOrders.expiresAt, clock())))
      .orderBy(asc(marketplaceOrders.expiresAt))
      .limit(500);
    for (const order of expired) {
      try {
        await cancelPending(order);
      } catch (error) {
        log.warn({ err: error, orderId: order.id }, 'an expired order was not released this time');
      }
    }
  }

  /** The staff refund's gateway half: refunds the charge once (idempotency key per order) and records it. */
  jobs.register(MARKETPLACE_REFUND_JOB, async (raw, context) => {
    const payload = raw as { orderId: number; reason?: string };
    const [row] = await db
      .select({ order: marketplaceOrders, payment: payments })
      .from(marketplaceOrders)
      .leftJoin(payments, eq(payments.id, marketplaceOrders.paymentId))
      .where(eq(marketplaceOrders.id, payload.orderId));
    if (!row) {
      await context.finish(db);
      return;
    }
    const { order, payment } = row;
    let refund: { refundId: string; amountCents: number } | null = null;
    // What staff already refunded in part from the member's page (services/members.ts) is not given back twice.
    const left = payment ? payment.amountCents - payment.refundedCents : 0;
    if (payment?.intentId && left > 0 && payment.status !== 'refunded') {
      refund = await gateway.refundPayment(
        {
          intentId: payment.intentId,
          amountCents: left,
          metadata: { paymentId: payment.id, marketplaceOrderId: String(order.id), userId: order.userId },
        },
        `refund-marketplace-order-${order.id}`,
      );
    }
    const mail = await db.transaction(async (tx) => {
      if (payment && refund) {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        if (locked?.status !== 'refunded') {
          const now = clock();
          await tx
            .update(payments)
            .set({ status: 'refunded', refundedCents: payment.amountCents, updatedAt: now })
            .where(eq(payments.id, payment.id));
          await tx.insert(transactions).values({
            userId: order.userId,
            paymentId: payment.id,
            transactionId: refund.refundId,
            name: payment.description,
            remarks: 'Refund of a marketplace order',
            total: refund.amountCents / 100,
            type: 'refund',
            status: true,
            transactionDate: now,
          });
        }
      }
      const id = await enqueueOrderMail(mails, tx, order, 'refunded', payload.reason);
      await context.finish(tx);
      return id;
    });
    await mails.sendNow([mail]);
  });

  /**
   * Whether a pending order is what placing the cart now would make: the same items, quantities and prices.
   * A second call for the same cart (a double click, a retry, another process) meets it instead of replacing it.
   */
  async function sameAsCart(user: UserRow, order: MarketplaceOrderRow) {
    const [cart, lines] = await Promise.all([
      db
        .select({
          itemId: cartItems.itemId,
          quantity: cartItems.quantity,
          priceCents: catalogItems.priceCents,
        })
        .from(cartItems)
        .innerJoin(catalogItems, eq(catalogItems.id, cartItems.itemId))
        .where(eq(cartItems.userId, user.id)),
      db.select().from(marketplaceOrderItems).where(eq(marketplaceOrderItems.orderId, order.id)),
    ]);
    const key = (itemId: number, quantity: number, cents: number) => `${itemId}:${quantity}:${cents}`;
    const want = cart.map((line) => key(line.itemId, line.quantity, line.priceCents)).sort();
    const have = lines.map((line) => key(line.itemId, line.quantity, line.unitPriceCents)).sort();
    return want.length > 0 && want.join() === have.join();
  }

  /** Reads a payment until the call making its intent (in any process) has stored it; undefined if it never does. */
  async function intentStored(paymentId: string) {
    for (let attempt = 0; attempt < CREATING_POLLS; attempt += 1) {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (row?.status !== 'creating') return row;
      await new Promise((resolve) => setTimeout(resolve, CREATING_POLL_MS));
    }
    return undefined;
  }

  const paymentInProgress = () =>
    new ApiError(
      409,
      'Your payment for an earlier order is being processed. Please check your orders shortly.',
      'PAYMENT_IN_PROGRESS',
    );

  /**
   * Places the cart, or meets the member's pending order. One pending order per member is held by PostgreSQL
   * (`marketplace_orders_pending_unique`), so concurrent calls on any number of processes make one order: the
   * others wait for its intent and answer it (same cart) or replace it (the cart changed since).
   */
  async function createOrder(user: UserRow): Promise<PlacedOrder> {
    if (addressIncomplete(user)) throw new ApiError(400, ADDRESS_INCOMPLETE, 'ADDRESS_INCOMPLETE');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const earlier = await db
        .select()
        .from(marketplaceOrders)
        .where(and(eq(marketplaceOrders.userId, user.id), eq(marketplaceOrders.status, 'pending')));
      for (const order of earlier) {
        let [payment] = order.paymentId
          ? await db.select().from(payments).where(eq(payments.id, order.paymentId))
          : [];
        if (payment?.status === 'creating') {
          const stale = clock().getTime() - payment.updatedAt.getTime() > CREATING_STALE_MS;
          // Fresh: another call is asking the gateway for its intent. Stale: that call died (cancelled below).
          if (!stale) {
            payment = await intentStored(payment.id);
            if (!payment) throw paymentInProgress();
          }
        }
        if (payment?.clientSecret && payment.status !== 'failed' && (await sameAsCart(user, order))) {
          const [still] = await db
            .select({ status: marketplaceOrders.status })
            .from(marketplaceOrders)
            .where(eq(marketplaceOrders.id, order.id));
          if (still?.status === 'pending') {
            return { clientSecret: payment.clientSecret, orderId: order.id, total: money(order.totalCents) };
          }
        }
        // An earlier unpaid order of another cart is replaced: its intent is cancelled and its stock comes back.
        if (!(await cancelPending(order))) {
          const [now] = await db
            .select({ status: marketplaceOrders.status })
            .from(marketplaceOrders)
            .where(eq(marketplaceOrders.id, order.id));
          if (now?.status === 'pending') throw paymentInProgress();
        }
      }
      let placed;
      try {
        placed = await placeOrder(user);
      } catch (error) {
        // Another call placed the member's pending order first: it is met on the next round.
        if (isUniqueViolation(error, 'marketplace_orders_pending_unique')) continue;
        throw error;
      }
      if (!placed.payment) {
        await mails.sendNow([placed.mail]);
        return null;
      }
      const clientSecret = await createIntent(user, placed.order, placed.payment);
      return { clientSecret, orderId: placed.order.id, total: money(placed.order.totalCents) };
    }
    throw paymentInProgress();
  }

  return {
    /**
     * Places the member's cart as an order. Answers the payment intent's client secret and the order id, or null
     * when nothing is to be paid (the order is placed).
     */
    create: createOrder,

    /**
     * 'Cancel Order and Go Back' for an unpaid order; a paid one can be cancelled until staff ship it: in one
     * transaction that locks the order (staff's steps lock it too, so shipping and cancelling never both win)
     * it becomes cancelled, its stock comes back and the durable refund job is written, which refunds it in
     * full at the gateway and mails the member.
     */
    async cancel(user: UserRow, orderId: number) {
      const order = await ownOrder(user, orderId);
      const cancelled =
        order.status === 'processing' ? await cancelPaid(order.id) : await cancelPending(order);
      if (!cancelled) {
        throw new ApiError(409, 'This order can no longer be cancelled.', 'ORDER_NOT_CANCELLABLE');
      }
      return viewOf(await ownOrder(user, orderId));
    },

    /** The member's orders (parent_id 0 only), newest first. */
    async list(user: UserRow) {
      const orders = await db
        .select()
        .from(marketplaceOrders)
        .where(and(eq(marketplaceOrders.userId, user.id), eq(marketplaceOrders.parentId, 0)))
        .orderBy(desc(marketplaceOrders.createdAt), desc(marketplaceOrders.id));
      return orderViews(db, orders);
    },

    async view(user: UserRow, orderId: number) {
      return viewOf(await ownOrder(user, orderId));
    },

    expireOrders,

    registerJobs() {
      jobs.register(EXPIRE_MARKETPLACE_ORDERS_JOB, expireOrders, { every: EXPIRE_EVERY_MS, atStart: true });
    },
  };
}
