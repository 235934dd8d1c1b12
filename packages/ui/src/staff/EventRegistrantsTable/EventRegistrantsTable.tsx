import styled from 'styled-components';
import { Download } from 'lucide-react';
import type { Schema } from '@wellness/api';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { StatusBadge } from '../../components/StatusBadge';
import { formatEventDateTime } from '../../components/eventDates';
import { StaffServerTable, type StaffTableLabels } from '../StaffQueueTable';

type Registrant = Schema<'StaffRegistrant'>;

export interface EventRegistrantsTableLabels extends StaffTableLabels {
  name: string;
  email: string;
  quantity: string;
  paid: string;
  free: string;
  coupon: string;
  registeredAt: string;
  state: string;
  registered: string;
  cancelled: string;
  attended: string;
  attendedRow: (name: string) => string;
  exportCsv: string;
}

export const defaultEventRegistrantsTableLabels: EventRegistrantsTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Name or e-mail',
  actions: 'Attended',
  loading: 'Loading...',
  empty: 'Nobody has registered yet.',
  noMatch: 'Nobody matches this search.',
  error: 'Oops something bad happened!',
  name: 'Name',
  email: 'E-mail',
  quantity: 'Seats',
  paid: 'Paid',
  free: 'Free',
  coupon: 'Coupon',
  registeredAt: 'Registered at (PT)',
  state: 'Registration',
  registered: 'Registered',
  cancelled: 'Canceled',
  attended: 'Attended',
  attendedRow: (name) => `${name} attended`,
  exportCsv: 'Export CSV',
};

export interface EventRegistrantsTableProps {
  caption: string;
  rows: readonly Registrant[];
  page: number;
  total: number;
  pageSize?: number;
  search: string;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
  onAttendedChange: (registrant: Registrant, attended: boolean) => void;
  onExport: () => void;
  exporting?: boolean;
  /** Registrations whose attended mark is being saved. */
  savingUuids?: readonly string[];
  loading?: boolean;
  error?: boolean;
  labels?: Partial<EventRegistrantsTableLabels>;
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

/** An event's registrants for staff: who, how many seats, what they paid and with which coupon, and attendance. */
export function EventRegistrantsTable({
  onAttendedChange,
  onExport,
  exporting = false,
  savingUuids = [],
  labels,
  ...table
}: EventRegistrantsTableProps) {
  const text = { ...defaultEventRegistrantsTableLabels, ...labels };
  const nameOf = (row: Registrant) => row.name ?? row.email;
  return (
    <>
      <Toolbar>
        <Button
          variant="secondary"
          leadingIcon={<Download aria-hidden="true" />}
          busy={exporting}
          busyLabel={text.exportCsv}
          onClick={onExport}
        >
          {text.exportCsv}
        </Button>
      </Toolbar>
      <StaffServerTable<Registrant>
        {...table}
        onSortChange={() => undefined}
        getRowId={(row) => row.uuid}
        labels={text}
        columns={[
          { id: 'name', header: text.name, cell: (row) => row.name ?? '—' },
          { id: 'email', header: text.email, cell: (row) => row.email },
          { id: 'quantity', header: text.quantity, align: 'end', cell: (row) => row.quantity },
          {
            id: 'paid',
            header: text.paid,
            align: 'end',
            cell: (row) => (row.paid === 0 ? text.free : `$${row.paid.toFixed(2)}`),
          },
          { id: 'coupon', header: text.coupon, cell: (row) => row.coupon ?? '—' },
          {
            id: 'registeredAt',
            header: text.registeredAt,
            cell: (row) => formatEventDateTime(row.registeredAt),
          },
          {
            id: 'state',
            header: text.state,
            cell: (row) =>
              row.isActive ? (
                <StatusBadge status="registered" label={text.registered} size="sm" />
              ) : (
                <StatusBadge status="canceled" label={text.cancelled} size="sm" />
              ),
          },
        ]}
        actions={(row) => (
          <Checkbox
            label={text.attended}
            aria-label={text.attendedRow(nameOf(row))}
            checked={row.attendedAt !== null}
            disabled={!row.isActive || savingUuids.includes(row.uuid)}
            onChange={(event) => onAttendedChange(row, event.target.checked)}
          />
        )}
      />
    </>
  );
}
