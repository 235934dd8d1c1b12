import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { VoucherList } from '@wellness/ui/vouchers';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { voucherDetailsPath } from '../paths';
import { selectMemberVouchers } from '../selectors';
import { vouchersRequested } from '../slice';
import { expiryLabel, voucherDateFormatter } from './voucherLabels';

/** /voucher/list: the vouchers of the member's package as cards; a card opens its details. */
export function VoucherListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector((state) => state.vouchers.list.status);
  const vouchers = useAppSelector(selectMemberVouchers);

  useEffect(() => {
    dispatch(vouchersRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(vouchersRequested()));

  return (
    <section>
      <VoucherList
        vouchers={vouchers}
        onOpen={(voucher) => navigate(voucherDetailsPath(voucher.id))}
        title={t('app.vouchers.list.title')}
        subtitle={t('app.vouchers.list.subtitle')}
        formatDate={voucherDateFormatter(intl)}
        expiryLabel={expiryLabel(intl)}
        codeLabel={t('app.vouchers.card.code')}
        redeemedLabel={t('app.vouchers.card.redeemed')}
        loading={status === 'loading' || status === 'idle'}
        loadingLabel={t('app.vouchers.list.loading')}
        error={status === 'failed'}
        errorText={t('app.vouchers.list.error')}
        onRetry={() => dispatch(vouchersRequested())}
        retryLabel={t('app.vouchers.list.retry')}
        emptyText={t('app.vouchers.list.empty')}
      />
    </section>
  );
}

export { VoucherListPage as Component };
