import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTableProps } from '../../components/DataTable';
import { IconButton } from '../../components/IconButton';
import { StatusBadge } from '../../components/StatusBadge';
import type { Wsg } from '@wellness/api';

type MyWsgRow = Pick<
  Wsg,
  | 'uuid'
  | 'supportGroupUuid'
  | 'name'
  | 'groupCategory'
  | 'city'
  | 'state'
  | 'country'
  | 'numberOfMembers'
  | 'status'
>;

export interface MyWsgColumnLabels {
  number: string;
  name: string;
  category: string;
  location: string;
  members: string;
  status: string;
  leave: string;
}

const defaultMyWsgColumnLabels: MyWsgColumnLabels = {
  number: '#',
  name: 'Group Name',
  category: 'Category',
  location: 'Location',
  members: 'Members',
  status: 'Status',
  leave: 'Leave Group',
};

interface MyWsgTableProps extends Pick<
  DataTableProps<MyWsgRow>,
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
  /** The member's groups, then their pending requests (§4). */
  groups: readonly MyWsgRow[];
  /** Called once the member confirms leaving (or withdrawing a request). */
  onLeave: (group: MyWsgRow) => void;
  /** Groups whose leave is being sent. */
  leavingUuids?: readonly string[];
  columnLabels?: Partial<MyWsgColumnLabels>;
  pendingLabel?: string;
  acceptedLabel?: string;
  leaveButtonLabel?: (name: string) => string;
  confirmTitle?: string;
  confirmMessage?: (group: MyWsgRow) => string;
  confirmLabel?: string;
  confirmCancelLabel?: string;
}

/** 'My WSGs List': sortable, 10 a page, status Pending for requests, and a leave action per row. */
export function MyWsgTable({
  groups,
  onLeave,
  leavingUuids = [],
  columnLabels,
  pendingLabel = 'Pending',
  acceptedLabel = 'Accepted',
  leaveButtonLabel = (name) => `Leave Group: ${name}`,
  confirmTitle = 'Leave Group',
  confirmMessage = (group) => `Are you sure you want to leave ${group.name}?`,
  confirmLabel = 'Yes',
  confirmCancelLabel = 'No',
  caption = 'My WSGs List',
  emptyText = 'There are no WSGs Group!',
  errorText = 'Oops something bad happened!',
  ...table
}: MyWsgTableProps) {
  const labels = { ...defaultMyWsgColumnLabels, ...columnLabels };
  const [pending, setPending] = useState<MyWsgRow | null>(null);
  const location = (row: MyWsgRow) => [row.city, row.country].filter(Boolean).join(', ');
  const columns: DataTableColumn<MyWsgRow>[] = [
    { id: 'number', header: labels.number, cell: (_row, index) => index + 1 },
    { id: 'name', header: labels.name, cell: (row) => row.name, sortValue: (row) => row.name },
    {
      id: 'category',
      header: labels.category,
      cell: (row) => row.groupCategory ?? '—',
      sortValue: (row) => row.groupCategory ?? '',
    },
    { id: 'location', header: labels.location, cell: location, sortValue: location },
    {
      id: 'members',
      header: labels.members,
      align: 'end',
      cell: (row) => row.numberOfMembers,
      sortValue: (row) => row.numberOfMembers,
    },
    {
      id: 'status',
      header: labels.status,
      cell: (row) =>
        row.status === 'pending' ? (
          <StatusBadge status="pending" label={pendingLabel} />
        ) : (
          <StatusBadge status="accepted" label={acceptedLabel} />
        ),
    },
    {
      id: 'leave',
      header: labels.leave,
      align: 'center',
      cell: (row) => (
        <IconButton
          variant="tertiary"
          label={leaveButtonLabel(row.name)}
          icon={<LogOut aria-hidden />}
          disabled={leavingUuids.includes(row.supportGroupUuid)}
          aria-busy={leavingUuids.includes(row.supportGroupUuid) || undefined}
          onClick={() => setPending(row)}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        rows={groups}
        columns={columns}
        getRowId={(row) => `${row.supportGroupUuid}-${row.status}`}
        caption={caption}
        emptyText={emptyText}
        errorText={errorText}
        {...table}
      />
      <ConfirmDialog
        open={pending !== null}
        variant="danger"
        title={confirmTitle}
        message={pending ? confirmMessage(pending) : undefined}
        confirmLabel={confirmLabel}
        cancelLabel={confirmCancelLabel}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onLeave(pending);
          setPending(null);
        }}
      />
    </>
  );
}
