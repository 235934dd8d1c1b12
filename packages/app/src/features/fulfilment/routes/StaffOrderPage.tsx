import { staffRoleMayUse } from '@wellness/api/rules';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { formatPrice, PageHeader } from '@wellness/ui';
import { StaffOrderDetail } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { requestedAt } from '../../staff/routes/queues';
import { orderChangeRequested, orderRequested } from '../slice';

/**
 * /staff/orders/:id (issue 31 item 3): one paid order, opened from the fulfilment list. Everything to ship it
 * (member, e-mail, address, phone), the lines and totals as the server charged them, its refund, and the steps the
 * list offers (ship, complete, refund for the roles that may).
 */
export function StaffOrderPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { id: param = '' } = useParams();
  const id = Number(param);
  const dispatch = useAppDispatch();
  const detail = useAppSelector((root) => root.fulfilment.detail);
  const busy = useAppSelector((root) => root.fulfilment.busy.includes(id));
  const staffRole = useAppSelector(selectUser)?.staffRole ?? null;

  useEffect(() => {
    dispatch(orderRequested({ id }));
  }, [dispatch, id]);

  const order = detail.id === id ? detail.order : null;
  const failed = detail.id === id && detail.status === 'failed';
  return (
    <section>
      <PageHeader
        title={
          <bdi>
            {order ? t('app.fulfilment.order.title', { number: order.number }) : t('app.staff.nav.orders')}
          </bdi>
        }
        action={<Link to="/staff/orders">{t('app.fulfilment.order.back')}</Link>}
      />
      <StaffOrderDetail
        order={order ?? undefined}
        loading={!order && !failed}
        error={failed}
        onRetry={() => dispatch(orderRequested({ id }))}
        busy={busy}
        canRefund={staffRoleMayUse('POST /staff/orders/{id}/refund', staffRole)}
        onStep={(step) =>
          order && dispatch(orderChangeRequested({ order, change: { kind: 'step', step }, from: 'page' }))
        }
        onRefund={(reason) =>
          order && dispatch(orderChangeRequested({ order, change: { kind: 'refund', reason }, from: 'page' }))
        }
        // '$54.00' in every language, as the member's receipts show it; the amounts are the server's.
        formatMoney={(amount) => formatPrice(Number(amount))}
        formatDate={requestedAt}
        labels={{
          order: (number) => t('app.fulfilment.order.title', { number }),
          placed: t('app.fulfilment.order.placed'),
          paid: t('app.fulfilment.order.paid'),
          shipped: t('app.fulfilment.order.shipped'),
          completed: t('app.fulfilment.order.completed'),
          refunded: t('app.fulfilment.order.refunded'),
          status: t('app.fulfilment.column.status'),
          statuses: {
            processing: t('app.fulfilment.status.processing'),
            shipped: t('app.fulfilment.status.shipped'),
            completed: t('app.fulfilment.status.completed'),
            refunded: t('app.fulfilment.status.refunded'),
          },
          member: t('app.fulfilment.order.member'),
          name: t('app.fulfilment.order.name'),
          email: t('app.fulfilment.order.email'),
          phone: t('app.fulfilment.order.phone'),
          noPhone: t('app.fulfilment.order.noPhone'),
          shipTo: t('app.fulfilment.order.shipTo'),
          items: t('app.fulfilment.order.items'),
          item: t('app.fulfilment.order.item'),
          quantity: t('app.fulfilment.order.quantity'),
          price: t('app.fulfilment.order.price'),
          lineTotal: t('app.fulfilment.order.lineTotal'),
          shipping: t('app.fulfilment.order.shipping'),
          free: t('app.fulfilment.order.free'),
          tax: t('app.fulfilment.order.tax'),
          total: t('app.fulfilment.order.total'),
          refunds: t('app.fulfilment.order.refunds'),
          refundedOn: (date) => t('app.fulfilment.order.refundedOn', { date }),
          noRefund: t('app.fulfilment.order.noRefund'),
          actions: t('app.fulfilment.table.actions'),
          ship: t('app.fulfilment.action.ship'),
          complete: t('app.fulfilment.action.complete'),
          refund: t('app.fulfilment.action.refund'),
          noAction: t('app.fulfilment.order.noAction'),
          loading: t('app.staff.queue.loading'),
          error: t('app.fulfilment.order.notFound'),
          retry: t('app.fulfilment.order.retry'),
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

export { StaffOrderPage as Component };
