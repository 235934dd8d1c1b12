import type { Schema } from '@wellness/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { packageChanges, packages, users } from '../db/schema.js';
import { ORGANISATION_TIME_ZONE, periodRanges, reportPeriods, rowsOf, type ReportQuery } from './reports.js';

export type MembersReport = Schema<'MembersReport'>;
type PeriodCounts = Schema<'ReportPeriodCounts'>;

const DAY_MS = 86_400_000;
/** Members whose paid package renews by itself within this many days are listed. */
export const RENEWAL_WINDOW_DAYS = 30;
const RENEWALS_LISTED = 100;

const CHANGE_KINDS = ['bought', 'upgraded', 'renewed', 'cancelled'] as const;
type CountColumn = 'signUps' | 'verified' | 'lapsed' | (typeof CHANGE_KINDS)[number];

/**
 * The members report (GET /staff/reports/members), from `users` (sign-ups, confirmed addresses, the renewals to
 * come) and the package history `package_changes`. No money figures: support may read it.
 */
export async function membersReport(db: Database, query: ReportQuery, now: Date): Promise<MembersReport> {
  const { interval, periods } = reportPeriods(query);
  const ranges = periodRanges(query, interval, periods);
  const tz = ORGANISATION_TIME_ZONE;
  const start = sql`(p.first_day::timestamp at time zone ${tz})`;
  const end = sql`(p.next_day::timestamp at time zone ${tz})`;
  const renewalsUntil = new Date(now.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS);

  const [packageRows, held, counts, renewals] = await Promise.all([
    db
      .select({
        uuid: packages.id,
        name: packages.name,
        colour: packages.colour,
        annualCost: packages.annualCost,
      })
      .from(packages)
      .orderBy(packages.annualCost, packages.name),
    // Who holds what at each period's end: each member's latest change before it, while it has not run out.
    rowsOf<{ period: string; package_id: string; members: number }>(
      db,
      sql`
        select p.period, c.to_package_id as package_id, count(*)::int as members
        from ${ranges} as p(period, first_day, next_day)
        cross join lateral (
          select distinct on (h.user_id) h.to_package_id, h.expires_at
          from ${packageChanges} h
          where h.at < ${end}
          order by h.user_id, h.at desc
        ) c
        where c.to_package_id is not null and (c.expires_at is null or c.expires_at > ${end})
        group by p.period, c.to_package_id`,
    ),
    // The period's counts, each from its own index (users_created_at_idx, users_email_verified_at_idx,
    // package_changes_at_idx, package_changes_expires_idx).
    rowsOf<{ period: string; column: CountColumn; count: number }>(
      db,
      sql`
        select p.period, 'signUps' as column, count(*)::int as count
        from ${ranges} as p(period, first_day, next_day)
        join ${users} u on u.created_at >= ${start} and u.created_at < ${end}
        group by p.period
        union all
        select p.period, 'verified', count(*)::int
        from ${ranges} as p(period, first_day, next_day)
        join ${users} u on u.email_verified_at >= ${start} and u.email_verified_at < ${end}
        group by p.period
        union all
        select p.period, c.kind, count(*)::int
        from ${ranges} as p(period, first_day, next_day)
        join ${packageChanges} c on c.at >= ${start} and c.at < ${end}
          and c.kind in (${sql.join(
            CHANGE_KINDS.map((k) => sql`${k}`),
            sql`, `,
          )})
        group by p.period, c.kind
        union all
        -- A paid package lapsed when it ran out (by now) with no change of the member's before its end.
        select p.period, 'lapsed', count(*)::int
        from ${ranges} as p(period, first_day, next_day)
        join ${packageChanges} c on c.expires_at >= ${start} and c.expires_at < ${end} and c.expires_at <= ${now.toISOString()}::timestamptz
        join ${packages} k on k.id = c.to_package_id and k.annual_cost > 0
        where not exists (
          select 1 from ${packageChanges} n
          where n.user_id = c.user_id and n.at > c.at and n.at <= c.expires_at
        )
        group by p.period`,
    ),
    rowsOf<{ uuid: string; name: string | null; email: string; package: string; renews_at: Date | string }>(
      db,
      sql`
        select u.id as uuid, u.name, u.email, k.name as package, u.package_expires_at as renews_at
        from ${users} u
        join ${packages} k on k.id = u.package_id and k.annual_cost > 0
        where u.payment_subscription_id is not null and u.erased_at is null
          and u.package_expires_at > ${now.toISOString()}::timestamptz
          and u.package_expires_at <= ${renewalsUntil.toISOString()}::timestamptz
        order by u.package_expires_at, u.id`,
    ),
  ]);

  const byPeriod = new Map<string, PeriodCounts>();
  for (const period of periods) {
    byPeriod.set(period, {
      period,
      total: 0,
      byPackage: packageRows.map((p) => ({ uuid: p.uuid, count: 0 })),
      signUps: 0,
      verified: 0,
      bought: 0,
      upgraded: 0,
      renewed: 0,
      cancelled: 0,
      lapsed: 0,
    });
  }
  for (const row of held) {
    const period = byPeriod.get(row.period)!;
    const slot = period.byPackage.find((p) => p.uuid === row.package_id);
    if (slot) slot.count += row.members;
    period.total += row.members;
  }
  for (const row of counts) byPeriod.get(row.period)![row.column] += row.count;

  return {
    timeZone: ORGANISATION_TIME_ZONE,
    interval,
    from: query.from,
    to: query.to,
    packages: packageRows.map((p) => ({
      uuid: p.uuid,
      name: p.name,
      colour: p.colour,
      paid: p.annualCost > 0,
    })),
    rows: periods.map((p) => byPeriod.get(p)!),
    renewals: {
      count: renewals.length,
      members: renewals.slice(0, RENEWALS_LISTED).map((r) => ({
        uuid: r.uuid,
        name: r.name,
        email: r.email,
        package: r.package,
        renewsAt: new Date(r.renews_at).toISOString(),
      })),
    },
  };
}

/** The members report's CSV: one row per period, a column per package (by name) after the total. */
export function membersCsvRows(report: MembersReport) {
  const names = report.packages.map((p) => p.name);
  const columns = [
    'period',
    'total',
    ...names,
    'signUps',
    'verified',
    'bought',
    'upgraded',
    'renewed',
    'cancelled',
    'lapsed',
  ];
  const rows = report.rows.map((row) => {
    const line: Record<string, string | number> = { period: row.period, total: row.total };
    report.packages.forEach((p, i) => (line[p.name] = row.byPackage[i]!.count));
    for (const key of [
      'signUps',
      'verified',
      'bought',
      'upgraded',
      'renewed',
      'cancelled',
      'lapsed',
    ] as const)
      line[key] = row[key];
    return line;
  });
  return { columns, rows };
}
