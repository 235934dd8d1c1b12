import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@wellness/ui/components/Button';
import { PageHeader } from '@wellness/ui/components/PageHeader';
import { formatPrice } from '@wellness/ui/components/Price';
import { CartTable, ShopEmptyState } from '@wellness/ui/commerce';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { timing } from '../../../config/timing';
import { notify } from '../../notifications/slice';
import { useOnLocaleChange } from '../../settings';
import { commerceMessages } from '../messages';
import { MARKETPLACE_PATH, PAYMENT_SUMMARY_PATH } from '../paths';
import { selectCartAmounts } from '../selectors';
import { cartRefreshRequested, cartRemoveRequested, cartRequested, quantityChangeRequested } from '../slice';
import { useCommerceText } from '../useCommerceText';
import { cartColumnLabels, cartTableLabels } from './cartLabels';

const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  flex-wrap: wrap;
`;

const Subtotal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

/** /cart: My Cart (§2): the subtotal with two decimals and Place Order to /payment in the header. */
export function CartPage() {
  const { t } = useCommerceText();
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.commerce.cart);
  const busy = useAppSelector((state) => state.commerce.cartBusy);
  const amounts = useAppSelector(selectCartAmounts);

  useEffect(() => {
    dispatch(cartRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(cartRequested()));
  // A change to the cart (a quantity, a removal) leaves its amounts to the server: they are read again.
  const stale = cart.status === 'succeeded' && amounts === null;
  useEffect(() => {
    if (stale) dispatch(cartRefreshRequested());
  }, [dispatch, stale]);

  const empty = cart.status === 'succeeded' && cart.items.length === 0;
  return (
    <section>
      <PageHeader
        title={t('app.commerce.cart.title')}
        action={
          empty ? undefined : (
            <HeaderActions>
              <Subtotal>
                {t('app.commerce.cart.subtotal', {
                  amount: amounts ? formatPrice(amounts.subtotal, { fractionDigits: 2 }) : '—',
                })}
              </Subtotal>
              <Button
                as={Link}
                to={PAYMENT_SUMMARY_PATH}
                aria-disabled={cart.items.length === 0 || undefined}
              >
                {t('app.commerce.cart.placeOrder')}
              </Button>
            </HeaderActions>
          )
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
        <CartTable
          items={cart.items}
          busyUuids={busy}
          onQuantityChange={(item, quantity) =>
            dispatch(quantityChangeRequested({ uuid: item.uuid, quantity }))
          }
          onMinReached={() => dispatch(notify('warning', commerceMessages.minLimit, timing.toastMs))}
          onMaxReached={(item) =>
            dispatch(
              notify(
                'warning',
                commerceMessages.maxLimit(item.stock_quantity ?? item.quantity),
                timing.toastMs,
              ),
            )
          }
          onRemove={(item) => dispatch(cartRemoveRequested(item.uuid))}
          caption={t('app.commerce.cart.title')}
          captionHidden
          loading={cart.status === 'loading' || cart.status === 'idle'}
          loadingLabel={t('app.commerce.list.loading')}
          error={cart.status === 'failed'}
          errorText={t('app.commerce.list.error')}
          emptyText={t('app.commerce.cart.emptyTitle')}
          columnLabels={cartColumnLabels(t)}
          labels={cartTableLabels(t)}
        />
      )}
    </section>
  );
}

export { CartPage as Component };
