import type { ApiClient, Schema } from '@wellness/api';
import type { StaffAuditFilters } from '@wellness/ui/staff';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export type StaffAuditEntry = Schema<'StaffAuditEntry'>;

export interface AuditPage {
  items: StaffAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditQuery {
  page: number;
  filters: StaffAuditFilters;
}

export const AUDIT_PAGE_SIZE = 10;

/** The instant a day (`YYYY-MM-DD`) starts in the reader's own zone. */
function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/**
 * The query of `GET /staff/audit`: the days of the filter are the reader's days, `to` included (the server's `to`
 * is the first instant after it).
 */
export function auditQueryOf({ page, filters }: AuditQuery) {
  const nextDay = (day: string) => {
    const start = startOfDay(day);
    return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  };
  return {
    page,
    pageSize: AUDIT_PAGE_SIZE,
    ...(filters.staff ? { staff: filters.staff } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.from ? { from: startOfDay(filters.from).toISOString() } : {}),
    ...(filters.to ? { to: nextDay(filters.to).toISOString() } : {}),
  };
}

export async function fetchAudit(api: ApiClient, query: AuditQuery): Promise<ApiOutcome<AuditPage>> {
  return toOutcome(await api.GET('/staff/audit', { params: { query: auditQueryOf(query) } }));
}

/** The staff members to filter by (active and deactivated; a team fits in the largest page). */
export async function fetchStaffOptions(
  api: ApiClient,
): Promise<ApiOutcome<{ uuid: string; name: string }[]>> {
  const outcome = toOutcome(await api.GET('/staff/team', { params: { query: { page: 1, pageSize: 100 } } }));
  if (!outcome.ok) return outcome;
  return {
    ...outcome,
    data: outcome.data.items.map((account) => ({ uuid: account.uuid, name: account.name ?? account.email })),
  };
}
