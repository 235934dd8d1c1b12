import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CheckoutPanel } from '@wellness/ui/events';
import { LocalCardForm } from '@wellness/ui/components/LocalCardForm';
import { LoadingIndicator } from '@wellness/ui/components/LoadingIndicator';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ORDERS_PATH, orderPath } from '../paths';
import { checkoutOpened, orderCancelRequested, payRequested } from '../slice';
import { useCommerceText } from '../useCommerceText';

// Stripe's code is fetched only when the server's gateway is Stripe.
const StripeCardInput = lazy(() => import('../../payments/StripeCardInput/StripeCardInput'));

/** The local gateway's test cards (as the provider's test mode). */
const testCards = [
  { number: '4242424242424242', key: 'app.events.cardForm.testSucceeds' },
  { number: '4000000000000002', key: 'app.events.cardForm.testDeclined' },
  { number: '4000000000009995', key: 'app.events.cardForm.testInsufficient' },
  { number: '4000000000003220', key: 'app.events.cardForm.testProcessing' },
] as const;

const Problem = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  max-inline-size: 560px;
  margin-inline: auto;
  text-align: center;
`;

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
  const [stripeComplete, setStripeComplete] = useState(false);
  const [stripeFailed, setStripeFailed] = useState(false);
  const onStripeLoadFailed = useCallback(() => setStripeFailed(true), []);

  useEffect(() => {
    if (validOrder) dispatch(checkoutOpened(orderId));
  }, [dispatch, validOrder, orderId]);

  const session = checkout.session;
  if (!validOrder || checkout.status === 'unavailable') {
    return (
      <Problem>
        <h1>{t('app.events.checkout.title')}</h1>
        <p role="alert">{t('app.events.checkout.unavailable')}</p>
        <Link to={validOrder ? orderPath(orderId) : ORDERS_PATH}>
          {t(validOrder ? 'app.commerce.checkout.backToOrder' : 'app.commerce.order.back')}
        </Link>
      </Problem>
    );
  }
  if (checkout.status !== 'ready' || !session || session.orderId !== orderId) {
    return <LoadingIndicator label={t('app.events.checkout.loading')} />;
  }

  const isStripe = checkout.gateway === 'stripe' && checkout.publishableKey !== null;
  return (
    <CheckoutPanel
      amount={session.amount}
      summary={t('app.commerce.checkout.orderLine', { id: session.orderId })}
      confirming={checkout.confirming}
      payDisabled={isStripe && (!stripeComplete || stripeFailed)}
      onPay={isStripe ? () => dispatch(payRequested({ gateway: 'stripe' })) : undefined}
      onCancelOrder={() => dispatch(orderCancelRequested(session.orderId))}
      cancelling={checkout.cancelling}
      errorText={stripeFailed ? t('app.events.checkout.stripeUnavailable') : undefined}
      title={t('app.events.checkout.title')}
      amountLabel={t('app.events.checkout.amount')}
      payLabel={t('app.events.checkout.pay')}
      confirmingLabel={t('app.events.checkout.confirming')}
      note={t('app.events.checkout.note')}
      cancelLabel={t('app.events.checkout.cancel')}
    >
      {isStripe ? (
        <Suspense fallback={<LoadingIndicator label={t('app.events.checkout.loading')} />}>
          <StripeCardInput
            publishableKey={checkout.publishableKey ?? ''}
            onCompleteChange={setStripeComplete}
            onLoadFailed={onStripeLoadFailed}
          />
        </Suspense>
      ) : (
        ({ formId, confirming }) => (
          <LocalCardForm
            id={formId}
            disabled={confirming}
            onSubmit={({ number, expMonth, expYear, cvc }) =>
              dispatch(payRequested({ gateway: 'local', card: { number, expMonth, expYear, cvc } }))
            }
            testCards={testCards.map(({ number, key }) => ({ number, description: t(key) }))}
            testCardsTitle={t('app.events.cardForm.testCards')}
            testCardsHeadingLevel={2}
            testCardsNote={t('app.events.cardForm.testNote')}
            numberLabel={t('app.events.cardForm.number')}
            expiryLabel={t('app.events.cardForm.expiry')}
            cvcLabel={t('app.events.cardForm.cvc')}
            nameLabel={t('app.events.cardForm.name')}
            messages={{
              numberRequired: t('app.events.cardForm.numberRequired'),
              numberInvalid: t('app.events.cardForm.numberInvalid'),
              expiryRequired: t('app.events.cardForm.expiryRequired'),
              expiryInvalid: t('app.events.cardForm.expiryInvalid'),
              expiryExpired: t('app.events.cardForm.expiryExpired'),
              cvcRequired: t('app.events.cardForm.cvcRequired'),
              cvcInvalid: t('app.events.cardForm.cvcInvalid'),
              nameRequired: t('app.events.cardForm.nameRequired'),
            }}
          />
        )
      )}
    </CheckoutPanel>
  );
}

export { MakePaymentPage as Component };
