import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@wellness/ui/components/PageHeader';
import { OrdersTable, formatOrderDate } from '@wellness/ui/commerce';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { orderPath } from '../paths';
import { ordersRequested } from '../slice';
import { useCommerceText } from '../useCommerceText';

/** The date as 'MMM DD, YYYY' (§9) in the member's language, with Latin digits as the rest of the tables. */
export const orderDateIn = (locale: string) => (iso: string) => formatOrderDate(iso, `${locale}-u-nu-latn`);

/** /orders: My Orders (§2): search, the columns of §2, status colours of §4, View Details. */
export function OrdersPage() {
  const { t, statusLabel, intl } = useCommerceText();
  const dispatch = useAppDispatch();
  const orders = useAppSelector((state) => state.commerce.orders);

  useEffect(() => {
    dispatch(ordersRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(ordersRequested()));

  return (
    <section>
      <PageHeader title={t('app.commerce.orders.title')} />
      <OrdersTable
        orders={orders.items}
        detailsHref={(order) => orderPath(order.id)}
        linkAs={Link}
        statusLabel={statusLabel}
        formatDate={orderDateIn(intl.locale)}
        caption={t('app.commerce.orders.title')}
        captionHidden
        searchLabel={t('app.commerce.list.search')}
        loading={orders.status === 'loading' || orders.status === 'idle'}
        loadingLabel={t('app.commerce.list.loading')}
        error={orders.status === 'failed'}
        errorText={t('app.commerce.list.error')}
        emptyText={t('app.commerce.orders.empty')}
        noMatchText={t('app.commerce.orders.noMatch')}
        viewDetailsLabel={t('app.commerce.orders.viewDetails')}
        columnLabels={{
          id: t('app.commerce.orders.id'),
          date: t('app.commerce.orders.date'),
          status: t('app.commerce.orders.status'),
          subtotal: t('app.commerce.orders.subtotal'),
          tax: t('app.commerce.orders.tax'),
          total: t('app.commerce.orders.total'),
          details: t('app.commerce.orders.details'),
        }}
      />
    </section>
  );
}

export { OrdersPage as Component };
