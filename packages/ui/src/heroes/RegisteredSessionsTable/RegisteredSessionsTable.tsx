import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTableProps } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { formatSessionDate, formatSessionTime } from '../sessionFormat';
import type { HealthHeroSession } from '@wellness/api';

type RegisteredSessionRow = Pick<
  HealthHeroSession,
  'uuid' | 'healthHero' | 'sessionPurpose' | 'sessionDate' | 'sessionTime' | 'isActive'
>;

export interface RegisteredSessionColumnLabels {
  number: string;
  hero: string;
  purpose: string;
  date: string;
  time: string;
  status: string;
}

const defaultRegisteredSessionColumnLabels: RegisteredSessionColumnLabels = {
  number: 'S. No.',
  hero: 'Health Hero Name',
  purpose: 'Session Purpose',
  date: 'Session Date',
  time: 'Session Time',
  status: 'Status',
};

export interface RegisteredSessionStatusLabels {
  accepted: string;
  pending: string;
  rejected: string;
}

interface RegisteredSessionsTableProps extends Pick<
  DataTableProps<RegisteredSessionRow>,
  | 'caption'
  | 'captionHidden'
  | 'pageSize'
  | 'loading'
  | 'loadingLabel'
  | 'error'
  | 'errorText'
  | 'emptyText'
  | 'paginationLabels'
> {
  sessions: readonly RegisteredSessionRow[];
  columnLabels?: Partial<RegisteredSessionColumnLabels>;
  statusLabels?: Partial<RegisteredSessionStatusLabels>;
}

/** isActive as the member sees it: true Accepted, false Rejected (staff said no), null Pending. */
const statusOf = (row: RegisteredSessionRow) =>
  row.isActive === true ? 'accepted' : row.isActive === false ? 'rejected' : 'pending';

/** 'Registered HH Sessions': S. No., hero, purpose, date MM-DD-YYYY, time hh:mm a and status; 10 a page. */
export function RegisteredSessionsTable({
  sessions,
  columnLabels,
  statusLabels,
  caption = 'Registered HH Sessions',
  emptyText = 'There are no Registered Health Hero!',
  errorText = 'Oops something bad happened!',
  ...table
}: RegisteredSessionsTableProps) {
  const labels = { ...defaultRegisteredSessionColumnLabels, ...columnLabels };
  const statuses = { accepted: 'Accepted', pending: 'Pending', rejected: 'Rejected', ...statusLabels };
  const columns: DataTableColumn<RegisteredSessionRow>[] = [
    { id: 'number', header: labels.number, cell: (_row, index) => index + 1 },
    {
      id: 'hero',
      header: labels.hero,
      cell: (row) => <span dir="auto">{row.healthHero.name}</span>,
      sortValue: (row) => row.healthHero.name,
    },
    {
      id: 'purpose',
      header: labels.purpose,
      cell: (row) => <span dir="auto">{row.sessionPurpose}</span>,
      sortValue: (row) => row.sessionPurpose,
    },
    {
      id: 'date',
      header: labels.date,
      cell: (row) => formatSessionDate(row.sessionDate),
      sortValue: (row) => row.sessionDate,
    },
    {
      id: 'time',
      header: labels.time,
      // '05:30 pm' is Latin text: kept left to right inside a right-to-left table (else it reads 'pm 05:30').
      cell: (row) => <bdi dir="ltr">{formatSessionTime(row.sessionTime)}</bdi>,
      sortValue: (row) => row.sessionTime,
    },
    {
      id: 'status',
      header: labels.status,
      cell: (row) => <StatusBadge status={statusOf(row)} label={statuses[statusOf(row)]} />,
    },
  ];
  return (
    <DataTable
      rows={sessions}
      columns={columns}
      getRowId={(row) => row.uuid}
      caption={caption}
      emptyText={emptyText}
      errorText={errorText}
      {...table}
    />
  );
}
