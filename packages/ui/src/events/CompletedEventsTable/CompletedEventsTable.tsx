import { DataTable } from '../../components/DataTable';
import type { DataTableColumn } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { formatEventDateTime } from '../../components/eventDates';
import { defaultRegistrationColumnLabels, registrationColumns } from '../shared/registrationColumns';
import type {
  EventRegistrationRow,
  RegistrationColumnLabels,
  RegistrationTableProps,
} from '../shared/registrationColumns';

export interface CompletedEventsTableProps extends RegistrationTableProps {
  /**
   * Cancelled registrations and registrations whose event has ended (the app filters, §4):
   * isActive false reads Canceled, otherwise Completed.
   */
  registrations: readonly EventRegistrationRow[];
  /** ISO → 'MM-DD-YYYY hh:mm a' in PT by default. */
  formatDateTime?: (iso: string) => string;
  /** The event's mode in the member's language ('Online', 'In-Person', …); the mode itself by default. */
  formatMode?: (mode: string) => string;
  columnLabels?: Partial<RegistrationColumnLabels>;
  canceledLabel?: string;
  completedLabel?: string;
}

/** Completed Events: sortable columns, 10 rows a page, a Canceled (red) or Completed (green) badge. */
export function CompletedEventsTable({
  registrations,
  formatDateTime = formatEventDateTime,
  formatMode,
  columnLabels,
  canceledLabel = 'Canceled',
  completedLabel = 'Completed',
  caption = 'Completed Events',
  emptyText = 'There are no Registered Events!',
  ...table
}: CompletedEventsTableProps) {
  const labels = { ...defaultRegistrationColumnLabels, ...columnLabels };
  const canceled = (row: EventRegistrationRow) => row.isActive === false;
  const columns: DataTableColumn<EventRegistrationRow>[] = [
    ...registrationColumns<EventRegistrationRow>(labels, formatDateTime, formatMode),
    {
      id: 'status',
      header: labels.status,
      cell: (row) =>
        canceled(row) ? (
          <StatusBadge status="canceled" label={canceledLabel} />
        ) : (
          <StatusBadge status="completed" label={completedLabel} />
        ),
    },
  ];
  return (
    <DataTable
      rows={registrations}
      columns={columns}
      getRowId={(row) => row.uuid}
      caption={caption}
      emptyText={emptyText}
      {...table}
    />
  );
}
