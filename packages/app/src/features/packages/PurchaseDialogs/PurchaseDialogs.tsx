import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  CardDetailsDialog,
  PaymentWaitingDialog,
  PurchasePendingDialog,
  PurchaseSuccessDialog,
} from '@wellness/ui/packages';
import { LocalCardForm } from '@wellness/ui/components/LocalCardForm';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { HOME_PATH } from '../../../app/guards/routeAccess';
import { siteConfig } from '../../../config/site';
import { cardSubmitted, purchaseClosed } from '../slice';

// Stripe's code is fetched only when the server's gateway is Stripe.
const StripeCardInput = lazy(() => import('../../payments/StripeCardInput/StripeCardInput'));

const LOCAL_CARD_FORM_ID = 'local-card-form';

/** The local gateway's test cards (as the provider's test mode). */
const testCards = [
  { number: '4242424242424242', key: 'app.packages.cardForm.testSucceeds' },
  { number: '4000000000000002', key: 'app.packages.cardForm.testDeclined' },
] as const;

/** The purchase dialogs, driven by the purchase saga's state: card details, waiting, success, pending. */
export function PurchaseDialogs() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const purchase = useAppSelector((state) => state.packages.purchase);
  const [stripeComplete, setStripeComplete] = useState(false);
  const [stripeFailed, setStripeFailed] = useState(false);
  const onStripeLoadFailed = useCallback(() => setStripeFailed(true), []);

  const submitting = purchase.step === 'submitting';
  const cardOpen = purchase.step === 'card' || submitting;
  const isStripe = purchase.gateway === 'stripe' && purchase.publishableKey !== null;
  const toDashboard = () => {
    dispatch(purchaseClosed());
    navigate(HOME_PATH);
  };

  return (
    <>
      <CardDetailsDialog
        open={cardOpen}
        onClose={() => dispatch(purchaseClosed())}
        onSubmit={isStripe ? () => dispatch(cardSubmitted({ gateway: 'stripe' })) : undefined}
        submitting={submitting}
        submitDisabled={isStripe && (!stripeComplete || stripeFailed)}
        amountPayable={purchase.quote?.amountDue ?? 0}
        originalAmount={purchase.quote?.packageCost ?? null}
        packageName={purchase.packageName}
        errorText={stripeFailed ? t('app.packages.cardDialog.stripeUnavailable') : undefined}
        title={t('app.packages.cardDialog.title')}
        packageLine={(name) => t('app.packages.cardDialog.packageLine', { name })}
        amountLabel={t('app.packages.cardDialog.amount')}
        originalPriceLabel={t('app.packages.cardDialog.original')}
        submitLabel={t('app.packages.cardDialog.submit')}
        submittingLabel={t('app.packages.cardDialog.submitting')}
        progressNote={t('app.packages.cardDialog.progress')}
        beforeSubmitNote={t('app.packages.cardDialog.beforeSubmit')}
        closeLabel={t('app.packages.cardDialog.close')}
      >
        {isStripe
          ? cardOpen && (
              <Suspense fallback={<p>{t('app.packages.list.loading')}</p>}>
                <StripeCardInput
                  publishableKey={purchase.publishableKey ?? ''}
                  onCompleteChange={setStripeComplete}
                  onLoadFailed={onStripeLoadFailed}
                />
              </Suspense>
            )
          : ({ formId, submitting: busy }) => (
              <LocalCardForm
                id={formId || LOCAL_CARD_FORM_ID}
                disabled={busy}
                onSubmit={({ number, expMonth, expYear, cvc }) =>
                  dispatch(cardSubmitted({ gateway: 'local', card: { number, expMonth, expYear, cvc } }))
                }
                testCards={testCards.map(({ number, key }) => ({ number, description: t(key) }))}
                testCardsTitle={t('app.packages.cardForm.testCards')}
                numberLabel={t('app.packages.cardForm.number')}
                expiryLabel={t('app.packages.cardForm.expiry')}
                cvcLabel={t('app.packages.cardForm.cvc')}
                nameLabel={t('app.packages.cardForm.name')}
                messages={{
                  numberRequired: t('app.packages.cardForm.numberRequired'),
                  numberInvalid: t('app.packages.cardForm.numberInvalid'),
                  expiryRequired: t('app.packages.cardForm.expiryRequired'),
                  expiryInvalid: t('app.packages.cardForm.expiryInvalid'),
                  expiryExpired: t('app.packages.cardForm.expiryExpired'),
                  cvcRequired: t('app.packages.cardForm.cvcRequired'),
                  cvcInvalid: t('app.packages.cardForm.cvcInvalid'),
                  nameRequired: t('app.packages.cardForm.nameRequired'),
                }}
              />
            )}
      </CardDetailsDialog>
      <PaymentWaitingDialog
        open={purchase.step === 'waiting'}
        title={t('app.packages.waiting.title')}
        message={t('app.packages.waiting.message')}
        loadingLabel={t('app.packages.waiting.loading')}
      />
      <PurchaseSuccessDialog
        open={purchase.step === 'success'}
        packageName={purchase.packageName}
        upgraded={purchase.upgraded}
        onStart={toDashboard}
        title={t('app.packages.success.title')}
        startLabel={t('app.packages.success.start')}
        message={({ packageName, upgraded }) =>
          t(upgraded ? 'app.packages.success.upgraded' : 'app.packages.success.assigned', {
            name: packageName,
          })
        }
        closeLabel={t('app.packages.cardDialog.close')}
      />
      <PurchasePendingDialog
        open={purchase.step === 'pending'}
        supportEmail={siteConfig.supportEmail}
        onOkay={toDashboard}
        title={t('app.packages.pending.title')}
        okayLabel={t('app.packages.pending.okay')}
        activationNote={t('app.packages.pending.activation')}
        refundNote={t('app.packages.pending.refund')}
        supportNote={(email) => intl.formatMessage({ id: 'app.packages.pending.support' }, { email })}
        closeLabel={t('app.packages.cardDialog.close')}
      />
    </>
  );
}
