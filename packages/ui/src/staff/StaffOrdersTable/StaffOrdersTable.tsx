import { useState } from 'react';
import styled from 'styled-components';
import { CheckCheck, RotateCcw, Truck } from 'lucide-react';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { RejectDialog, type RejectDialogLabels } from '../RejectDialog';
import {
  StaffRowActions,
  StaffServerTable,
  type StaffServerTableProps,
  type StaffTableLabels,
} from '../StaffQueueTable';

/** The order statuses fulfilment staff act on (paid orders only). */
export type FulfilmentStatus = 'processing' | 'shipped' | 'completed' | 'refunded';
/** The list's filter: the orders waiting for staff (processing and shipped), or one final status. */
export type FulfilmentFilter = 'waiting' | 'completed' | 'refunded';
export type FulfilmentStep = 'shipped' | 'completed';

interface StaffOrdersLabels extends StaffTableLabels {
  filter: string;
  filters: Record<FulfilmentFilter, string>;
  ship: string;
  complete: string;
  refund: string;
  /** Accessible names of a row's buttons, naming the order. */
  shipRow: (description: string) => string;
  completeRow: (description: string) => string;
  refundRow: (description: string) => string;
}

const defaultStaffOrdersLabels: StaffOrdersLabels = {
  search: 'Search',
  searchPlaceholder: 'Order number, member or item',
  filter: 'Show',
  filters: { waiting: 'To fulfil', completed: 'Completed', refunded: 'Refunded' },
  actions: 'Fulfilment',
  ship: 'Ship',
  complete: 'Complete',
  refund: 'Refund',
  shipRow: (description) => `Ship: ${description}`,
  completeRow: (description) => `Complete: ${description}`,
  refundRow: (description) => `Refund: ${description}`,
  loading: 'Loading...',
  empty: 'No order is waiting.',
  noMatch: 'No order matches this search.',
  error: 'Oops something bad happened!',
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

interface StaffOrdersTableProps<
  Row extends { id: number; status: string },
> extends StaffServerTableProps<Row> {
  filter: FulfilmentFilter;
  onFilterChange: (filter: FulfilmentFilter) => void;
  onStep: (row: Row, step: FulfilmentStep) => void;
  onRefund: (row: Row, reason: string) => void;
  /** Names an order in its buttons and in the refund dialog ("#1042 — Alex Morgan, $54.00"). */
  describe: (row: Row) => string;
  /** Orders whose change is being sent (their buttons are busy). */
  busyIds?: readonly number[];
  labels?: Partial<StaffOrdersLabels>;
  refundLabels?: Partial<RejectDialogLabels>;
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: ${({ theme }) => theme.space[3]};
  & > * {
    min-inline-size: 14rem;
  }
`;

const FILTERS: readonly FulfilmentFilter[] = ['waiting', 'completed', 'refunded'];

/**
 * Staff fulfilment: a server-paged, sortable, searchable table of paid marketplace orders. Each order moves
 * processing → shipped → completed, or is refunded (with a reason told to the member); the buttons offer only
 * the steps its status allows.
 */
export function StaffOrdersTable<Row extends { id: number; status: string }>({
  filter,
  onFilterChange,
  onStep,
  onRefund,
  describe,
  busyIds = [],
  labels,
  refundLabels,
  ...table
}: StaffOrdersTableProps<Row>) {
  const text = { ...defaultStaffOrdersLabels, ...labels };
  const [refunding, setRefunding] = useState<Row | null>(null);
  return (
    <>
      <Toolbar>
        <Select
          label={text.filter}
          value={filter}
          options={FILTERS.map((value) => ({ value, label: text.filters[value] }))}
          onChange={(event) => onFilterChange(event.target.value as FulfilmentFilter)}
        />
      </Toolbar>
      <StaffServerTable<Row>
        {...table}
        getRowId={(row) => String(row.id)}
        labels={text}
        actions={(row) => {
          const busy = busyIds.includes(row.id);
          const description = describe(row);
          return (
            <StaffRowActions>
              {row.status === 'processing' && (
                <Button
                  size="sm"
                  variant="secondary"
                  leadingIcon={<Truck aria-hidden="true" />}
                  aria-label={text.shipRow(description)}
                  disabled={busy}
                  onClick={() => onStep(row, 'shipped')}
                >
                  {text.ship}
                </Button>
              )}
              {(row.status === 'processing' || row.status === 'shipped') && (
                <Button
                  size="sm"
                  variant="secondary"
                  leadingIcon={<CheckCheck aria-hidden="true" />}
                  aria-label={text.completeRow(description)}
                  disabled={busy}
                  onClick={() => onStep(row, 'completed')}
                >
                  {text.complete}
                </Button>
              )}
              {row.status !== 'refunded' && (
                <Button
                  size="sm"
                  variant="tertiary"
                  leadingIcon={<RotateCcw aria-hidden="true" />}
                  aria-label={text.refundRow(description)}
                  disabled={busy}
                  onClick={() => setRefunding(row)}
                >
                  {text.refund}
                </Button>
              )}
            </StaffRowActions>
          );
        }}
      />
      <RejectDialog
        key={refunding?.id ?? 'none'}
        open={refunding !== null}
        subject={refunding ? describe(refunding) : undefined}
        labels={{ ...defaultRefundDialogLabels, ...refundLabels }}
        onCancel={() => setRefunding(null)}
        onReject={(reason) => {
          if (!refunding) return;
          onRefund(refunding, reason);
          setRefunding(null);
        }}
      />
    </>
  );
}
