import type { ApiClient, Schema } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export type RevenueReport = Schema<'RevenueReport'>;
export type MembersReport = Schema<'MembersReport'>;
export type EventsReport = Schema<'EventsReport'>;
export type ShopReport = Schema<'ShopReport'>;
/** The dashboard's reports, each with its call and its CSV. */
export type ReportId = 'revenue' | 'members' | 'events' | 'shop';
export interface ReportRange {
  from: string;
  to: string;
  interval: 'day' | 'week' | 'month';
}

/** The organisation's zone: its months are the report's (the server buckets in the same zone). */
export const ORGANISATION_TIME_ZONE = 'America/Los_Angeles';

/** Today in the organisation's zone (YYYY-MM-DD). */
export function organisationToday(now: number) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ORGANISATION_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The dashboard's range: the twelve months up to today, monthly. */
export function lastTwelveMonths(now: number): ReportRange {
  const today = organisationToday(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 12, 1));
  return { from: first.toISOString().slice(0, 10), to: today, interval: 'month' };
}

/** The events report's range: last month and this month, in the organisation's zone. */
export function lastAndThisMonth(now: number): { from: string; to: string } {
  const today = organisationToday(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export async function fetchMembers(api: ApiClient, range: ReportRange): Promise<ApiOutcome<MembersReport>> {
  return toOutcome(await api.GET('/staff/reports/members', { params: { query: range } }));
}

export async function fetchEvents(
  api: ApiClient,
  range: { from: string; to: string },
): Promise<ApiOutcome<EventsReport>> {
  return toOutcome(await api.GET('/staff/reports/events', { params: { query: range } }));
}

export async function fetchShop(api: ApiClient, range: ReportRange): Promise<ApiOutcome<ShopReport>> {
  return toOutcome(await api.GET('/staff/reports/shop', { params: { query: range } }));
}

export async function fetchRevenue(api: ApiClient, range: ReportRange): Promise<ApiOutcome<RevenueReport>> {
  return toOutcome(await api.GET('/staff/reports/revenue', { params: { query: range } }));
}

/** A report as CSV, as the browser downloads it (the bearer token cannot ride on a plain link). */
export function reportCsvUrl(report: ReportId, range: { from: string; to: string; interval?: string }) {
  const query = new URLSearchParams({ ...range, format: 'csv' });
  return `/v1/staff/reports/${report}?${query.toString()}`;
}

/** The file name the server gives the same CSV. */
export function reportCsvName(report: ReportId, range: { from: string; to: string; interval?: string }) {
  return `${report}-${range.from}-${range.to}${range.interval ? `-${range.interval}` : ''}.csv`;
}

/** The review queues the dashboard counts, each opening its page. */
export const QUEUES = [
  { id: 'wsgRequests', path: '/staff/wsg/requests', page: '/staff/requests' },
  { id: 'sessions', path: '/staff/healthHero/sessions', page: '/staff/sessions' },
  { id: 'applications', path: '/staff/healthHero/applications', page: '/staff/applications' },
  { id: 'proposals', path: '/staff/wsg/proposals', page: '/staff/proposals' },
  { id: 'partnerApplications', path: '/staff/partner/applications', page: '/staff/partners' },
  { id: 'vendorApplications', path: '/staff/vendor/applications', page: '/staff/vendors' },
  { id: 'orders', path: '/staff/orders', page: '/staff/orders' },
] as const;
export type QueueCountId = (typeof QUEUES)[number]['id'];

/** How many rows wait in one queue (a page of one row: the answer's total). */
export async function fetchQueueCount(
  api: ApiClient,
  path: (typeof QUEUES)[number]['path'],
): Promise<ApiOutcome<number>> {
  // Every queue's list answers a staff page ({ items, total, page, pageSize }) to the same paging query.
  const outcome = toOutcome(
    await api.GET(path as '/staff/orders', { params: { query: { page: 1, pageSize: 1 } } }),
  );
  return outcome.ok ? { ...outcome, data: outcome.data.total } : outcome;
}
