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
  /** Dollars before any coupon, as the server answered them. */
  subtotal: number;
  /** A coupon's discount in dollars (§2: an optional Coupon Offer line), as the server answered it. */
  couponDiscount?: number;
  /** Dollars to pay, as the server answered them (the card computes no amount). */
  total: number;
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
        <dd data-total="">{show(total)}</dd>
      </Lines>
    </Panel>
  );
}
