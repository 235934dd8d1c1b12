import type { ApiClient, Schema } from '@wellness/api';
import type { MemberAction, MemberActionValues, MemberFilters } from '@wellness/ui/staff';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export type MemberRecord = Schema<'MemberRecord'>;
export type MemberDetail = Schema<'StaffMemberDetail'>;
export type MemberSort = 'name' | 'email' | 'createdAt' | 'packageExpiresAt';

export interface MembersQuery {
  page: number;
  sort?: MemberSort;
  order?: 'asc' | 'desc';
  search: string;
  filters: MemberFilters;
}

export interface MembersPage {
  items: MemberRecord[];
  total: number;
  page: number;
  pageSize: number;
}

export const MEMBERS_PAGE_SIZE = 10;

/** The query of `GET /staff/members` (the table's page, or every row as CSV). */
export function membersQueryOf(query: MembersQuery) {
  const search = query.search.trim().slice(0, 100);
  const { filters } = query;
  return {
    ...(query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : {}),
    ...(search ? { search } : {}),
    ...(filters.package ? { package: filters.package } : {}),
    ...(filters.verified ? { verified: filters.verified === 'true' } : {}),
    ...(filters.blocked ? { blocked: filters.blocked === 'true' } : {}),
    ...(filters.staffRole ? { staffRole: filters.staffRole } : {}),
  };
}

export async function fetchMembers(api: ApiClient, query: MembersQuery): Promise<ApiOutcome<MembersPage>> {
  return toOutcome(
    await api.GET('/staff/members', {
      params: { query: { page: query.page, pageSize: MEMBERS_PAGE_SIZE, ...membersQueryOf(query) } },
    }),
  );
}

/** The same rows as CSV (every matching row, no paging), as the browser downloads it: the token cannot ride on a link. */
export function membersCsvUrl(query: MembersQuery) {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [key, value] of Object.entries(membersQueryOf(query))) params.set(key, String(value));
  return `/v1/staff/members?${params.toString()}`;
}

export async function fetchMember(api: ApiClient, uuid: string): Promise<ApiOutcome<MemberDetail>> {
  return toOutcome(await api.GET('/staff/members/{uuid}', { params: { path: { uuid } } }));
}

/** One action of the member's page; each is audited with its reason. */
export async function memberAction(
  api: ApiClient,
  uuid: string,
  action: MemberAction,
  values: MemberActionValues,
  paymentId?: string,
): Promise<ApiOutcome<unknown>> {
  const path = { uuid };
  const reason = values.reason;
  switch (action) {
    case 'verify':
      return toOutcome(
        await api.POST('/staff/members/{uuid}/verification-mail', { params: { path }, body: { reason } }),
      );
    case 'give':
      return toOutcome(
        await api.POST('/staff/members/{uuid}/package', {
          params: { path },
          body: { packageId: values.packageId ?? '', days: values.days ?? 0, reason },
        }),
      );
    case 'cancel':
      return toOutcome(
        await api.POST('/staff/members/{uuid}/package/cancel', { params: { path }, body: { reason } }),
      );
    case 'refund':
      return toOutcome(
        await api.POST('/staff/members/{uuid}/refunds', {
          params: { path },
          body: {
            paymentId: paymentId ?? '',
            reason,
            ...(values.amountCents ? { amountCents: values.amountCents } : {}),
          },
        }),
      );
    case 'block':
    case 'unblock':
      return toOutcome(
        await api.POST('/staff/members/{uuid}/block', {
          params: { path },
          body: { blocked: action === 'block', reason },
        }),
      );
    case 'erase':
      return toOutcome(await api.POST('/staff/members/{uuid}/erase', { params: { path }, body: { reason } }));
  }
}

/** The packages (to filter by, and to give). */
export async function fetchPackageList(api: ApiClient) {
  return toOutcome(await api.GET('/user/package/list'));
}
