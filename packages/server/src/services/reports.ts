import type { Schema } from '@wellness/api';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { transactions } from '../db/schema.js';
import { validationError } from '../errors.js';
import type { Services } from './context.js';

/** The organisation's zone: the programme's days and months, and so the report's periods, are Pacific time. */
export const ORGANISATION_TIME_ZONE = 'America/Los_Angeles';
export const REPORT_CURRENCY = 'USD';
/** The most periods one report answers (a year of days, eight years of weeks, 33 of months). */
export const MAX_REPORT_PERIODS = 400;

export type ReportInterval = 'day' | 'week' | 'month';
export type RevenueReport = Schema<'RevenueReport'>;
type RevenueFigures = Schema<'RevenueFigures'>;

export interface ReportQuery {
  from: string;
  to: string;
  interval?: ReportInterval;
}

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) as a UTC midnight: arithmetic on days with no zone involved. */
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day, refused with 400 when it does not exist (2026-02-30) or lies outside 1970–2999. */
function realDay(date: string, field: 'from' | 'to') {
  const day = calendarDay(date);
  const year = day.getUTCFullYear();
  if (Number.isNaN(day.getTime()) || isoDay(day) !== date || year < 1970 || year > 2999) {
    throw validationError(`/${field}`, `${field}: must be a calendar date (YYYY-MM-DD)`);
  }
  return day;
}

/** The first day of the period holding `day` (weeks start on Monday, as PostgreSQL's date_trunc). */
function periodStart(day: Date, interval: ReportInterval): Date {
  if (interval === 'day') return day;
  if (interval === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

function nextPeriod(start: Date, interval: ReportInterval): Date {
  if (interval === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (interval === 'week' ? 7 : 1) * DAY_MS);
}

/** Every period from the one holding `from` to the one holding `to`; 400 when `to` is before `from` or too far. */
export function reportPeriods(query: ReportQuery): { interval: ReportInterval; periods: string[] } {
  const interval = query.interval ?? 'month';
  const from = realDay(query.from, 'from');
  const to = realDay(query.to, 'to');
  if (to < from) throw validationError('/to', 'to: must not be before from');
  const periods: string[] = [];
  for (let p = periodStart(from, interval); p <= to; p = nextPeriod(p, interval)) {
    if (periods.length === MAX_REPORT_PERIODS) {
      throw validationError('/to', `to: at most ${MAX_REPORT_PERIODS} periods in one report`);
    }
    periods.push(isoDay(p));
  }
  return { interval, periods };
}

/** Integer cents as dollars with two decimals, exactly ("-1234.50"). */
export function centsToDollars(cents: bigint | number): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

interface CentsRow {
  packages: bigint;
  events: bigint;
  marketplace: bigint;
  refunds: bigint;
}

function figures(row: CentsRow): RevenueFigures {
  return {
    packages: centsToDollars(row.packages),
    events: centsToDollars(row.events),
    marketplace: centsToDollars(row.marketplace),
    refunds: centsToDollars(row.refunds),
    net: centsToDollars(row.packages + row.events + row.marketplace - row.refunds),
  };
}

/** The ledger's row types (openapi.yaml Transaction.type) and the report's column each adds to. */
const LEDGER_COLUMNS: Record<string, keyof CentsRow> = {
  package: 'packages',
  event: 'events',
  marketplace: 'marketplace',
  refund: 'refunds',
};

const zeroCents = (): CentsRow => ({ packages: 0n, events: 0n, marketplace: 0n, refunds: 0n });

/**
 * The periods as a VALUES list of (period, first_day, next_day): a period's days within [from, to], the first and
 * last periods cut short by the range. Read as `${periodRanges(…)} as p(period, first_day, next_day)`; a period's
 * instants are `p.first_day::timestamp at time zone <zone>` up to the same of `p.next_day`.
 */
export function periodRanges(query: ReportQuery, interval: ReportInterval, periods: string[]) {
  const end = isoDay(new Date(calendarDay(query.to).getTime() + DAY_MS));
  const ranges = periods.map((start, i) => {
    const next = periods[i + 1] ?? isoDay(nextPeriod(calendarDay(start), interval));
    return sql`(${start}::text, ${start < query.from ? query.from : start}::date, ${next > end ? end : next}::date)`;
  });
  return sql`(values ${sql.join(ranges, sql`, `)})`;
}

/** The instants of the range's first day's start and the day after its last, in the organisation's zone. */
export function rangeInstants(query: ReportQuery) {
  const end = isoDay(new Date(calendarDay(query.to).getTime() + DAY_MS));
  return {
    start: sql`(${query.from}::date::timestamp at time zone ${ORGANISATION_TIME_ZONE})`,
    end: sql`(${end}::date::timestamp at time zone ${ORGANISATION_TIME_ZONE})`,
  };
}

/** The rows of one raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(db: Pick<Database, 'execute'>, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/**
 * The revenue report's one statement: each period is a range of instants (its local days' starts in the
 * organisation's zone, converted by the database, which knows the zone's rules), so the ledger is read by an
 * index-only range scan of `transactions_report_idx` with no per-row time zone arithmetic. Exported for the
 * benchmark's plan.
 */
export function revenueStatement(query: ReportQuery, interval: ReportInterval, periods: string[]) {
  return sql`
    select p.period, t.type,
      -- numeric(10,2) sums exactly; × 100 is a whole number of cents
      (sum(t.total) * 100)::bigint::text as cents
    from ${periodRanges(query, interval, periods)} as p(period, first_day, next_day)
    join ${transactions} t
      on t.status
      and t.transaction_date >= (p.first_day::timestamp at time zone ${ORGANISATION_TIME_ZONE})
      and t.transaction_date < (p.next_day::timestamp at time zone ${ORGANISATION_TIME_ZONE})
    group by p.period, t.type`;
}

export function reportsService(services: Pick<Services, 'db'>) {
  const { db } = services;

  /**
   * Revenue per period from the members' ledger (`transactions`, the rows of their histories): successful
   * payments by kind and the refunds made, in integer cents (one statement: `revenueStatement`).
   */
  async function revenue(query: ReportQuery): Promise<RevenueReport> {
    const { interval, periods } = reportPeriods(query);
    const result = (await db.execute(revenueStatement(query, interval, periods))) as unknown as {
      rows: { period: string; type: string; cents: string }[];
    };
    const byPeriod = new Map<string, CentsRow>();
    for (const row of result.rows) {
      const cents = byPeriod.get(row.period) ?? zeroCents();
      const column = LEDGER_COLUMNS[row.type];
      if (column) cents[column] += BigInt(row.cents);
      byPeriod.set(row.period, cents);
    }
    const totals = zeroCents();
    const answerRows = periods.map((start) => {
      const row = byPeriod.get(start) ?? zeroCents();
      totals.packages += row.packages;
      totals.events += row.events;
      totals.marketplace += row.marketplace;
      totals.refunds += row.refunds;
      return { period: start, ...figures(row) };
    });
    return {
      currency: REPORT_CURRENCY,
      timeZone: ORGANISATION_TIME_ZONE,
      interval,
      from: query.from,
      to: query.to,
      rows: answerRows,
      totals: figures(totals),
    };
  }

  return { revenue };
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows as CSV (RFC 4180: CRLF line ends), with a header row of the given columns. */
export function toCsv<Row extends Record<string, string | number>>(
  columns: (keyof Row & string)[],
  rows: Row[],
) {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvField(row[c]!)).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export const REVENUE_CSV_COLUMNS = ['period', 'packages', 'events', 'marketplace', 'refunds', 'net'] as const;
