import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTableProps } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import type { WsgProposal, WsgProposalStatus } from '@wellness/api';

export type MyProposalRow = Pick<
  WsgProposal,
  'uuid' | 'groupName' | 'groupCategory' | 'city' | 'state' | 'status' | 'createdAt'
>;

export interface MyProposalColumnLabels {
  number: string;
  name: string;
  category: string;
  location: string;
  proposedOn: string;
  status: string;
}

const defaultMyProposalColumnLabels: MyProposalColumnLabels = {
  number: '#',
  name: 'Group Name',
  category: 'Category',
  location: 'Location',
  proposedOn: 'Proposed On',
  status: 'Status',
};

const defaultProposalStatusLabels: Record<WsgProposalStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

interface MyProposalsTableProps extends Pick<
  DataTableProps<MyProposalRow>,
  | 'caption'
  | 'pageSize'
  | 'loading'
  | 'loadingLabel'
  | 'error'
  | 'errorText'
  | 'emptyText'
  | 'paginationLabels'
> {
  /** The member's own proposals, newest first. */
  proposals: readonly MyProposalRow[];
  columnLabels?: Partial<MyProposalColumnLabels>;
  statusLabels?: Partial<Record<WsgProposalStatus, string>>;
  /** A category in the member's language. */
  categoryLabel?: (category: MyProposalRow['groupCategory']) => string;
  /** The proposal's date as the member reads it. */
  formatDate?: (iso: string) => string;
}

const defaultDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The groups a member proposed (Apply New Group) and where each stands: Pending, Accepted or Rejected. */
export function MyProposalsTable({
  proposals,
  columnLabels,
  statusLabels,
  categoryLabel = (category) => category,
  formatDate = defaultDate,
  caption = 'My Group Proposals',
  emptyText = 'You have not proposed a group yet.',
  errorText = 'Oops something bad happened!',
  ...table
}: MyProposalsTableProps) {
  const labels = { ...defaultMyProposalColumnLabels, ...columnLabels };
  const statuses = { ...defaultProposalStatusLabels, ...statusLabels };
  const location = (row: MyProposalRow) => `${row.city}, ${row.state}`;
  const columns: DataTableColumn<MyProposalRow>[] = [
    { id: 'number', header: labels.number, cell: (_row, index) => index + 1 },
    {
      id: 'name',
      header: labels.name,
      cell: (row) => <bdi>{row.groupName}</bdi>,
      sortValue: (row) => row.groupName,
    },
    {
      id: 'category',
      header: labels.category,
      cell: (row) => categoryLabel(row.groupCategory),
      sortValue: (row) => categoryLabel(row.groupCategory),
    },
    {
      id: 'location',
      header: labels.location,
      cell: (row) => <bdi>{location(row)}</bdi>,
      sortValue: location,
    },
    {
      id: 'proposedOn',
      header: labels.proposedOn,
      cell: (row) => formatDate(row.createdAt),
      sortValue: (row) => row.createdAt,
    },
    {
      id: 'status',
      header: labels.status,
      cell: (row) => <StatusBadge status={row.status} label={statuses[row.status]} />,
      sortValue: (row) => row.status,
    },
  ];
  return (
    <DataTable
      rows={proposals}
      columns={columns}
      getRowId={(row) => row.uuid}
      caption={caption}
      emptyText={emptyText}
      errorText={errorText}
      {...table}
    />
  );
}
