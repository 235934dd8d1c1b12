import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@wellness/ui/components/ErrorState';
import { PaymentReceipt } from '@wellness/ui/transactions';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { siteConfig } from '../../../config/site';
import { transactionsRequested } from '../slice';

/** /transaction/receipt?uuid=…: one successful payment (or refund) of the member as a printable receipt. */
export function TransactionReceiptPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const list = useAppSelector((state) => state.transactions.list);
  const transaction = list.items.find((row) => row.uuid === params.get('uuid') && row.status);

  useEffect(() => {
    if (list.status !== 'succeeded') dispatch(transactionsRequested());
    // Read once on arrival; the list page keeps it fresh otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  if (!transaction) {
    if (list.status === 'loading' || list.status === 'idle') {
      return <p role="status">{t('app.transactions.table.loading')}</p>;
    }
    // The payments could not be read: say so and offer another try, rather than 'no receipt'.
    if (list.status === 'failed') {
      return (
        <ErrorState
          message={t('app.transactions.table.error')}
          onRetry={() => dispatch(transactionsRequested())}
          retryLabel={t('app.transactions.receipt.retry')}
        />
      );
    }
    return <p role="alert">{t('app.transactions.receipt.notFound')}</p>;
  }
  const refund = transaction.type === 'refund';
  return (
    <PaymentReceipt
      transaction={transaction}
      organisation={siteConfig.organisationName}
      supportLine={t('app.transactions.receipt.support', { email: siteConfig.supportEmail })}
      formatDate={(value) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })}
      formatAmount={(total) => intl.formatNumber(total, { style: 'currency', currency: 'USD' })}
      typeLabel={t(`app.transactions.table.${transaction.type}`)}
      statusLabel={t('app.transactions.table.success')}
      labels={{
        // A refund's receipt says what the money was given back for.
        title: t(refund ? 'app.transactions.receipt.refundTitle' : 'app.transactions.receipt.title'),
        paidFor: t(refund ? 'app.transactions.receipt.refundedFor' : 'app.transactions.receipt.paidFor'),
        transactionId: t('app.transactions.table.transactionId'),
        date: t('app.transactions.table.date'),
        amount: t('app.transactions.table.amount'),
        type: t('app.transactions.table.type'),
        status: t('app.transactions.table.status'),
        print: t('app.transactions.receipt.print'),
      }}
      onPrint={() => window.print()}
    />
  );
}

export { TransactionReceiptPage as Component };
