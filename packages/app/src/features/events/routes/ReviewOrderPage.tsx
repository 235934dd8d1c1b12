import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ReviewOrder } from '@wellness/ui/events';
import { LoadingIndicator } from '@wellness/ui/components/LoadingIndicator';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { UPCOMING_PATH } from '../paths';
import { couponRequested, orderRequested, proceedRequested } from '../slice';
import { eventModeLabel } from './eventModeLabel';
import { eventTimeProps } from './eventTimes';

const Problem = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
`;

/** /pay?eventUuid=…&quantity=…: Review Order with the coupon box and 'Proceed to Pay' (§2). */
export function ReviewOrderPage() {
  const intl = useIntl();
  const times = eventTimeProps(intl);
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const eventUuid = params.get('eventUuid') ?? '';
  const quantityParam = params.get('quantity');
  const order = useAppSelector((state) => state.events.order);

  useEffect(() => {
    dispatch(orderRequested({ eventUuid, quantity: quantityParam }));
  }, [dispatch, eventUuid, quantityParam]);

  if (order.status === 'failed') {
    return (
      <Problem>
        <p role="alert">{t('app.events.order.error')}</p>
        <Link to={UPCOMING_PATH}>{t('app.events.order.back')}</Link>
      </Problem>
    );
  }
  if (!order.event || order.event.uuid !== eventUuid || !order.amounts) {
    return <LoadingIndicator label={t('app.events.order.loading')} />;
  }

  const event = order.event;
  return (
    <ReviewOrder
      event={event}
      quantity={order.quantity}
      amounts={order.coupon ?? order.amounts}
      onApplyCoupon={(code) => dispatch(couponRequested(code))}
      couponBusy={order.couponBusy}
      couponStatus={order.couponOutcome}
      couponBox={{
        label: t('app.events.coupon.label'),
        placeholder: t('app.events.coupon.placeholder'),
        applyLabel: t('app.events.coupon.apply'),
        busyLabel: t('app.events.coupon.busy'),
        messages: {
          applied: t('app.events.coupon.applied'),
          invalid: t('app.events.coupon.invalid'),
          expired: t('app.events.coupon.expired'),
        },
      }}
      onProceed={() => dispatch(proceedRequested())}
      proceeding={order.proceeding}
      formatDate={times.formatDate}
      formatTime={times.formatTime}
      formatMode={eventModeLabel(intl)}
      labels={{
        title: t('app.events.order.title'),
        eventTable: t('app.events.order.eventTable'),
        name: t('app.events.order.name'),
        date: t('app.events.order.date'),
        time: t('app.events.order.time'),
        quantity: t('app.events.order.quantity'),
        price: t('app.events.order.price'),
        mode: t('app.events.order.mode'),
        paymentDetails: t('app.events.order.paymentDetails'),
        subtotal: t('app.events.order.subtotal'),
        discount: t('app.events.order.discount'),
        total: t('app.events.order.total'),
        proceed: t('app.events.order.proceed'),
        proceeding: t('app.events.order.proceeding'),
      }}
    />
  );
}

export { ReviewOrderPage as Component };
