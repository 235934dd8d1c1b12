import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckoutPanel } from '@wellness/ui/events';
import { LocalCardForm } from '@wellness/ui/components/LocalCardForm';
import { LoadingIndicator } from '@wellness/ui/components/LoadingIndicator';
import type { SubmittedCard } from './cardGateway';

// Stripe's code is fetched only when the server's gateway is Stripe.
const StripeCardInput = lazy(() => import('./StripeCardInput/StripeCardInput'));

/** The local gateway's test cards (as the provider's test mode). */
const testCards = [
  { number: '4242424242424242', key: 'app.events.cardForm.testSucceeds' },
  { number: '4000000000000002', key: 'app.events.cardForm.testDeclined' },
  { number: '4000000000009995', key: 'app.events.cardForm.testInsufficient' },
  { number: '4000000000003220', key: 'app.events.cardForm.testProcessing' },
] as const;

/** The page a checkout shows instead when its order cannot be paid (a message and the way back). */
export const CheckoutProblem = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  max-inline-size: 560px;
  margin-inline: auto;
  text-align: center;
`;

interface CardCheckoutProps {
  /** Dollars. */
  amount: number;
  /** What is being paid for ('Order #1042'). */
  summary: string;
  gateway: 'local' | 'stripe' | null;
  publishableKey: string | null;
  confirming: boolean;
  cancelling: boolean;
  onPay: (card: SubmittedCard) => void;
  onCancelOrder: () => void;
}

/**
 * Make Payment (§2), for any order paid by card: the local gateway's card form (with its test cards) or Stripe's
 * card element, Pay now (disabled while the payment is confirmed), the note, and 'Cancel Order and Go Back'.
 * Events and the marketplace each keep their order and saga; this is only what the member sees.
 */
export function CardCheckout({
  amount,
  summary,
  gateway,
  publishableKey,
  confirming,
  cancelling,
  onPay,
  onCancelOrder,
}: CardCheckoutProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [stripeComplete, setStripeComplete] = useState(false);
  const [stripeFailed, setStripeFailed] = useState(false);
  const onStripeLoadFailed = useCallback(() => setStripeFailed(true), []);
  const isStripe = gateway === 'stripe' && publishableKey !== null;
  return (
    <CheckoutPanel
      amount={amount}
      summary={summary}
      confirming={confirming}
      payDisabled={isStripe && (!stripeComplete || stripeFailed)}
      onPay={isStripe ? () => onPay({ gateway: 'stripe' }) : undefined}
      onCancelOrder={onCancelOrder}
      cancelling={cancelling}
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
            publishableKey={publishableKey ?? ''}
            onCompleteChange={setStripeComplete}
            onLoadFailed={onStripeLoadFailed}
          />
        </Suspense>
      ) : (
        ({ formId, confirming: busy }) => (
          <LocalCardForm
            id={formId}
            disabled={busy}
            onSubmit={({ number, expMonth, expYear, cvc }) =>
              onPay({ gateway: 'local', card: { number, expMonth, expYear, cvc } })
            }
            testCards={testCards.map(({ number, key }) => ({ number, description: t(key) }))}
            testCardsTitle={t('app.events.cardForm.testCards')}
            // Right under the page's h1 (the card dialog of packages keeps h3 under its h2).
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
