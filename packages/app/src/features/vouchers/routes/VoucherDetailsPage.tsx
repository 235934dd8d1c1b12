import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { VoucherDetails } from '@wellness/ui/vouchers';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { VOUCHER_LIST_PATH } from '../paths';
import { selectIsRedeeming, selectMemberVoucher } from '../selectors';
import { redeemRequested, vouchersRequested } from '../slice';
import { expiryLabel, voucherDateFormatter } from './voucherLabels';

/**
 * /voucher/details?id=…: the voucher, its code and Redeem.
 *
 * There is no call for one voucher: the page reads the member's list (GET /user/voucher/list) when it is not
 * loaded yet, e.g. after a reload, and picks the voucher by id. The list is short (a package's vouchers) and
 * already carries every field the details show, and picking from it applies the same §2 package rule as the
 * list screen, so a voucher of another package cannot be opened by editing the address.
 */
export function VoucherDetailsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const status = useAppSelector((state) => state.vouchers.list.status);
  const voucher = useAppSelector((state) => selectMemberVoucher(state, id));
  const redeeming = useAppSelector((state) => selectIsRedeeming(state, id));

  useEffect(() => {
    if (status === 'idle') dispatch(vouchersRequested());
  }, [dispatch, status]);
  useOnLocaleChange(() => dispatch(vouchersRequested()));

  if (!voucher) {
    const loading = status === 'idle' || status === 'loading';
    return (
      <section>
        <p role={loading ? 'status' : 'alert'}>
          {loading
            ? t('app.vouchers.details.loading')
            : status === 'failed'
              ? t('app.vouchers.list.error')
              : t('app.vouchers.details.notFound')}
        </p>
        <Link to={VOUCHER_LIST_PATH}>{t('app.vouchers.details.back')}</Link>
      </section>
    );
  }

  const formatDate = voucherDateFormatter(intl);
  return (
    <section>
      <VoucherDetails
        voucher={voucher}
        onBack={() => navigate(VOUCHER_LIST_PATH)}
        onRedeem={() => {
          if (!redeeming) dispatch(redeemRequested({ id: voucher.id, voucherCode: voucher.voucherCode }));
        }}
        redeeming={redeeming}
        formatDate={formatDate}
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
