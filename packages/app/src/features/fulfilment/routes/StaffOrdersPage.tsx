import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatPrice, PageHeader, StatusBadge } from '@wellness/ui';
import { StaffOrdersTable, type StaffQueueColumn } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { requestedAt } from '../../staff/routes/queues';
import { ORDERS_PAGE_SIZE, type OrderSort, type StaffOrder } from '../api';
import { orderChangeRequested, ordersRequested } from '../slice';
import { querySortOf, tableSortOf } from '../../staff/serverSort';

/** Amounts and dates read left to right on one line, in Arabic too. */
const Unbroken = ({ children }: { children: string }) => (
  <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </span>
);

/**
 * /staff/orders (beyond the spec, issue 16): paid marketplace orders waiting for staff. Each is marked shipped,
 * then completed (its items can then be reviewed), or refunded through the card gateway; the member is mailed
 * at every step.
 */
export function StaffOrdersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.fulfilment);
  const title = t('app.staff.nav.orders');

  useEffect(() => {
    dispatch(ordersRequested());
  }, [dispatch]);

  // '$54.00' in every language, as the member's receipts show it.
  const money = (amount: string) => formatPrice(Number(amount));
  const describe = (order: StaffOrder) =>
    t('app.fulfilment.table.describe', {
      number: order.number,
      member: order.member.name ?? order.member.email,
      total: money(order.total),
    });

  const columns: StaffQueueColumn<StaffOrder>[] = [
    {
      id: 'id',
      header: t('app.fulfilment.column.order'),
      sortable: true,
      // The order's page: the whole order, with its address and phone.
      cell: (o) => (
        <Link to={`/staff/orders/${o.id}`} aria-label={t('app.fulfilment.action.open', { number: o.number })}>
          <bdi>#{o.number}</bdi>
        </Link>
      ),
    },
    {
      id: 'member',
      header: t('app.fulfilment.column.member'),
      sortable: true,
      // The name, or the e-mail when the member gave none (the search finds either).
      cell: (o) => <bdi>{o.member.name ?? o.member.email}</bdi>,
    },
    {
      id: 'shipTo',
      header: t('app.fulfilment.column.shipTo'),
      // Where to send it: the member's shipping address as the order recorded it, each line in its own direction.
      cell: (o) =>
        [
          o.billing.address_1,
          o.billing.address_2,
          [o.billing.city, o.billing.state, o.billing.postcode].filter(Boolean).join(', '),
          o.billing.country,
        ]
          .filter(Boolean)
          .map((line) => (
            <div key={line} dir="auto">
              {line}
            </div>
          )),
    },
    {
      id: 'contact',
      header: t('app.fulfilment.column.contact'),
      cell: (o) => (
        <>
          <div>
            <bdi dir="ltr">{o.member.email}</bdi>
          </div>
          {o.billing.phone && (
            <div>
              <bdi dir="ltr">{o.billing.phone}</bdi>
            </div>
          )}
        </>
      ),
    },
    {
      id: 'items',
      header: t('app.fulfilment.column.items'),
      cell: (o) =>
        o.line_items.map((item) => (
          // Each item reads in its own direction (product names are English in an Arabic page).
          <div key={item.id} dir="auto">
            {`${item.quantity} × ${item.name}`}
          </div>
        )),
    },
    {
      id: 'total',
      header: t('app.fulfilment.column.total'),
      sortable: true,
      align: 'end',
      cell: (o) => <Unbroken>{money(o.total)}</Unbroken>,
    },
    {
      id: 'date_created',
      header: t('app.fulfilment.column.paid'),
      sortable: true,
      // MM-DD-YYYY (§9); the time is in the member's receipt.
      cell: (o) => <Unbroken>{requestedAt(o.date_paid ?? o.date_created).slice(0, 10)}</Unbroken>,
    },
    {
      id: 'status',
      header: t('app.fulfilment.column.status'),
      sortable: true,
      cell: (o) => (
        <StatusBadge
          status={o.status}
          label={intl.formatMessage({ id: `app.fulfilment.status.${o.status}`, defaultMessage: o.status })}
        />
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={title} />
      <StaffOrdersTable<StaffOrder>
        caption={title}
        rows={state.items}
        columns={columns}
        page={state.query.page}
        total={state.total}
        pageSize={ORDERS_PAGE_SIZE}
        sort={tableSortOf(state.query)}
        search={state.query.search}
        filter={state.query.filter}
        onPageChange={(page) => dispatch(ordersRequested({ query: { page } }))}
        onSortChange={(sort) => dispatch(ordersRequested({ query: querySortOf<OrderSort>(sort) }))}
        onSearchChange={(search) => dispatch(ordersRequested({ query: { page: 1, search }, debounce: true }))}
        onFilterChange={(filter) => dispatch(ordersRequested({ query: { page: 1, filter } }))}
        onStep={(order, step) => dispatch(orderChangeRequested({ order, change: { kind: 'step', step } }))}
        onRefund={(order, reason) =>
          dispatch(orderChangeRequested({ order, change: { kind: 'refund', reason } }))
        }
        describe={describe}
        busyIds={state.busy}
        loading={state.status === 'idle' || (state.status === 'loading' && state.items.length === 0)}
        error={state.status === 'failed'}
        labels={{
          search: t('app.fulfilment.table.search'),
          searchPlaceholder: t('app.fulfilment.table.searchPlaceholder'),
          filter: t('app.fulfilment.table.filter'),
          filters: {
            waiting: t('app.fulfilment.filter.waiting'),
            completed: t('app.fulfilment.filter.completed'),
            refunded: t('app.fulfilment.filter.refunded'),
          },
          actions: t('app.fulfilment.table.actions'),
          ship: t('app.fulfilment.action.ship'),
          complete: t('app.fulfilment.action.complete'),
          refund: t('app.fulfilment.action.refund'),
          shipRow: (description) => t('app.fulfilment.action.shipRow', { description }),
          completeRow: (description) => t('app.fulfilment.action.completeRow', { description }),
          refundRow: (description) => t('app.fulfilment.action.refundRow', { description }),
          loading: t('app.staff.queue.loading'),
          empty: t('app.fulfilment.table.empty'),
          noMatch: t('app.fulfilment.table.noMatch'),
          error: t('app.staff.queue.error'),
        }}
        refundLabels={{
          title: t('app.fulfilment.refundDialog.title'),
          reason: t('app.staff.rejectDialog.reason'),
          reasonHelper: t('app.fulfilment.refundDialog.reasonHelper'),
          reasonRequired: t('app.staff.rejectDialog.reasonRequired'),
          confirm: t('app.fulfilment.action.refund'),
          cancel: t('app.staff.rejectDialog.cancel'),
          busy: t('app.fulfilment.refundDialog.busy'),
          close: t('app.staff.rejectDialog.close'),
        }}
      />
    </section>
  );
}

export { StaffOrdersPage as Component };
