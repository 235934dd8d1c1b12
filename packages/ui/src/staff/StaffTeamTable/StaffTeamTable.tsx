import styled from 'styled-components';
import { UserPlus } from 'lucide-react';
import { enumValues } from '@wellness/api/rules';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import type { DataTablePaginationLabels } from '../../components/DataTable';
import { Select } from '../../components/Select';
import {
  StaffRowActions,
  StaffServerTable,
  type StaffQueueColumn,
  type StaffTableLabels,
} from '../StaffQueueTable';
import { defaultStaffRoleLabels, type StaffAccount, type StaffRole } from './staffRoles';

/** What is done to a staff account from its row (each behind a confirmation). */
export type StaffAccountAction = 'role' | 'deactivate' | 'reactivate';

export interface StaffTeamTableLabels extends StaffTableLabels {
  name: string;
  email: string;
  role: string;
  status: string;
  since: string;
  anyRole: string;
  active: string;
  deactivated: string;
  invite: string;
  changeRole: string;
  deactivate: string;
  reactivate: string;
  /** A button's accessible name, naming the staff member (`{action} — {name}`). */
  rowAction: (action: string, name: string) => string;
  roles: Record<StaffRole, string>;
}

export const defaultStaffTeamTableLabels: StaffTeamTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Name or e-mail',
  actions: 'Actions',
  loading: 'Loading...',
  empty: 'No staff member yet.',
  noMatch: 'No staff member matches this search.',
  error: 'Oops something bad happened!',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  status: 'Status',
  since: 'Staff since',
  anyRole: 'Any role',
  active: 'Active',
  deactivated: 'Deactivated',
  invite: 'Invite staff',
  changeRole: 'Change role',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  rowAction: (action, name) => `${action}: ${name}`,
  roles: defaultStaffRoleLabels,
};

export interface StaffTeamTableProps {
  caption: string;
  /** One page of the server's staff accounts, by name. */
  rows: readonly StaffAccount[];
  page: number;
  total: number;
  pageSize?: number;
  search: string;
  /** '' is any role. */
  role: '' | StaffRole;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: '' | StaffRole) => void;
  onPageChange: (page: number) => void;
  /** Opens the confirmation of an action on a staff member. */
  onAction: (row: StaffAccount, action: StaffAccountAction) => void;
  /** Opens the invitation dialog; no button without it. */
  onInvite?: () => void;
  /** The day an account became staff, in the reader's language. */
  formatDate: (iso: string) => string;
  loading?: boolean;
  error?: boolean;
  /** The buttons wait (an action is on its way). */
  disabled?: boolean;
  labels?: Partial<Omit<StaffTeamTableLabels, 'roles'>> & { roles?: Partial<Record<StaffRole, string>> };
  paginationLabels?: DataTablePaginationLabels;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  justify-content: space-between;
  margin-block-end: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 0 1 14rem;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

/**
 * The staff team (/staff/team): the staff accounts a page at a time from the server, searched and filtered by role,
 * each row with its role change and deactivation (or reactivation); the invitation button above. What an action
 * may do is the server's to decide: its refusal comes back to the dialog.
 */
export function StaffTeamTable({
  caption,
  rows,
  page,
  total,
  pageSize = 10,
  search,
  role,
  onSearchChange,
  onRoleChange,
  onPageChange,
  onAction,
  onInvite,
  formatDate,
  loading = false,
  error = false,
  disabled = false,
  labels,
  paginationLabels,
}: StaffTeamTableProps) {
  const text = { ...defaultStaffTeamTableLabels, ...labels };
  const roles: Record<StaffRole, string> = { ...defaultStaffRoleLabels, ...labels?.roles };
  const nameOf = (row: StaffAccount) => row.name ?? row.email;
  const columns: StaffQueueColumn<StaffAccount>[] = [
    { id: 'name', header: text.name, cell: (row) => (row.name ? <bdi>{row.name}</bdi> : <Muted>—</Muted>) },
    { id: 'email', header: text.email, cell: (row) => <bdi>{row.email}</bdi> },
    { id: 'role', header: text.role, cell: (row) => roles[row.role] },
    {
      id: 'status',
      header: text.status,
      cell: (row) =>
        row.active ? (
          <Badge tone="success">{text.active}</Badge>
        ) : (
          <Badge tone="neutral">{text.deactivated}</Badge>
        ),
    },
    { id: 'since', header: text.since, cell: (row) => <span>{formatDate(row.createdAt)}</span> },
  ];
  const button = (row: StaffAccount, action: StaffAccountAction, label: string) => (
    <Button
      size="sm"
      variant={action === 'deactivate' ? 'danger' : 'secondary'}
      disabled={disabled}
      aria-label={text.rowAction(label, nameOf(row))}
      onClick={() => onAction(row, action)}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Toolbar>
        <Select
          label={text.role}
          value={role}
          options={[
            { value: '', label: text.anyRole },
            ...enumValues.StaffRole.map((value) => ({ value, label: roles[value] })),
          ]}
          onChange={(event) => onRoleChange(event.target.value as '' | StaffRole)}
        />
        {onInvite && (
          <Button leadingIcon={<UserPlus aria-hidden="true" />} disabled={disabled} onClick={onInvite}>
            {text.invite}
          </Button>
        )}
      </Toolbar>
      <StaffServerTable<StaffAccount>
        caption={caption}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.uuid}
        page={page}
        total={total}
        pageSize={pageSize}
        search={search}
        onSearchChange={onSearchChange}
        onSortChange={() => undefined}
        onPageChange={onPageChange}
        loading={loading}
        error={error}
        // No rows under a role filter is "no match", not an empty team.
        labels={{ ...text, empty: role ? text.noMatch : text.empty }}
        paginationLabels={paginationLabels}
        actions={(row) => (
          <StaffRowActions>
            {row.active && button(row, 'role', text.changeRole)}
            {row.active
              ? button(row, 'deactivate', text.deactivate)
              : button(row, 'reactivate', text.reactivate)}
          </StaffRowActions>
        )}
      />
    </>
  );
}
