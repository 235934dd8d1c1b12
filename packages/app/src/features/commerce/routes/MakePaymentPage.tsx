import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingIndicator } from '@wellness/ui/components/LoadingIndicator';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CardCheckout, CheckoutProblem } from '../../payments/CardCheckout';
import { ORDERS_PATH, orderPath } from '../paths';
import { checkoutOpened, orderCancelRequested, payRequested } from '../slice';
import { useCommerceText } from '../useCommerceText';

/**
 * /checkout?orderId=…: Make Payment (§2) for a marketplace order: the card form, Pay now (disabled while the
 * payment is confirmed), the note, and 'Cancel Order and Go Back'. The order's payment is kept in this tab's
 * storage, so a reload comes back here.
 */
export function MakePaymentPage() {
  const { t } = useCommerceText();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const validOrder = Number.isInteger(orderId) && orderId > 0;
  const checkout = useAppSelector((state) => state.commerce.checkout);

  useEffect(() => {
    if (validOrder) dispatch(checkoutOpened(orderId));
  }, [dispatch, validOrder, orderId]);

  const session = checkout.session;
  if (!validOrder || checkout.status === 'unavailable') {
    return (
      <CheckoutProblem>
        <h1>{t('app.events.checkout.title')}</h1>
        <p role="alert">{t('app.events.checkout.unavailable')}</p>
        <Link to={validOrder ? orderPath(orderId) : ORDERS_PATH}>
          {t(validOrder ? 'app.commerce.checkout.backToOrder' : 'app.commerce.order.back')}
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
      summary={t('app.commerce.checkout.orderLine', { id: session.orderId })}
      gateway={checkout.gateway}
      publishableKey={checkout.publishableKey}
      confirming={checkout.confirming}
      cancelling={checkout.cancelling}
      onPay={(card) => dispatch(payRequested(card))}
      onCancelOrder={() => dispatch(orderCancelRequested(session.orderId))}
    />
  );
}

export { MakePaymentPage as Component };
