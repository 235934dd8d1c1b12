import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@wellness/ui/components/Button';
import { PageHeader } from '@wellness/ui/components/PageHeader';
import { CartTable, PaymentDetailsCard, ShippingAddressCard, ShopEmptyState } from '@wellness/ui/commerce';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { useOnLocaleChange } from '../../settings';
import { CART_PATH, CHANGE_ADDRESS_PATH, MARKETPLACE_PATH } from '../paths';
import { selectCartAmounts } from '../selectors';
import { cartRequested, placeOrderRequested } from '../slice';
import { useCommerceText } from '../useCommerceText';
import { cartColumnLabels, cartTableLabels } from './cartLabels';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.phoneOnly} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.link};

  [dir='rtl'] & > svg {
    transform: scaleX(-1);
  }
`;

/**
 * /payment: Payment Summary (§2): the cart read-only, the shipping address with Edit Address, the payment details,
 * and Proceed to Pay, which creates the order (the checkout gate of §5 first).
 */
export function PaymentSummaryPage() {
  const { t } = useCommerceText();
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.commerce.cart);
  const placing = useAppSelector((state) => state.commerce.placing);
  const amounts = useAppSelector(selectCartAmounts);
  const user = useAppSelector(selectUser);

  useEffect(() => {
    dispatch(cartRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(cartRequested()));

  const empty = cart.status === 'succeeded' && cart.items.length === 0;
  return (
    <section>
      <Back to={CART_PATH}>
        <ArrowLeft aria-hidden size={18} />
        {t('app.commerce.summary.backToCart')}
      </Back>
      <PageHeader
        title={t('app.commerce.summary.title')}
        action={
          <Button
            busy={placing}
            busyLabel={t('app.commerce.summary.placing')}
            disabled={cart.items.length === 0}
            onClick={() => dispatch(placeOrderRequested())}
          >
            {t('app.commerce.summary.proceed')}
          </Button>
        }
      />
      {empty ? (
        <ShopEmptyState
          title={t('app.commerce.cart.emptyTitle')}
          description={t('app.commerce.cart.emptyText')}
          shopNowLabel={t('app.commerce.empty.shopNow')}
          shopHref={MARKETPLACE_PATH}
          linkAs={Link}
        />
      ) : (
        <Layout>
          <CartTable
            items={cart.items}
            readOnly
            caption={t('app.commerce.summary.cart')}
            loading={cart.status === 'loading' || cart.status === 'idle'}
            loadingLabel={t('app.commerce.list.loading')}
            error={cart.status === 'failed'}
            errorText={t('app.commerce.list.error')}
            emptyText={t('app.commerce.cart.emptyTitle')}
            columnLabels={cartColumnLabels(t)}
            labels={cartTableLabels(t)}
          />
          <Side>
            <ShippingAddressCard
              address={{
                name: user?.name,
                addressLine1: user?.addressLine1,
                addressLine2: user?.addressLine2,
                city: user?.city,
                state: user?.state,
                zipCode: user?.zipCode,
                country: user?.country,
                mobile: user?.mobile,
              }}
              editHref={CHANGE_ADDRESS_PATH}
              linkAs={Link}
              labels={{
                title: t('app.commerce.address.title'),
                editAddress: t('app.commerce.address.edit'),
                incomplete: t('app.commerce.address.incomplete'),
                phone: t('app.commerce.address.phone'),
              }}
            />
            <PaymentDetailsCard
              subtotal={amounts?.subtotal ?? 0}
              total={amounts?.total ?? 0}
              loading={cart.status !== 'succeeded' || amounts === null}
              labels={{
                title: t('app.commerce.payment.title'),
                subtotal: t('app.commerce.payment.subtotal'),
                shipping: t('app.commerce.payment.shipping'),
                free: t('app.commerce.payment.free'),
                coupon: t('app.commerce.payment.coupon'),
                total: t('app.commerce.payment.total'),
              }}
            />
          </Side>
        </Layout>
      )}
    </section>
  );
}

export { PaymentSummaryPage as Component };
