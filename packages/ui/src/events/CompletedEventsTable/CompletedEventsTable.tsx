import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTablePaginationLabels, DataTableSort } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { formatEventDateTime } from '../shared/eventDates';
import { defaultRegistrationColumnLabels, registrationColumns } from '../shared/registrationColumns';
import type { EventRegistrationRow, RegistrationColumnLabels } from '../shared/registrationColumns';

export interface CompletedEventsTableProps {
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
  caption?: string;
  captionHidden?: boolean;
  pageSize?: number;
  defaultSort?: DataTableSort;
  loading?: boolean;
  loadingLabel?: string;
  /** `true` shows `errorText`; a string is shown as the message. */
  error?: boolean | string;
  errorText?: string;
  emptyText?: string;
  paginationLabels?: DataTablePaginationLabels;
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
  captionHidden = false,
  pageSize = 10,
  defaultSort,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  emptyText = 'There are no Registered Events!',
  paginationLabels,
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
      captionHidden={captionHidden}
      pageSize={pageSize}
      defaultSort={defaultSort}
      loading={loading}
      loadingLabel={loadingLabel}
      error={error}
      errorText={errorText}
      emptyText={emptyText}
      paginationLabels={paginationLabels}
    />
  );
}
