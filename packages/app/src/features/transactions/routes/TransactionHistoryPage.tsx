import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Transaction } from '@wellness/api';
import { TransactionHistoryTable } from '@wellness/ui/transactions';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { transactionsRequested } from '../slice';

/** /transaction/history: the member's payments and refunds, sortable, searchable, 10 a page. */
export function TransactionHistoryPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useAppSelector((state) => state.transactions.list);

  useEffect(() => {
    dispatch(transactionsRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="transaction-history-title">
      <h1 id="transaction-history-title">{t('app.transactions.page.title')}</h1>
      <TransactionHistoryTable
        transactions={list.items}
        formatDate={(value) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })}
        formatAmount={(total) => intl.formatNumber(total, { style: 'currency', currency: 'USD' })}
        typeLabels={
          {
            package: t('app.transactions.table.package'),
            event: t('app.transactions.table.event'),
            marketplace: t('app.transactions.table.marketplace'),
            refund: t('app.transactions.table.refund'),
          } satisfies Record<Transaction['type'], string>
        }
        successLabel={t('app.transactions.table.success')}
        failedLabel={t('app.transactions.table.failed')}
        columnLabels={{
          number: t('app.transactions.table.no'),
          transactionId: t('app.transactions.table.transactionId'),
          remarks: t('app.transactions.table.remarks'),
          date: t('app.transactions.table.date'),
          amount: t('app.transactions.table.amount'),
          type: t('app.transactions.table.type'),
          status: t('app.transactions.table.status'),
        }}
        caption={t('app.transactions.page.title')}
        captionHidden
        searchLabel={t('app.transactions.table.search')}
        onReceipt={(row) => void navigate(`/transaction/receipt?uuid=${row.uuid}`)}
        receiptLabel={t('app.transactions.table.receipt')}
        searchPlaceholder={t('app.transactions.table.searchPlaceholder')}
        loading={list.status === 'loading'}
        loadingLabel={t('app.transactions.table.loading')}
        error={list.status === 'failed'}
        errorText={t('app.transactions.table.error')}
        emptyText={t('app.transactions.table.empty')}
        noMatchText={t('app.transactions.table.noMatch')}
      />
    </section>
  );
}

export { TransactionHistoryPage as Component };
