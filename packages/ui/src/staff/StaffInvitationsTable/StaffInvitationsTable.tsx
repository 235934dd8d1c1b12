import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn, type DataTablePaginationLabels } from '../../components/DataTable';
import { StaffRowActions } from '../StaffQueueTable';
import { defaultStaffRoleLabels, type StaffInvitation, type StaffRole } from '../StaffTeamTable/staffRoles';

export interface StaffInvitationsTableLabels {
  email: string;
  role: string;
  invitedBy: string;
  expires: string;
  actions: string;
  revoke: string;
  /** The revoke button's accessible name, naming the address. */
  revokeRow: (email: string) => string;
  loading: string;
  empty: string;
  error: string;
  roles: Record<StaffRole, string>;
}

export const defaultStaffInvitationsTableLabels: StaffInvitationsTableLabels = {
  email: 'E-mail',
  role: 'Role',
  invitedBy: 'Invited by',
  expires: 'Expires',
  actions: 'Actions',
  revoke: 'Revoke',
  revokeRow: (email) => `Revoke the invitation of ${email}`,
  loading: 'Loading...',
  empty: 'No open invitation.',
  error: 'Oops something bad happened!',
  roles: defaultStaffRoleLabels,
};

export interface StaffInvitationsTableProps {
  caption: string;
  /** The open invitations (not used, revoked or expired), newest first, as the server answers them. */
  rows: readonly StaffInvitation[];
  /** Opens the revocation's confirmation; no button without it. */
  onRevoke?: (row: StaffInvitation) => void;
  /** An invitation's expiry, in the reader's language. */
  formatAt: (iso: string) => string;
  loading?: boolean;
  error?: boolean;
  /** The buttons wait (an action is on its way). */
  disabled?: boolean;
  labels?: Partial<Omit<StaffInvitationsTableLabels, 'roles'>> & {
    roles?: Partial<Record<StaffRole, string>>;
  };
  paginationLabels?: DataTablePaginationLabels;
}

/** The staff team's open invitations with their expiry, each revocable (its link then stops working). */
export function StaffInvitationsTable({
  caption,
  rows,
  onRevoke,
  formatAt,
  loading = false,
  error = false,
  disabled = false,
  labels,
  paginationLabels,
}: StaffInvitationsTableProps) {
  const text = { ...defaultStaffInvitationsTableLabels, ...labels };
  const roles: Record<StaffRole, string> = { ...defaultStaffRoleLabels, ...labels?.roles };
  const columns: DataTableColumn<StaffInvitation>[] = [
    { id: 'email', header: text.email, cell: (row) => <bdi>{row.email}</bdi> },
    { id: 'role', header: text.role, cell: (row) => roles[row.role] },
    { id: 'invitedBy', header: text.invitedBy, cell: (row) => <bdi>{row.invitedBy ?? '—'}</bdi> },
    { id: 'expires', header: text.expires, cell: (row) => <span>{formatAt(row.expiresAt)}</span> },
  ];
  if (onRevoke) {
    columns.push({
      id: 'actions',
      header: text.actions,
      hideHeader: true,
      cell: (row) => (
        <StaffRowActions>
          <Button
            size="sm"
            variant="danger"
            disabled={disabled}
            aria-label={text.revokeRow(row.email)}
            onClick={() => onRevoke(row)}
          >
            {text.revoke}
          </Button>
        </StaffRowActions>
      ),
    });
  }
  return (
    <DataTable<StaffInvitation>
      caption={caption}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.uuid}
      loading={loading}
      loadingLabel={text.loading}
      error={error}
      errorText={text.error}
      emptyText={text.empty}
      paginationLabels={paginationLabels}
    />
  );
}
