import type { ElementType } from 'react';
import styled from 'styled-components';
import type { Schema } from '@wellness/api';
import { DataTable, type DataTableColumn, type DataTableProps } from '../../components/DataTable';
import { formatPrice } from '../../components/Price';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { amountOf, formatOrderDate, orderSubtotal } from '../orderFormat';

type OrderRow = Pick<
  Schema<'Order'>,
  'id' | 'number' | 'date_created' | 'status' | 'total' | 'total_tax' | 'parent_id' | 'line_items'
>;

interface OrdersColumnLabels {
  id: string;
  date: string;
  status: string;
  subtotal: string;
  tax: string;
  total: string;
  details: string;
}

const defaultOrdersColumnLabels: OrdersColumnLabels = {
  id: 'Order ID',
  date: 'Date',
  status: 'Status',
  subtotal: 'Sub Total',
  tax: 'Tax Amount',
  total: 'Grand Total',
  details: 'Details',
};

interface OrdersTableProps extends Pick<
  DataTableProps<OrderRow>,
  | 'caption'
  | 'captionHidden'
  | 'pageSize'
  | 'loading'
  | 'loadingLabel'
  | 'error'
  | 'errorText'
  | 'emptyText'
  | 'noMatchText'
  | 'paginationLabels'
  | 'searchLabel'
  | 'searchPlaceholder'
> {
  orders: readonly OrderRow[];
  /** The order page's address (§2: /order/{id}). */
  detailsHref: (order: OrderRow) => string;
  /** A router link, e.g. `linkAs={Link}`: it gets `to` as well as `href`. */
  linkAs?: ElementType;
  columnLabels?: Partial<OrdersColumnLabels>;
  viewDetailsLabel?: string;
  /** The status as shown (translated); capitalised by default. */
  statusLabel?: (status: string) => string;
  formatAmount?: (amount: number) => string;
  formatDate?: (iso: string) => string;
}

const DetailsLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** My Orders (§2): search, Order ID, Date, Status, Sub Total, Tax Amount, Grand Total, View Details. */
export function OrdersTable({
  orders,
  detailsHref,
  linkAs,
  columnLabels,
  viewDetailsLabel = 'View Details',
  statusLabel,
  formatAmount = (amount) => formatPrice(amount),
  formatDate = (iso) => formatOrderDate(iso),
  caption = 'My Orders',
  emptyText = 'There are no Order Item!',
  errorText = 'Oops something bad happened!',
  searchLabel = 'Search',
  ...table
}: OrdersTableProps) {
  const head = { ...defaultOrdersColumnLabels, ...columnLabels };
  // §2: only orders whose parent_id is 0 are listed.
  const rows = orders.filter((order) => order.parent_id === 0);
  const columns: DataTableColumn<OrderRow>[] = [
    { id: 'id', header: head.id, cell: (row) => <bdi>#{row.number}</bdi>, sortValue: (row) => row.id },
    {
      id: 'date',
      header: head.date,
      cell: (row) => <Amount>{formatDate(row.date_created)}</Amount>,
      sortValue: (row) => row.date_created,
    },
    {
      id: 'status',
      header: head.status,
      cell: (row) => <OrderStatusBadge status={row.status} label={statusLabel?.(row.status)} />,
      sortValue: (row) => row.status,
    },
    {
      id: 'subtotal',
      header: head.subtotal,
      align: 'end',
      cell: (row) => <Amount>{formatAmount(orderSubtotal(row))}</Amount>,
      sortValue: (row) => orderSubtotal(row),
    },
    {
      id: 'tax',
      header: head.tax,
      align: 'end',
      cell: (row) => <Amount>{formatAmount(amountOf(row.total_tax))}</Amount>,
    },
    {
      id: 'total',
      header: head.total,
      align: 'end',
      cell: (row) => <Amount>{formatAmount(amountOf(row.total))}</Amount>,
      sortValue: (row) => amountOf(row.total),
    },
    {
      id: 'details',
      header: head.details,
      align: 'center',
      cell: (row) => {
        const href = detailsHref(row);
        return (
          <DetailsLink as={linkAs ?? 'a'} href={href} {...(linkAs ? { to: href } : {})}>
            {viewDetailsLabel}
          </DetailsLink>
        );
      },
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      caption={caption}
      emptyText={emptyText}
      errorText={errorText}
      searchLabel={searchLabel}
      searchText={(row) =>
        [
          row.number,
          String(row.id),
          row.status,
          statusLabel?.(row.status) ?? '',
          formatDate(row.date_created),
        ].join(' ')
      }
      {...table}
    />
  );
}
