import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@wellness/ui/components/Button';
import { ConfirmDialog } from '@wellness/ui/components/ConfirmDialog';
import { PageHeader } from '@wellness/ui/components/PageHeader';
import { OrderDetails, ReviewDialog } from '@wellness/ui/commerce';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { ORDERS_PATH, checkoutPath } from '../paths';
import { orderCancelRequested, orderRequested, reviewClosed, reviewOpened, reviewSubmitted } from '../slice';
import { useCommerceText } from '../useCommerceText';
import { orderDateIn } from './OrdersPage';

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
 * /order/{id}: Order Details (§2). A Review link only for a completed order's items (the 5-star dialog); an unpaid
 * order can be paid (when this tab holds its payment) or cancelled. A failed read is silently ignored (§8).
 */
export function OrderDetailsPage() {
  const { t, statusLabel, intl } = useCommerceText();
  const dispatch = useAppDispatch();
  const { orderId } = useParams();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const order = useAppSelector((state) =>
    state.commerce.order.id === id ? state.commerce.order.data : null,
  );
  const review = useAppSelector((state) => state.commerce.review);
  const cancelling = useAppSelector((state) => state.commerce.checkout.cancelling);
  const [confirmCancel, setConfirmCancel] = useState(false);

  useEffect(() => {
    if (valid) dispatch(orderRequested(id));
  }, [dispatch, valid, id]);
  useOnLocaleChange(() => {
    if (valid) dispatch(orderRequested(id));
  });

  const reviewing = order?.line_items.find((line) => line.product_id === review.productId) ?? null;
  const unpaid = order?.status === 'pending';
  const canPay = unpaid && Boolean(order?.client_secret);
  // A paid order can be cancelled until staff ship it (the server refunds it in full and gives the stock back).
  const paidUnshipped = order?.status === 'processing';

  return (
    <section>
      <Back to={ORDERS_PATH}>
        <ArrowLeft aria-hidden size={18} />
        {t('app.commerce.order.back')}
      </Back>
      <PageHeader title={t('app.commerce.order.title')} />
      <OrderDetails
        order={order}
        onReview={(line) => dispatch(reviewOpened(line.product_id))}
        statusLabel={statusLabel}
        formatDate={orderDateIn(intl.locale)}
        actions={
          unpaid || paidUnshipped ? (
            <>
              {canPay && (
                <Button as={Link} to={checkoutPath(id)} size="sm">
                  {t('app.commerce.order.payNow')}
                </Button>
              )}
              <Button size="sm" variant="secondary" busy={cancelling} onClick={() => setConfirmCancel(true)}>
                {t('app.commerce.order.cancel')}
              </Button>
            </>
          ) : undefined
        }
        labels={{
          items: t('app.commerce.order.items'),
          image: t('app.commerce.cart.image'),
          name: t('app.commerce.cart.name'),
          category: t('app.commerce.cart.category'),
          price: t('app.commerce.cart.price'),
          quantity: t('app.commerce.cart.quantity'),
          total: t('app.commerce.cart.total'),
          reviews: t('app.commerce.order.reviews'),
          review: (name) => t('app.commerce.order.reviewItem', { name }),
          reviewText: t('app.commerce.order.review'),
          reviewed: t('app.commerce.order.reviewed'),
          empty: t('app.commerce.order.empty'),
          tracking: t('app.commerce.order.tracking'),
          orderId: t('app.commerce.orders.id'),
          date: t('app.commerce.orders.date'),
          status: t('app.commerce.orders.status'),
          delivery: t('app.commerce.order.delivery'),
          phone: t('app.commerce.address.phone'),
          payment: t('app.commerce.payment.title'),
          paymentTotal: t('app.commerce.payment.orderTotal'),
          shipping: t('app.commerce.payment.shipping'),
          free: t('app.commerce.payment.free'),
          totalAmount: t('app.commerce.payment.total'),
          loading: t('app.commerce.list.loading'),
        }}
      />
      <ReviewDialog
        // A new dialog for each item: its stars and text start empty.
        key={review.productId ?? 'none'}
        open={reviewing !== null}
        itemName={reviewing?.name}
        busy={review.sending}
        onCancel={() => dispatch(reviewClosed())}
        onSubmit={({ rating, review: text }) =>
          reviewing && dispatch(reviewSubmitted({ productId: reviewing.product_id, rating, review: text }))
        }
        labels={{
          title: t('app.commerce.review.title'),
          rating: t('app.commerce.review.rating'),
          star: (stars, max) => t('app.commerce.review.star', { stars, max }),
          feedback: t('app.commerce.review.feedback'),
          ratingRequired: t('app.commerce.review.ratingRequired'),
          feedbackRequired: t('app.commerce.review.feedbackRequired'),
          submit: t('app.commerce.review.submit'),
          cancel: t('app.commerce.review.cancel'),
          busy: t('app.commerce.review.busy'),
          close: t('app.commerce.review.close'),
        }}
      />
      <ConfirmDialog
        open={confirmCancel}
        variant="danger"
        title={t('app.commerce.order.cancelTitle')}
        message={t(
          paidUnshipped ? 'app.commerce.order.cancelPaidMessage' : 'app.commerce.order.cancelMessage',
          {
            id,
          },
        )}
        confirmLabel={t('app.commerce.confirm.yes')}
        cancelLabel={t('app.commerce.confirm.no')}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          dispatch(orderCancelRequested(id));
        }}
      />
    </section>
  );
}

export { OrderDetailsPage as Component };
