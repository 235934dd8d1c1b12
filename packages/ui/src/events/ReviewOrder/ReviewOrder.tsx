import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn } from '../../components/DataTable';
import { formatPrice } from '../../components/Price';
import type { OrderAmounts, WellnessEvent } from '@wellness/api';
import { CouponBox } from '../CouponBox';
import type { CouponBoxProps, CouponStatus } from '../CouponBox';
import { formatEventDate, formatEventTime } from '../../components/eventDates';
import { LtrText, range } from '../shared/EventFacts';

/** The fields of the API's `WellnessEvent` the order shows; a `WellnessEvent` fits as it is. */
export type ReviewOrderEvent = Pick<WellnessEvent, 'name' | 'startTime' | 'endTime' | 'eventMode' | 'price'>;

export interface ReviewOrderLabels {
  title: string;
  eventTable: string;
  name: string;
  date: string;
  time: string;
  quantity: string;
  price: string;
  mode: string;
  paymentDetails: string;
  subtotal: string;
  discount: string;
  total: string;
  proceed: string;
  proceeding: string;
}

export const defaultReviewOrderLabels: ReviewOrderLabels = {
  title: 'Review Order',
  eventTable: 'Event',
  name: 'Event Name',
  date: 'Date',
  time: 'Time',
  quantity: 'Quantity',
  price: 'Price',
  mode: 'Event Mode',
  paymentDetails: 'Payment Details',
  subtotal: 'Subtotal',
  discount: 'Discounted Amount',
  total: 'Total',
  proceed: 'Proceed to Pay',
  proceeding: 'Processing...',
};

export interface ReviewOrderProps {
  event: ReviewOrderEvent;
  quantity: number;
  /** The order's subtotal, discount and total as the server answered them (with the applied coupon, if any). */
  amounts: OrderAmounts;
  /** Apply in the coupon box, with the code. */
  onApplyCoupon: (code: string) => void;
  couponBusy?: boolean;
  couponStatus?: CouponStatus | null;
  /** Words of the coupon box. */
  couponBox?: Omit<CouponBoxProps, 'onApply' | 'busy' | 'status'>;
  /** 'Proceed to Pay' (the app starts the payment and goes to /payment/checkout). */
  onProceed: () => void;
  /** The payment is being started. */
  proceeding?: boolean;
  /** ISO → 'MMM DD, YYYY' in PT by default. */
  formatDate?: (iso: string) => string;
  /** ISO → 'hh:mm a' in PT by default. */
  formatTime?: (iso: string) => string;
  /** The event's mode in the member's language ('Online', 'In-Person', …); the mode itself by default. */
  formatMode?: (mode: string) => string;
  /** Dollars → '$25.00' by default. */
  formatAmount?: (dollars: number) => string;
  labels?: Partial<ReviewOrderLabels>;
}

const Layout = styled.section`
  display: grid;
  /* One column as wide as the screen on phones: the table and the summary never push past it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text.primary};

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(320px, 1fr);
    align-items: start;

    & > h1 {
      grid-column: 1 / -1;
    }
  }
`;

/** From tablets up, dates, times and the mode stay on one line; the event's name wraps instead. */
const NoWrap = styled.span`
  ${({ theme }) => theme.media.tablet} {
    white-space: nowrap;
  }
`;

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No column gap: the total's rule runs unbroken under both columns. */
  row-gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-variant-numeric: tabular-nums;

  & dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  & dd {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[4]};
    text-align: end;
  }
  & [data-total] {
    padding-block-start: ${({ theme }) => theme.space[3]};
    border-block-start: 1px solid ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Review Order (/pay): the event, the payment details with any coupon, and 'Proceed to Pay'. */
export function ReviewOrder({
  event,
  quantity,
  amounts: totals,
  onApplyCoupon,
  couponBusy = false,
  couponStatus = null,
  couponBox,
  onProceed,
  proceeding = false,
  formatDate = formatEventDate,
  formatTime = formatEventTime,
  formatMode = (mode) => mode,
  formatAmount = (dollars) => formatPrice(dollars),
  labels: labelOverrides,
}: ReviewOrderProps) {
  const labels = { ...defaultReviewOrderLabels, ...labelOverrides };
  const titleId = useId();
  const columns: DataTableColumn<ReviewOrderEvent>[] = [
    { id: 'name', header: labels.name, cell: (row) => row.name },
    {
      id: 'date',
      header: labels.date,
      cell: (row) => (
        <NoWrap>
          <LtrText>{range(formatDate(row.startTime), formatDate(row.endTime))}</LtrText>
        </NoWrap>
      ),
    },
    {
      id: 'time',
      header: labels.time,
      cell: (row) => (
        <NoWrap>
          <LtrText>{`${formatTime(row.startTime)} - ${formatTime(row.endTime)}`}</LtrText>
        </NoWrap>
      ),
    },
    { id: 'quantity', header: labels.quantity, align: 'end', cell: () => quantity },
    { id: 'price', header: labels.price, align: 'end', cell: (row) => formatAmount(row.price) },
    { id: 'mode', header: labels.mode, cell: (row) => <NoWrap>{formatMode(row.eventMode)}</NoWrap> },
  ];
  return (
    <Layout aria-labelledby={titleId}>
      <h1 id={titleId}>{labels.title}</h1>
      <DataTable rows={[event]} columns={columns} caption={labels.eventTable} captionHidden />
      <Summary aria-label={labels.paymentDetails}>
        <h2>{labels.paymentDetails}</h2>
        <Figures>
          <dt>{labels.subtotal}</dt>
          <dd>{formatAmount(totals.subtotal)}</dd>
          <dt>{labels.discount}</dt>
          <dd>{totals.discount > 0 ? `- ${formatAmount(totals.discount)}` : formatAmount(0)}</dd>
          <dt data-total="">{labels.total}</dt>
          <dd data-total="">{formatAmount(totals.total)}</dd>
        </Figures>
        <CouponBox {...couponBox} onApply={onApplyCoupon} busy={couponBusy} status={couponStatus} />
        <Button size="lg" fullWidth busy={proceeding} busyLabel={labels.proceeding} onClick={onProceed}>
          {labels.proceed}
        </Button>
      </Summary>
    </Layout>
  );
}
