import type { ApiClient, Schema } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export type WsgJoinRequest = Schema<'StaffWsgRequest'>;
export type SessionRequest = Schema<'StaffSessionRequest'>;
type HeroApplication = Schema<'StaffHeroApplication'>;
type GroupProposal = Schema<'StaffWsgProposal'>;
export type PartnerApplication = Schema<'PartnerApplication'>;
/** Bank and PayPal details are never in it (the server keeps them sealed). */
export type VendorApplication = Schema<'VendorApplication'>;

/** The staff console's review queues and their rows. */
export interface QueueRows {
  wsgRequests: WsgJoinRequest;
  sessions: SessionRequest;
  applications: HeroApplication;
  proposals: GroupProposal;
  partnerApplications: PartnerApplication;
  vendorApplications: VendorApplication;
}
export type QueueId = keyof QueueRows;
export type QueueRow = QueueRows[QueueId];

export interface QueueQuery {
  page: number;
  sort?: string;
  order?: 'asc' | 'desc';
  search: string;
}

export interface QueuePage {
  items: QueueRow[];
  total: number;
  page: number;
  pageSize: number;
}

export type Decision = Schema<'StaffDecisionRequest'>;

export const QUEUE_PAGE_SIZE = 10;

function params(query: QueueQuery) {
  return {
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
    ...(query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : {}),
    ...(query.search.trim() ? { search: query.search.trim().slice(0, 100) } : {}),
  };
}

/** One page of a queue, searched and sorted by the server. */
export async function fetchQueue(
  api: ApiClient,
  queue: QueueId,
  query: QueueQuery,
): Promise<ApiOutcome<QueuePage>> {
  const q = params(query);
  switch (queue) {
    case 'wsgRequests':
      return toOutcome(
        await api.GET('/staff/wsg/requests', {
          params: { query: q as { sort?: 'requestedAt' | 'member' | 'group' } & typeof q },
        }),
      ) as ApiOutcome<QueuePage>;
    case 'sessions':
      return toOutcome(
        await api.GET('/staff/healthHero/sessions', {
          params: {
            query: q as { sort?: 'requestedAt' | 'member' | 'healthHero' | 'sessionDate' } & typeof q,
          },
        }),
      ) as ApiOutcome<QueuePage>;
    case 'applications':
      return toOutcome(
        await api.GET('/staff/healthHero/applications', {
          params: { query: q as { sort?: 'requestedAt' | 'member' | 'category' } & typeof q },
        }),
      ) as ApiOutcome<QueuePage>;
    case 'proposals':
      return toOutcome(
        await api.GET('/staff/wsg/proposals', {
          params: {
            query: q as { sort?: 'requestedAt' | 'member' | 'groupName' | 'groupCategory' } & typeof q,
          },
        }),
      ) as ApiOutcome<QueuePage>;
    case 'partnerApplications':
      return toOutcome(
        await api.GET('/staff/partner/applications', {
          params: { query: q as { sort?: 'requestedAt' | 'name' | 'type' } & typeof q },
        }),
      ) as ApiOutcome<QueuePage>;
    case 'vendorApplications':
      return toOutcome(
        await api.GET('/staff/vendor/applications', {
          params: { query: q as { sort?: 'requestedAt' | 'name' | 'store' } & typeof q },
        }),
      ) as ApiOutcome<QueuePage>;
  }
}

/** Accepts or rejects one pending row. */
export async function decide(
  api: ApiClient,
  queue: QueueId,
  uuid: string,
  body: Decision,
): Promise<ApiOutcome<unknown>> {
  const options = { params: { path: { uuid } }, body };
  switch (queue) {
    case 'wsgRequests':
      return toOutcome(await api.PATCH('/staff/wsg/requests/{uuid}', options));
    case 'sessions':
      return toOutcome(await api.PATCH('/staff/healthHero/sessions/{uuid}', options));
    case 'applications':
      return toOutcome(await api.PATCH('/staff/healthHero/applications/{uuid}', options));
    case 'proposals':
      return toOutcome(await api.PATCH('/staff/wsg/proposals/{uuid}', options));
    case 'partnerApplications':
      return toOutcome(await api.PATCH('/staff/partner/applications/{uuid}', options));
    case 'vendorApplications':
      return toOutcome(await api.PATCH('/staff/vendor/applications/{uuid}', options));
  }
}
