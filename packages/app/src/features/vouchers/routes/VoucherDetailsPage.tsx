import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { VoucherDetails } from '@wellness/ui/vouchers';
import { useOnLocaleChange } from '../../settings';
import { VOUCHER_LIST_PATH } from '../paths';
import { useMemberVouchers, useRedeemVoucherMutation } from '../queries';
import { expiryLabel, voucherDateFormatter } from './voucherLabels';

/**
 * /voucher/details?id=…: the voucher, its code and Redeem.
 *
 * There is no call for one voucher: the page reads the member's list (GET /user/voucher/list, cached when the list
 * was just shown) and picks the voucher by id. The list is short (a package's vouchers) and already carries every
 * field the details show, and picking from it applies the same §2 package rule as the list screen, so a voucher of
 * another package cannot be opened by editing the address.
 */
export function VoucherDetailsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { vouchers, isLoading, isError, refetch } = useMemberVouchers();
  const [redeem, { isLoading: redeeming }] = useRedeemVoucherMutation();
  useOnLocaleChange(refetch);
  const voucher = vouchers.find((candidate) => candidate.id === id);

  if (!voucher) {
    return (
      <section>
        <p role={isLoading ? 'status' : 'alert'}>
          {isLoading
            ? t('app.vouchers.details.loading')
            : isError
              ? t('app.vouchers.list.error')
              : t('app.vouchers.details.notFound')}
        </p>
        <Link to={VOUCHER_LIST_PATH}>{t('app.vouchers.details.back')}</Link>
      </section>
    );
  }

  return (
    <section>
      <VoucherDetails
        voucher={voucher}
        onBack={() => navigate(VOUCHER_LIST_PATH)}
        onRedeem={() => {
          if (!redeeming) void redeem(voucher.voucherCode);
        }}
        redeeming={redeeming}
        formatDate={voucherDateFormatter(intl)}
        expiryLabel={expiryLabel(intl)}
        companyLabel={t('app.vouchers.details.company')}
        codeLabel={t('app.vouchers.details.code')}
        packagesLabel={t('app.vouchers.details.packages')}
        backLabel={t('app.vouchers.details.back')}
        redeemLabel={t('app.vouchers.details.redeem')}
        redeemingLabel={t('app.vouchers.details.redeeming')}
        redeemedLabel={(date) => intl.formatMessage({ id: 'app.vouchers.details.redeemed' }, { date })}
      />
    </section>
  );
}

export { VoucherDetailsPage as Component };

export { handle } from './VoucherListPage';
