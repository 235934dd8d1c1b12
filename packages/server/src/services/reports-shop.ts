import type { Schema } from '@wellness/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  catalogItems,
  marketplaceOrderItems,
  marketplaceOrders,
  payments,
  transactions,
} from '../db/schema.js';
import {
  ORGANISATION_TIME_ZONE,
  REPORT_CURRENCY,
  centsToDollars,
  periodRanges,
  rangeInstants,
  reportPeriods,
  rowsOf,
  type ReportQuery,
} from './reports.js';

export type ShopReport = Schema<'ShopReport'>;

/** Items with at most this many units left are low in stock. */
export const LOW_STOCK_AT = 5;
const TOP_ITEMS = 10;
const LOW_STOCK_LISTED = 20;

interface Cents {
  orders: number;
  units: number;
  revenue: bigint;
  refunds: bigint;
}

const figures = (c: Cents) => ({
  orders: c.orders,
  units: c.units,
  revenue: centsToDollars(c.revenue),
  refunds: centsToDollars(c.refunds),
  net: centsToDollars(c.revenue - c.refunds),
});

/**
 * The shop report (GET /staff/reports/shop): orders and units by the day they were paid
 * (`marketplace_orders_paid_at_idx`); revenue and refunds from the ledger as the revenue report reads it (a refund
 * is the shop's when its payment was a marketplace payment); the top items of the range from the paid orders'
 * lines; the counted items low in stock (`catalog_items_low_stock_idx`).
 */
export async function shopReport(db: Database, query: ReportQuery): Promise<ShopReport> {
  const { interval, periods } = reportPeriods(query);
  const ranges = periodRanges(query, interval, periods);
  const tz = ORGANISATION_TIME_ZONE;
  const start = sql`(p.first_day::timestamp at time zone ${tz})`;
  const end = sql`(p.next_day::timestamp at time zone ${tz})`;
  const range = rangeInstants(query);
  const topBy = (order: 'units' | 'cents') =>
    rowsOf<{ id: number; name: string; units: number; cents: string }>(
      db,
      sql`
        select i.item_id as id, min(i.name) as name, sum(i.quantity)::int as units,
          sum(i.quantity::bigint * i.unit_price_cents)::text as cents
        from ${marketplaceOrders} o
        join ${marketplaceOrderItems} i on i.order_id = o.id
        where o.paid_at >= ${range.start} and o.paid_at < ${range.end}
        group by i.item_id
        order by ${order === 'units' ? sql`units desc, sum(i.quantity::bigint * i.unit_price_cents) desc` : sql`sum(i.quantity::bigint * i.unit_price_cents) desc, units desc`}, i.item_id
        limit ${TOP_ITEMS}`,
    );

  const [orderRows, moneyRows, topByUnits, topByRevenue, lowStock] = await Promise.all([
    rowsOf<{ period: string; orders: number; units: number }>(
      db,
      sql`
        select p.period, count(*)::int as orders, coalesce(sum(u.units), 0)::int as units
        from ${ranges} as p(period, first_day, next_day)
        join ${marketplaceOrders} o on o.paid_at >= ${start} and o.paid_at < ${end}
        cross join lateral (
          select sum(i.quantity) as units from ${marketplaceOrderItems} i where i.order_id = o.id
        ) u
        group by p.period`,
    ),
    rowsOf<{ period: string; revenue: string; refunds: string }>(
      db,
      sql`
        select p.period,
          (coalesce(sum(t.total) filter (where t.type = 'marketplace'), 0) * 100)::bigint::text as revenue,
          (coalesce(sum(t.total) filter (where t.type = 'refund' and pay.kind = 'marketplace'), 0) * 100)
            ::bigint::text as refunds
        from ${ranges} as p(period, first_day, next_day)
        join ${transactions} t on t.status and t.transaction_date >= ${start} and t.transaction_date < ${end}
          and t.type in ('marketplace', 'refund')
        left join ${payments} pay on pay.id = t.payment_id
        group by p.period`,
    ),
    topBy('units'),
    topBy('cents'),
    db
      .select({ id: catalogItems.id, name: catalogItems.name, stock: catalogItems.stockQuantity })
      .from(catalogItems)
      .where(
        sql`${catalogItems.stockQuantity} is not null and ${catalogItems.isActive} and ${catalogItems.stockQuantity} <= ${LOW_STOCK_AT}`,
      )
      .orderBy(catalogItems.stockQuantity, catalogItems.id)
      .limit(LOW_STOCK_LISTED),
  ]);

  const byPeriod = new Map<string, Cents>(
    periods.map((p) => [p, { orders: 0, units: 0, revenue: 0n, refunds: 0n }]),
  );
  for (const row of orderRows)
    Object.assign(byPeriod.get(row.period)!, { orders: row.orders, units: row.units });
  for (const row of moneyRows) {
    Object.assign(byPeriod.get(row.period)!, { revenue: BigInt(row.revenue), refunds: BigInt(row.refunds) });
  }
  const totals: Cents = { orders: 0, units: 0, revenue: 0n, refunds: 0n };
  for (const c of byPeriod.values()) {
    totals.orders += c.orders;
    totals.units += c.units;
    totals.revenue += c.revenue;
    totals.refunds += c.refunds;
  }
  const top = (rows: typeof topByUnits) =>
    rows.map((r) => ({ id: r.id, name: r.name, units: r.units, revenue: centsToDollars(BigInt(r.cents)) }));
  return {
    currency: REPORT_CURRENCY,
    timeZone: ORGANISATION_TIME_ZONE,
    interval,
    from: query.from,
    to: query.to,
    rows: periods.map((period) => ({ period, ...figures(byPeriod.get(period)!) })),
    totals: figures(totals),
    topByUnits: top(topByUnits),
    topByRevenue: top(topByRevenue),
    lowStockAt: LOW_STOCK_AT,
    lowStock: lowStock.map((item) => ({ id: item.id, name: item.name, stock: item.stock ?? 0 })),
  };
}

export const SHOP_CSV_COLUMNS = ['period', 'orders', 'units', 'revenue', 'refunds', 'net'] as const;
