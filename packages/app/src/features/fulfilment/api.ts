import type { ApiClient, Schema } from '@wellness/api';
import type { FulfilmentFilter, FulfilmentStep } from '@wellness/ui/staff';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** A paid marketplace order as fulfilment staff see it (the order and who bought it). */
export type StaffOrder = Schema<'StaffOrder'>;
export type OrderSort = 'date_created' | 'id' | 'member' | 'status' | 'total';

export interface OrdersQuery {
  page: number;
  sort?: OrderSort;
  order?: 'asc' | 'desc';
  search: string;
  filter: FulfilmentFilter;
}

export interface OrdersPage {
  items: StaffOrder[];
  total: number;
  page: number;
  pageSize: number;
}

export const ORDERS_PAGE_SIZE = 10;

/** One page of paid orders, filtered, searched and sorted by the server ('waiting': processing and shipped). */
export async function fetchOrders(api: ApiClient, query: OrdersQuery): Promise<ApiOutcome<OrdersPage>> {
  const search = query.search.trim().slice(0, 100);
  return toOutcome(
    await api.GET('/staff/orders', {
      params: {
        query: {
          page: query.page,
          pageSize: ORDERS_PAGE_SIZE,
          ...(query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : {}),
          ...(search ? { search } : {}),
          ...(query.filter === 'waiting' ? {} : { status: query.filter }),
        },
      },
    }),
  );
}

/** One paid order with its member, shipping address and phone (404 for an unknown or unpaid one). */
export async function fetchOrder(api: ApiClient, id: number): Promise<ApiOutcome<StaffOrder>> {
  return toOutcome(await api.GET('/staff/orders/{id}', { params: { path: { id } } }));
}

/** processing → shipped → completed (audited; the member is mailed with the receipt). */
export async function stepOrder(
  api: ApiClient,
  id: number,
  status: FulfilmentStep,
): Promise<ApiOutcome<StaffOrder>> {
  return toOutcome(await api.PATCH('/staff/orders/{id}', { params: { path: { id } }, body: { status } }));
}

/**
 * A full refund through the card gateway, with the reason told to the member. Its stock comes back unless the
 * goods were shipped (then they stay sold).
 */
export async function refundOrder(
  api: ApiClient,
  id: number,
  reason: string,
  goodsShipped: boolean,
): Promise<ApiOutcome<StaffOrder>> {
  return toOutcome(
    await api.POST('/staff/orders/{id}/refund', { params: { path: { id } }, body: { reason, goodsShipped } }),
  );
}
