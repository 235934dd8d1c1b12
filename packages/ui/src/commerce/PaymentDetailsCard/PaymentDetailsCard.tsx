import styled from 'styled-components';
import { formatPrice } from '../../components/Price';
import { Panel, PanelHeader, Lines } from '../Panel';

interface PaymentDetailsLabels {
  title: string;
  subtotal: string;
  shipping: string;
  free: string;
  coupon: string;
  total: string;
}

const defaultPaymentDetailsLabels: PaymentDetailsLabels = {
  title: 'Payment Details',
  subtotal: 'Subtotal',
  shipping: 'Shipping Charges',
  free: 'Free',
  coupon: 'Coupon Offer',
  total: 'TOTAL AMOUNT',
};

interface PaymentDetailsCardProps {
  /** Dollars before any coupon. */
  subtotal: number;
  /** A coupon's discount in dollars (§2: an optional Coupon Offer line). */
  couponDiscount?: number;
  /** Dollars to pay; subtotal less the coupon by default. */
  total?: number;
  labels?: Partial<PaymentDetailsLabels>;
  formatAmount?: (amount: number) => string;
  headingLevel?: 2 | 3;
  /** The amounts are being read. */
  loading?: boolean;
}

const Free = styled.dd`
  color: ${({ theme }) => theme.color.success.fg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Payment details (§2): Subtotal, Shipping Charges 'Free', an optional Coupon Offer, TOTAL AMOUNT. */
export function PaymentDetailsCard({
  subtotal,
  couponDiscount,
  total,
  labels,
  formatAmount = (amount) => formatPrice(amount),
  headingLevel = 2,
  loading = false,
}: PaymentDetailsCardProps) {
  const text = { ...defaultPaymentDetailsLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  const due = total ?? Math.max(0, Math.round((subtotal - (couponDiscount ?? 0)) * 100) / 100);
  const show = (amount: number) => (loading ? '—' : formatAmount(amount));
  return (
    <Panel aria-label={text.title} aria-busy={loading || undefined}>
      <PanelHeader>
        <Heading>{text.title}</Heading>
      </PanelHeader>
      <Lines>
        <dt>{text.subtotal}</dt>
        <dd>{show(subtotal)}</dd>
        <dt>{text.shipping}</dt>
        <Free>{text.free}</Free>
        {couponDiscount !== undefined && couponDiscount > 0 && (
          <>
            <dt>{text.coupon}</dt>
            <dd>−{show(couponDiscount)}</dd>
          </>
        )}
        <dt data-total="">{text.total}</dt>
        <dd data-total="">{show(due)}</dd>
      </Lines>
    </Panel>
  );
}
