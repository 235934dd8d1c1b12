import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import styled from 'styled-components';
import type { Schema } from '@wellness/api';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatPrice } from '../../components/Price';
import { OrderStatusBadge, capitaliseStatus } from '../OrderStatusBadge';
import { PaymentDetailsCard } from '../PaymentDetailsCard';
import { Lines, Panel, PanelHeader } from '../Panel';
import { ItemName, ProductThumb } from '../Thumb';
import { amountOf, formatOrderDate } from '../orderFormat';

type OrderDetailsOrder = Pick<
  Schema<'Order'>,
  'id' | 'number' | 'date_created' | 'status' | 'total' | 'total_tax' | 'line_items' | 'billing'
>;
type OrderLine = Schema<'OrderLineItem'>;

interface OrderDetailsLabels {
  items: string;
  image: string;
  name: string;
  category: string;
  price: string;
  quantity: string;
  total: string;
  reviews: string;
  review: (name: string) => string;
  reviewText: string;
  reviewed: string;
  empty: string;
  tracking: string;
  orderId: string;
  date: string;
  status: string;
  delivery: string;
  phone: string;
  payment: string;
  paymentTotal: string;
  shipping: string;
  free: string;
  totalAmount: string;
  loading: string;
}

const defaultOrderDetailsLabels: OrderDetailsLabels = {
  items: 'Ordered Items',
  image: 'Image',
  name: 'Name',
  category: 'Category',
  price: 'Price',
  quantity: 'Quantity',
  total: 'Total',
  reviews: 'Ratings & Reviews',
  review: (name) => `Review: ${name}`,
  reviewText: 'Review',
  reviewed: 'Reviewed',
  empty: 'There are no Ordered Item!',
  tracking: 'Tracking Details',
  orderId: 'Order ID',
  date: 'Date',
  status: 'Status',
  delivery: 'Delivery Address',
  phone: 'Phone',
  payment: 'Payment Details',
  paymentTotal: 'Total',
  shipping: 'Shipping Charges',
  free: 'Free',
  totalAmount: 'TOTAL AMOUNT',
  loading: 'Loading...',
};

interface OrderDetailsProps {
  /** Null while it is read (a failed read stays here too: §8 ignores it silently). */
  order: OrderDetailsOrder | null;
  /** Review asked for an item (the dialog is the caller's). */
  onReview?: (line: OrderLine) => void;
  /** Products the member has reviewed in this visit: 'Reviewed' instead of the link. */
  reviewedProductIds?: readonly number[];
  /** Actions for the order (e.g. pay or cancel an unpaid one), beside the tracking details. */
  actions?: ReactNode;
  statusLabel?: (status: string) => string;
  labels?: Partial<OrderDetailsLabels>;
  formatAmount?: (amount: number) => string;
  formatDate?: (iso: string) => string;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Address = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-style: normal;
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const ActionRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

/**
 * Order Details (§2): the items with Ratings & Reviews (a Review link only when the order is completed, else a
 * dash), Tracking Details, Delivery Address and Payment Details.
 */
export function OrderDetails({
  order,
  onReview,
  reviewedProductIds = [],
  actions,
  statusLabel,
  labels,
  formatAmount = (amount) => formatPrice(amount),
  formatDate = (iso) => formatOrderDate(iso),
}: OrderDetailsProps) {
  const text = { ...defaultOrderDetailsLabels, ...labels };
  const completed = order?.status === 'completed';
  const columns: DataTableColumn<OrderLine>[] = [
    {
      id: 'image',
      header: text.image,
      hideHeader: true,
      cell: (line) => <ProductThumb src={line.image?.src} />,
    },
    { id: 'name', header: text.name, cell: (line) => <ItemName dir="auto">{line.name}</ItemName> },
    { id: 'category', header: text.category, cell: (line) => line.category ?? '—' },
    {
      id: 'price',
      header: text.price,
      align: 'end',
      cell: (line) => <Amount>{formatAmount(line.price)}</Amount>,
    },
    { id: 'quantity', header: text.quantity, align: 'center', cell: (line) => line.quantity },
    {
      id: 'total',
      header: text.total,
      align: 'end',
      cell: (line) => <Amount>{formatAmount(amountOf(line.total))}</Amount>,
    },
    {
      id: 'reviews',
      header: text.reviews,
      align: 'center',
      cell: (line) =>
        !completed ? (
          <Muted aria-hidden="true">—</Muted>
        ) : reviewedProductIds.includes(line.product_id) ? (
          <Muted>{text.reviewed}</Muted>
        ) : (
          <Button
            variant="tertiary"
            size="sm"
            leadingIcon={<Star aria-hidden />}
            aria-label={text.review(line.name)}
            onClick={() => onReview?.(line)}
          >
            {text.reviewText}
          </Button>
        ),
    },
  ];

  const billing = order?.billing;
  const name = billing ? [billing.first_name, billing.last_name].filter(Boolean).join(' ') : '';
  const place = billing ? [billing.city, billing.state, billing.postcode].filter(Boolean).join(', ') : '';

  return (
    <Layout>
      <DataTable
        rows={order?.line_items ?? []}
        columns={columns}
        getRowId={(line) => line.id}
        caption={text.items}
        loading={order === null}
        loadingLabel={text.loading}
        emptyText={text.empty}
      />
      {order && (
        <Panels>
          <Panel aria-label={text.tracking}>
            <PanelHeader>
              <h2>{text.tracking}</h2>
            </PanelHeader>
            <Lines>
              <dt>{text.orderId}</dt>
              <dd>
                <bdi>#{order.number}</bdi>
              </dd>
              <dt>{text.date}</dt>
              <dd>{formatDate(order.date_created)}</dd>
              <dt>{text.status}</dt>
              <dd>
                <OrderStatusBadge
                  status={order.status}
                  label={statusLabel?.(order.status) ?? capitaliseStatus(order.status)}
                />
              </dd>
            </Lines>
            {actions && <ActionRow>{actions}</ActionRow>}
          </Panel>
          <Panel aria-label={text.delivery}>
            <PanelHeader>
              <h2>{text.delivery}</h2>
            </PanelHeader>
            <Address>
              {name && <strong dir="auto">{name}</strong>}
              {billing?.address_1 && <span dir="auto">{billing.address_1}</span>}
              {billing?.address_2 && <span dir="auto">{billing.address_2}</span>}
              {place && <span dir="auto">{place}</span>}
              {billing?.country && <span dir="auto">{billing.country}</span>}
              {billing?.phone && (
                <span>
                  {text.phone}: <bdi dir="ltr">{billing.phone}</bdi>
                </span>
              )}
            </Address>
          </Panel>
          <PaymentDetailsCard
            subtotal={amountOf(order.total)}
            total={amountOf(order.total)}
            formatAmount={formatAmount}
            labels={{
              title: text.payment,
              subtotal: text.paymentTotal,
              shipping: text.shipping,
              free: text.free,
              total: text.totalAmount,
            }}
          />
        </Panels>
      )}
    </Layout>
  );
}
