import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingIndicator } from '@wellness/ui/components/LoadingIndicator';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CardCheckout, CheckoutProblem } from '../../payments/CardCheckout';
import { payPath, UPCOMING_PATH } from '../paths';
import { checkoutOpened, clampQuantity, orderCancelRequested, payRequested } from '../slice';

/** /payment/checkout?orderId=…&eventUuid=…&quantity=…: 'Make Payment' for one order (§2). */
export function CheckoutPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const eventUuid = params.get('eventUuid') ?? '';
  const quantity = clampQuantity(params.get('quantity'));
  const validOrder = Number.isInteger(orderId) && orderId > 0;
  const checkout = useAppSelector((state) => state.events.checkout);

  useEffect(() => {
    if (validOrder) dispatch(checkoutOpened({ orderId, eventUuid, quantity }));
  }, [dispatch, validOrder, orderId, eventUuid, quantity]);

  const session = checkout.session;
  if (!validOrder || checkout.status === 'unavailable') {
    return (
      <CheckoutProblem>
        <p role="alert">{t('app.events.checkout.unavailable')}</p>
        <Link to={eventUuid ? payPath(eventUuid, quantity) : UPCOMING_PATH}>
          {t(eventUuid ? 'app.events.checkout.backToOrder' : 'app.events.order.back')}
        </Link>
      </CheckoutProblem>
    );
  }
  if (checkout.status !== 'ready' || !session || session.orderId !== orderId) {
    return <LoadingIndicator label={t('app.events.checkout.loading')} />;
  }

  return (
    <CardCheckout
      amount={session.amount}
      summary={t('app.events.checkout.orderLine', { name: session.eventName, quantity: session.quantity })}
      gateway={checkout.gateway}
      publishableKey={checkout.publishableKey}
      confirming={checkout.confirming}
      cancelling={checkout.cancelling}
      onPay={(card) => dispatch(payRequested(card))}
      onCancelOrder={() => dispatch(orderCancelRequested())}
    />
  );
}

export { CheckoutPage as Component };
