import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CheckCheck, RotateCcw, Truck } from 'lucide-react';
import type { Schema } from '@wellness/api';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { StatusBadge } from '../../components/StatusBadge';
import { RejectDialog, type RejectDialogLabels } from '../RejectDialog';
import type { FulfilmentStep } from '../StaffOrdersTable';
import { DetailGrid, DetailLines, PanelHeader } from '../shared/detailLayout';

/** One paid order as `GET /staff/orders/{id}` answers it. */
export type StaffOrderDetailData = Schema<'StaffOrder'>;

export interface StaffOrderDetailLabels {
  order: (number: string) => string;
  placed: string;
  paid: string;
  shipped: string;
  completed: string;
  refunded: string;
  status: string;
  statuses: Record<string, string>;
  member: string;
  name: string;
  email: string;
  shipTo: string;
  phone: string;
  noPhone: string;
  items: string;
  item: string;
  quantity: string;
  price: string;
  lineTotal: string;
  shipping: string;
  free: string;
  tax: string;
  total: string;
  refunds: string;
  refundedOn: (date: string) => string;
  noRefund: string;
  actions: string;
  ship: string;
  complete: string;
  refund: string;
  noAction: string;
  loading: string;
  error: string;
  retry: string;
}

export const defaultStaffOrderDetailLabels: StaffOrderDetailLabels = {
  order: (number) => `Order #${number}`,
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  completed: 'Completed',
  refunded: 'Refunded',
  status: 'Status',
  statuses: { processing: 'Processing', shipped: 'Shipped', completed: 'Completed', refunded: 'Refunded' },
  member: 'Member',
  name: 'Name',
  email: 'E-mail',
  shipTo: 'Ship to',
  phone: 'Phone',
  noPhone: 'No phone given',
  items: 'Items',
  item: 'Item',
  quantity: 'Quantity',
  price: 'Price',
  lineTotal: 'Total',
  shipping: 'Shipping',
  free: 'Free',
  tax: 'Tax',
  total: 'Order total',
  refunds: 'Refunds',
  refundedOn: (date) => `Refunded in full on ${date}.`,
  noRefund: 'No refund.',
  actions: 'Fulfilment',
  ship: 'Ship',
  complete: 'Complete',
  refund: 'Refund',
  noAction: 'Nothing left to do for this order.',
  loading: 'Loading...',
  error: 'Oops something bad happened!',
  retry: 'Try again',
};

const defaultRefundDialogLabels: RejectDialogLabels = {
  title: 'Refund order',
  reason: 'Reason',
  reasonHelper: 'The member reads this reason in the refund e-mail.',
  reasonRequired: 'Please give a reason.',
  confirm: 'Refund',
  cancel: 'Cancel',
  busy: 'Refunding...',
  close: 'Close',
};

export interface StaffOrderDetailProps {
  order?: StaffOrderDetailData;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  onStep: (step: FulfilmentStep) => void;
  onRefund: (reason: string) => void;
  /** Only the roles that may refund (owner, admin) are offered Refund. */
  canRefund?: boolean;
  /** A change is being sent: every button waits. */
  busy?: boolean;
  /** The order may not be changed now (every button disabled). */
  disabled?: boolean;
  /** Formats the server's amounts (dollars, as strings or numbers) and instants; never computes one. */
  formatMoney?: (amount: string | number) => string;
  formatDate?: (iso: string) => string;
  labels?: Partial<StaffOrderDetailLabels>;
  refundLabels?: Partial<RejectDialogLabels>;
}

const Panel = styled.section<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-inline-size: 0;
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Address = styled.address`
  font-style: normal;
  line-height: ${({ theme }) => theme.font.lineHeight.body};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  & th {
    color: ${({ theme }) => theme.color.text.secondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & [data-align='end'] {
    text-align: end;
    white-space: nowrap;
  }
  & tfoot th {
    text-align: end;
    border-block-end: none;
  }
  & tfoot tr:last-child th,
  & tfoot tr:last-child td {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const dollars = (amount: string | number) => `$${Number(amount).toFixed(2)}`;
const day = (iso: string) => iso.slice(0, 10);

/** Amounts and dates read left to right, in Arabic too. */
const Ltr = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/**
 * One paid marketplace order in the staff console: number, dates and status, the member, where to ship it and the
 * phone, the lines and totals as the server charged them, the refund, and the fulfilment steps its status allows
 * (ship, complete, refund with a reason told to the member).
 */
export function StaffOrderDetail({
  order,
  loading = false,
  error = false,
  onRetry,
  onStep,
  onRefund,
  canRefund = true,
  busy = false,
  disabled = false,
  formatMoney = dollars,
  formatDate = day,
  labels,
  refundLabels,
}: StaffOrderDetailProps) {
  const text = { ...defaultStaffOrderDetailLabels, ...labels };
  const [refunding, setRefunding] = useState(false);
  if (error) return <ErrorState message={text.error} onRetry={onRetry} retryLabel={text.retry} />;
  if (loading || !order) return <LoadingIndicator label={text.loading} />;
  const { billing, member } = order;
  const title = text.order(order.number);
  const canShip = order.status === 'processing';
  const canComplete = order.status === 'processing' || order.status === 'shipped';
  const mayRefund = canRefund && order.status !== 'refunded';
  const off = busy || disabled;
  const dates: [string, string | null][] = [
    [text.placed, order.date_created],
    [text.paid, order.date_paid],
    [text.shipped, order.date_shipped],
    [text.completed, order.date_completed],
    [text.refunded, order.date_refunded],
  ];
  const addressLines = [
    [billing.first_name, billing.last_name].filter(Boolean).join(' '),
    billing.address_1,
    billing.address_2,
    [billing.city, billing.state, billing.postcode].filter(Boolean).join(', '),
    billing.country,
  ].filter(Boolean);
  return (
    <DetailGrid>
      <Panel aria-labelledby="order-summary">
        <PanelHeader>
          <h2 id="order-summary">
            <bdi>{title}</bdi>
          </h2>
          <StatusBadge status={order.status} label={text.statuses[order.status] ?? order.status} />
        </PanelHeader>
        <DetailLines>
          {dates.map(([label, at]) =>
            at ? (
              <FieldLine key={label} label={label}>
                <Ltr>{formatDate(at)}</Ltr>
              </FieldLine>
            ) : null,
          )}
        </DetailLines>
        <h3 style={{ margin: 0, fontSize: 'inherit' }}>{text.actions}</h3>
        {canShip || canComplete || mayRefund ? (
          <Actions>
            {canShip && (
              <Button
                size="sm"
                variant="secondary"
                leadingIcon={<Truck aria-hidden="true" />}
                disabled={off}
                onClick={() => onStep('shipped')}
              >
                {text.ship}
              </Button>
            )}
            {canComplete && (
              <Button
                size="sm"
                variant="secondary"
                leadingIcon={<CheckCheck aria-hidden="true" />}
                disabled={off}
                onClick={() => onStep('completed')}
              >
                {text.complete}
              </Button>
            )}
            {mayRefund && (
              <Button
                size="sm"
                variant="tertiary"
                leadingIcon={<RotateCcw aria-hidden="true" />}
                disabled={off}
                onClick={() => setRefunding(true)}
              >
                {text.refund}
              </Button>
            )}
          </Actions>
        ) : (
          <Muted>{text.noAction}</Muted>
        )}
      </Panel>
      <Panel aria-labelledby="order-member">
        <h2 id="order-member">{text.member}</h2>
        <DetailLines>
          <FieldLine label={text.name}>
            <bdi>{member.name ?? member.email}</bdi>
          </FieldLine>
          <FieldLine label={text.email}>
            <a href={`mailto:${member.email}`}>
              <Ltr>{member.email}</Ltr>
            </a>
          </FieldLine>
          <FieldLine label={text.phone}>
            {billing.phone ? (
              <a href={`tel:${billing.phone.replace(/\s+/g, '')}`}>
                <Ltr>{billing.phone}</Ltr>
              </a>
            ) : (
              text.noPhone
            )}
          </FieldLine>
          <FieldLine label={text.shipTo}>
            <Address>
              {addressLines.map((line) => (
                <div key={line} dir="auto">
                  {line}
                </div>
              ))}
            </Address>
          </FieldLine>
        </DetailLines>
      </Panel>
      <Panel aria-labelledby="order-items" $wide>
        <h2 id="order-items">{text.items}</h2>
        <Scroll>
          <Table aria-labelledby="order-items">
            <thead>
              <tr>
                <th scope="col">{text.item}</th>
                <th scope="col" data-align="end">
                  {text.quantity}
                </th>
                <th scope="col" data-align="end">
                  {text.price}
                </th>
                <th scope="col" data-align="end">
                  {text.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.line_items.map((line) => (
                <tr key={line.id}>
                  <td dir="auto">{line.name}</td>
                  <td data-align="end">
                    <Ltr>{String(line.quantity)}</Ltr>
                  </td>
                  <td data-align="end">
                    <Ltr>{formatMoney(line.price)}</Ltr>
                  </td>
                  <td data-align="end">
                    <Ltr>{formatMoney(line.total)}</Ltr>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {text.shipping}
                </th>
                <td data-align="end">
                  {Number(order.shipping_total) === 0 ? (
                    text.free
                  ) : (
                    <Ltr>{formatMoney(order.shipping_total)}</Ltr>
                  )}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  {text.tax}
                </th>
                <td data-align="end">
                  <Ltr>{formatMoney(order.total_tax)}</Ltr>
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  {text.total}
                </th>
                <td data-align="end">
                  <Ltr>{formatMoney(order.total)}</Ltr>
                </td>
              </tr>
            </tfoot>
          </Table>
        </Scroll>
      </Panel>
      <Panel aria-labelledby="order-refunds" $wide>
        <h2 id="order-refunds">{text.refunds}</h2>
        <Muted>
          {order.date_refunded ? text.refundedOn(formatDate(order.date_refunded)) : text.noRefund}
        </Muted>
      </Panel>
      <RejectDialog
        key={refunding ? 'open' : 'closed'}
        open={refunding}
        subject={title}
        labels={{ ...defaultRefundDialogLabels, ...refundLabels }}
        onCancel={() => setRefunding(false)}
        onReject={(reason) => {
          onRefund(reason);
          setRefunding(false);
        }}
      />
    </DetailGrid>
  );
}

function FieldLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
