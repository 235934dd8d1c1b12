import styled from 'styled-components';
import { Plus } from 'lucide-react';
import type { Schema } from '@wellness/api';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { StatusBadge } from '../../components/StatusBadge';
import { TextField } from '../../components/TextField';
import { formatEventDateTime } from '../../components/eventDates';
import {
  StaffRowActions,
  StaffServerTable,
  type StaffServerTableProps,
  type StaffTableLabels,
} from '../StaffQueueTable';

type StaffEvent = Schema<'StaffEvent'>;
type EventStatus = Schema<'EventStatus'>;

/** The list's filters, as `GET /staff/events` takes them ('' is "any"; dates are days, Pacific Time). */
export interface StaffEventFilters {
  status: '' | EventStatus;
  from: string;
  to: string;
}

export const noStaffEventFilters: StaffEventFilters = { status: '', from: '', to: '' };

export interface StaffEventsTableLabels extends StaffTableLabels {
  name: string;
  starts: string;
  status: string;
  statuses: Record<EventStatus, string>;
  anyStatus: string;
  seats: string;
  unlimited: string;
  price: string;
  free: string;
  registrations: string;
  from: string;
  to: string;
  create: string;
  edit: string;
  editRow: (name: string) => string;
  registrants: string;
  registrantsRow: (name: string) => string;
}

export const defaultStaffEventsTableLabels: StaffEventsTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Event name',
  actions: 'Event',
  loading: 'Loading...',
  empty: 'No event yet.',
  noMatch: 'No event matches this search.',
  error: 'Oops something bad happened!',
  name: 'Name',
  starts: 'Starts (PT)',
  status: 'Status',
  statuses: { draft: 'Draft', upcoming: 'Upcoming', completed: 'Completed', cancelled: 'Canceled' },
  anyStatus: 'Any status',
  seats: 'Seats taken',
  unlimited: 'no limit',
  price: 'Price',
  free: 'Free',
  registrations: 'Registrations',
  from: 'Starting from',
  to: 'Starting before',
  create: 'New event',
  edit: 'Edit',
  editRow: (name) => `Edit ${name}`,
  registrants: 'Registrants',
  registrantsRow: (name) => `Registrants of ${name}`,
};

export interface StaffEventsTableProps extends Omit<
  StaffServerTableProps<StaffEvent>,
  'columns' | 'onSortChange' | 'sort'
> {
  filters: StaffEventFilters;
  onFiltersChange: (filters: StaffEventFilters) => void;
  onOpen: (event: StaffEvent) => void;
  onRegistrants: (event: StaffEvent) => void;
  /** Shown to the roles that may write events. */
  onCreate?: () => void;
  labels?: Partial<StaffEventsTableLabels>;
}

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

const money = (value: number) => `$${value.toFixed(2)}`;

/**
 * The programme in the staff console: every event (drafts too), server-paged and searched, filtered by status and
 * by the days it starts; each row opens the event's form or its registrants.
 */
export function StaffEventsTable({
  filters,
  onFiltersChange,
  onOpen,
  onRegistrants,
  onCreate,
  labels,
  ...table
}: StaffEventsTableProps) {
  const text = { ...defaultStaffEventsTableLabels, ...labels };
  const change = (patch: Partial<StaffEventFilters>) => onFiltersChange({ ...filters, ...patch });
  return (
    <>
      <Toolbar>
        <Select
          label={text.status}
          value={filters.status}
          options={[
            { value: '', label: text.anyStatus },
            ...(['draft', 'upcoming', 'completed', 'cancelled'] as const).map((s) => ({
              value: s,
              label: text.statuses[s],
            })),
          ]}
          onChange={(event) => change({ status: event.target.value as StaffEventFilters['status'] })}
        />
        <TextField
          label={text.from}
          type="date"
          value={filters.from}
          onChange={(event) => change({ from: event.target.value })}
        />
        <TextField
          label={text.to}
          type="date"
          value={filters.to}
          onChange={(event) => change({ to: event.target.value })}
        />
        {onCreate && (
          <Button leadingIcon={<Plus aria-hidden="true" />} onClick={onCreate}>
            {text.create}
          </Button>
        )}
      </Toolbar>
      <StaffServerTable<StaffEvent>
        {...table}
        onSortChange={() => undefined}
        getRowId={(row) => row.uuid}
        labels={text}
        columns={[
          { id: 'name', header: text.name, cell: (row) => row.name },
          { id: 'starts', header: text.starts, cell: (row) => formatEventDateTime(row.startTime) },
          {
            id: 'status',
            header: text.status,
            cell: (row) => <StatusBadge status={row.status} label={text.statuses[row.status]} size="sm" />,
          },
          {
            id: 'price',
            header: text.price,
            align: 'end',
            cell: (row) => (row.price === 0 ? text.free : money(row.price)),
          },
          {
            id: 'seats',
            header: text.seats,
            align: 'end',
            cell: (row) => `${row.seatsTaken} / ${row.capacity ?? text.unlimited}`,
          },
          { id: 'registrations', header: text.registrations, align: 'end', cell: (row) => row.registrations },
        ]}
        actions={(row) => (
          <StaffRowActions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={text.editRow(row.name)}
              onClick={() => onOpen(row)}
            >
              {text.edit}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={text.registrantsRow(row.name)}
              onClick={() => onRegistrants(row)}
            >
              {text.registrants}
            </Button>
          </StaffRowActions>
        )}
      />
    </>
  );
}
