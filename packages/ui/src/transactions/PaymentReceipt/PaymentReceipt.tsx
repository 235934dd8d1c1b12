import styled from 'styled-components';
import { Button } from '../../components/Button';
import { formatPrice } from '../../components/Price';
import type { TransactionRow } from '../TransactionHistoryTable';

export interface PaymentReceiptLabels {
  title: string;
  paidFor: string;
  transactionId: string;
  date: string;
  amount: string;
  type: string;
  status: string;
  print: string;
}

export const defaultPaymentReceiptLabels: PaymentReceiptLabels = {
  title: 'Payment Receipt',
  paidFor: 'Paid for',
  transactionId: 'Transaction ID',
  date: 'Date & Time',
  amount: 'Amount',
  type: 'Transaction Type',
  status: 'Status',
  print: 'Print',
};

export interface PaymentReceiptProps {
  transaction: TransactionRow;
  organisation: string;
  /** The line naming where to write with questions ('Questions? support@…'). */
  supportLine: string;
  formatDate?: (iso: string) => string;
  formatAmount?: (dollars: number) => string;
  typeLabel: string;
  statusLabel: string;
  labels?: Partial<PaymentReceiptLabels>;
  /** Print (the app calls the browser's print); the button is not printed. */
  onPrint: () => void;
}

const Sheet = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 36rem;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media print {
    border: 0;
    padding: 0;
    [data-print='false'] {
      display: none;
    }
  }
`;

/** One payment as a printable receipt: the organisation, what was paid for, when, how much and its status. */
export function PaymentReceipt({
  transaction,
  organisation,
  supportLine,
  formatDate = (iso) => iso,
  formatAmount = (dollars) => formatPrice(dollars),
  typeLabel,
  statusLabel,
  labels: overrides,
  onPrint,
}: PaymentReceiptProps) {
  const labels = { ...defaultPaymentReceiptLabels, ...overrides };
  return (
    <Sheet aria-labelledby="payment-receipt-title">
      <h1 id="payment-receipt-title">{labels.title}</h1>
      <p>{organisation}</p>
      <dl>
        <dt>{labels.paidFor}</dt>
        <dd>
          <bdi dir="auto">{transaction.name ?? transaction.remarks}</bdi>
        </dd>
        <dt>{labels.transactionId}</dt>
        <dd>{transaction.transactionId}</dd>
        <dt>{labels.date}</dt>
        <dd>
          <bdi dir="auto">{formatDate(transaction.transactionDate)}</bdi>
        </dd>
        <dt>{labels.amount}</dt>
        <dd>{formatAmount(transaction.total)}</dd>
        <dt>{labels.type}</dt>
        <dd>{typeLabel}</dd>
        <dt>{labels.status}</dt>
        <dd>{statusLabel}</dd>
      </dl>
      <p>{supportLine}</p>
      <div data-print="false">
        <Button onClick={onPrint}>{labels.print}</Button>
      </div>
    </Sheet>
  );
}
