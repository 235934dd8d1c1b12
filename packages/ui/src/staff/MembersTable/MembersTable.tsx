import styled from 'styled-components';
import { Download } from 'lucide-react';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import {
  StaffRowActions,
  StaffServerTable,
  type StaffServerTableProps,
  type StaffTableLabels,
} from '../StaffQueueTable';

/** The directory's filters, as `GET /staff/members` takes them ('' is "any"). */
export interface MemberFilters {
  package: string;
  verified: '' | 'true' | 'false';
  blocked: '' | 'true' | 'false';
  staffRole: '' | 'owner' | 'admin' | 'editor' | 'support';
}

export const noMemberFilters: MemberFilters = { package: '', verified: '', blocked: '', staffRole: '' };

export interface MembersTableLabels extends StaffTableLabels {
  package: string;
  anyPackage: string;
  noPackage: string;
  verified: string;
  blocked: string;
  staffRole: string;
  any: string;
  yes: string;
  no: string;
  roles: Record<Exclude<MemberFilters['staffRole'], ''>, string>;
  open: string;
  /** The open button's accessible name, naming the member. */
  openRow: (name: string) => string;
  exportCsv: string;
}

export const defaultMembersTableLabels: MembersTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Name or e-mail',
  actions: 'Member',
  loading: 'Loading...',
  empty: 'No member yet.',
  noMatch: 'No member matches this search.',
  error: 'Oops something bad happened!',
  package: 'Package',
  anyPackage: 'Any package',
  noPackage: 'No package',
  verified: 'E-mail confirmed',
  blocked: 'Blocked',
  staffRole: 'Staff role',
  any: 'Any',
  yes: 'Yes',
  no: 'No',
  roles: { owner: 'Owner', admin: 'Admin', editor: 'Editor', support: 'Support' },
  open: 'Open',
  openRow: (name) => `Open ${name}`,
  exportCsv: 'Export CSV',
};

export interface MembersTableProps<Row extends { uuid: string }> extends StaffServerTableProps<Row> {
  filters: MemberFilters;
  onFiltersChange: (filters: MemberFilters) => void;
  /** The packages to filter by. */
  packages: readonly { uuid: string; name: string }[];
  onOpen: (row: Row) => void;
  /** Names a member in the open button. */
  describe: (row: Row) => string;
  /** Shown only to the roles that may export (owner, admin). */
  onExport?: () => void;
  exporting?: boolean;
  labels?: Partial<MembersTableLabels>;
}

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

/**
 * The staff members' directory: a server-paged, sortable, searchable table with the package, confirmation,
 * blocked and staff-role filters, each row opening the member's page; the CSV export for the roles that may.
 */
export function MembersTable<Row extends { uuid: string }>({
  filters,
  onFiltersChange,
  packages,
  onOpen,
  describe,
  onExport,
  exporting = false,
  labels,
  ...table
}: MembersTableProps<Row>) {
  const text = { ...defaultMembersTableLabels, ...labels };
  const yesNo = [
    { value: '', label: text.any },
    { value: 'true', label: text.yes },
    { value: 'false', label: text.no },
  ];
  const change = (patch: Partial<MemberFilters>) => onFiltersChange({ ...filters, ...patch });
  return (
    <>
      <Toolbar>
        <Select
          label={text.package}
          value={filters.package}
          options={[
            { value: '', label: text.anyPackage },
            { value: 'none', label: text.noPackage },
            ...packages.map((p) => ({ value: p.uuid, label: p.name })),
          ]}
          onChange={(event) => change({ package: event.target.value })}
        />
        <Select
          label={text.verified}
          value={filters.verified}
          options={yesNo}
          onChange={(event) => change({ verified: event.target.value as MemberFilters['verified'] })}
        />
        <Select
          label={text.blocked}
          value={filters.blocked}
          options={yesNo}
          onChange={(event) => change({ blocked: event.target.value as MemberFilters['blocked'] })}
        />
        <Select
          label={text.staffRole}
          value={filters.staffRole}
          options={[
            { value: '', label: text.any },
            ...(['owner', 'admin', 'editor', 'support'] as const).map((role) => ({
              value: role,
              label: text.roles[role],
            })),
          ]}
          onChange={(event) => change({ staffRole: event.target.value as MemberFilters['staffRole'] })}
        />
        {onExport && (
          <Button
            variant="secondary"
            leadingIcon={<Download aria-hidden="true" />}
            busy={exporting}
            busyLabel={text.exportCsv}
            onClick={onExport}
          >
            {text.exportCsv}
          </Button>
        )}
      </Toolbar>
      <StaffServerTable<Row>
        {...table}
        getRowId={(row) => row.uuid}
        labels={text}
        actions={(row) => (
          <StaffRowActions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={text.openRow(describe(row))}
              onClick={() => onOpen(row)}
            >
              {text.open}
            </Button>
          </StaffRowActions>
        )}
      />
    </>
  );
}
