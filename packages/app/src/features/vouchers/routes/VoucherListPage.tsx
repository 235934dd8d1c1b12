import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { VoucherList } from '@wellness/ui/vouchers';
import type { RouteData } from '../../../app/prefetch';
import { useOnLocaleChange } from '../../settings';
import { voucherDetailsPath } from '../paths';
import { useMemberVouchers, vouchersApi } from '../queries';
import { expiryLabel, voucherDateFormatter } from './voucherLabels';

/** /voucher/list: the vouchers of the member's package as cards; a card opens its details. */
export function VoucherListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { vouchers, isLoading, isError, refetch } = useMemberVouchers();
  useOnLocaleChange(refetch);

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
        loading={isLoading}
        loadingLabel={t('app.vouchers.list.loading')}
        error={isError}
        errorText={t('app.vouchers.list.error')}
        onRetry={refetch}
        retryLabel={t('app.vouchers.list.retry')}
        emptyText={t('app.vouchers.list.empty')}
      />
    </section>
  );
}

/** The list is asked for with the member's profile, not after it (app/prefetch.ts). */
export const handle: RouteData = {
  prefetch: (dispatch) => dispatch(vouchersApi.util.prefetch('vouchers', undefined, {})),
};

export { VoucherListPage as Component };
