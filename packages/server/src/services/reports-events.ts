import type { Schema } from '@wellness/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { eventOrders, eventRegistrations, events, payments, transactions } from '../db/schema.js';
import { validationError } from '../errors.js';
import {
  ORGANISATION_TIME_ZONE,
  REPORT_CURRENCY,
  centsToDollars,
  rangeInstants,
  reportPeriods,
  rowsOf,
  type ReportQuery,
} from './reports.js';

export type EventsReport = Schema<'EventsReport'>;
type EventFigures = Schema<'EventReportFigures'>;

/** The most events one report lists; a longer range is refused (400) rather than cut short. */
export const MAX_REPORT_EVENTS = 500;

interface EventRow {
  uuid: string;
  id: number;
  name: string;
  start_time: Date | string;
  status: Schema<'EventStatus'>;
  capacity: number | null;
  seats_taken: number;
  paid_seats: number;
  free_seats: number;
  cancellations: number;
  coupons_used: number;
  revenue_cents: string;
  refund_cents: string;
}

/**
 * The events report (GET /staff/reports/events): each event starting in the range, with its seats (the event's
 * own count), its live registrations paid (a payment above $0) and free, its paid orders with a coupon, its
 * cancelled registrations and the money paid and given back for it (the ledger, `transactions_event_report_idx`).
 * Check-ins are not recorded by the platform: 0, and `checkInsRecorded` says so.
 */
export async function eventsReport(db: Database, query: ReportQuery): Promise<EventsReport> {
  reportPeriods({ ...query, interval: 'month' });
  const { start, end } = rangeInstants(query);
  const rows = await rowsOf<EventRow>(
    db,
    sql`
      select e.id as uuid, e.number as id, e.name, e.start_time, e.status, e.capacity, e.seats_taken,
        r.paid_seats, r.free_seats, r.cancellations, o.coupons_used,
        t.revenue_cents, t.refund_cents
      from ${events} e
      cross join lateral (
        select
          coalesce(sum(g.quantity) filter (where g.is_active and pay.amount_cents > 0), 0)::int as paid_seats,
          coalesce(sum(g.quantity) filter (where g.is_active and coalesce(pay.amount_cents, 0) = 0), 0)::int
            as free_seats,
          count(*) filter (where g.cancelled_at is not null)::int as cancellations
        from ${eventRegistrations} g
        left join ${payments} pay on pay.id = g.payment_id
        where g.event_id = e.id
      ) r
      cross join lateral (
        select count(*)::int as coupons_used
        from ${eventOrders} eo
        where eo.event_id = e.id and eo.status = 'paid' and eo.voucher_id is not null
      ) o
      cross join lateral (
        select
          (coalesce(sum(l.total) filter (where l.type = 'event'), 0) * 100)::bigint::text as revenue_cents,
          (coalesce(sum(l.total) filter (where l.type = 'refund'), 0) * 100)::bigint::text as refund_cents
        from ${transactions} l
        where l.status and l.event_id = e.id
      ) t
      where e.start_time >= ${start} and e.start_time < ${end}
      order by e.start_time, e.number
      limit ${MAX_REPORT_EVENTS + 1}`,
  );
  if (rows.length > MAX_REPORT_EVENTS) {
    throw validationError(
      '/to',
      `to: at most ${MAX_REPORT_EVENTS} events in one report; choose a shorter range`,
    );
  }
  const totals = { seatsTaken: 0, paidSeats: 0, freeSeats: 0, couponsUsed: 0, cancellations: 0 };
  let revenue = 0n;
  let refunds = 0n;
  const answerRows = rows.map((row) => {
    const figures: EventFigures = {
      seatsTaken: row.seats_taken,
      paidSeats: row.paid_seats,
      freeSeats: row.free_seats,
      couponsUsed: row.coupons_used,
      revenue: centsToDollars(BigInt(row.revenue_cents)),
      refunds: centsToDollars(BigInt(row.refund_cents)),
      net: centsToDollars(BigInt(row.revenue_cents) - BigInt(row.refund_cents)),
      cancellations: row.cancellations,
      checkIns: 0,
    };
    totals.seatsTaken += row.seats_taken;
    totals.paidSeats += row.paid_seats;
    totals.freeSeats += row.free_seats;
    totals.couponsUsed += row.coupons_used;
    totals.cancellations += row.cancellations;
    revenue += BigInt(row.revenue_cents);
    refunds += BigInt(row.refund_cents);
    return {
      uuid: row.uuid,
      id: row.id,
      name: row.name,
      startTime: new Date(row.start_time).toISOString(),
      status: row.status,
      capacity: row.capacity,
      ...figures,
    };
  });
  return {
    currency: REPORT_CURRENCY,
    timeZone: ORGANISATION_TIME_ZONE,
    from: query.from,
    to: query.to,
    checkInsRecorded: false,
    rows: answerRows,
    totals: {
      ...totals,
      revenue: centsToDollars(revenue),
      refunds: centsToDollars(refunds),
      net: centsToDollars(revenue - refunds),
      checkIns: 0,
    },
  };
}

export const EVENTS_CSV_COLUMNS = [
  'event',
  'name',
  'start',
  'capacity',
  'seatsTaken',
  'paidSeats',
  'freeSeats',
  'couponsUsed',
  'revenue',
  'refunds',
  'net',
  'cancellations',
  'checkIns',
] as const;

export function eventsCsvRows(report: EventsReport) {
  return report.rows.map((row) => ({
    event: row.id,
    name: row.name,
    start: row.startTime,
    capacity: row.capacity ?? '',
    seatsTaken: row.seatsTaken,
    paidSeats: row.paidSeats,
    freeSeats: row.freeSeats,
    couponsUsed: row.couponsUsed,
    revenue: row.revenue,
    refunds: row.refunds,
    net: row.net,
    cancellations: row.cancellations,
    checkIns: row.checkIns,
  }));
}
