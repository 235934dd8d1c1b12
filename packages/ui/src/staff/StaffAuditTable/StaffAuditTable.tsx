import styled from 'styled-components';
import type { Schema } from '@wellness/api';
import { enumValues } from '@wellness/api/rules';
import { DataTable, type DataTableColumn, type DataTablePaginationLabels } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { Select } from '../../components/Select';

export type StaffAuditEntry = Schema<'StaffAuditEntry'>;
export type StaffAuditKind = Schema<'StaffAuditKind'>;

/** The log's filters, as `GET /staff/audit` takes them ('' is "any"; the days are `YYYY-MM-DD`, both included). */
export interface StaffAuditFilters {
  staff: string;
  kind: '' | StaffAuditKind;
  from: string;
  to: string;
}

export const noStaffAuditFilters: StaffAuditFilters = { staff: '', kind: '', from: '', to: '' };

export interface StaffAuditTableLabels {
  staff: string;
  anyStaff: string;
  kind: string;
  anyKind: string;
  from: string;
  to: string;
  at: string;
  target: string;
  details: string;
  reason: string;
  /** Who acted when nobody of the staff did (an owner made from the command line). */
  commandLine: string;
  kinds: Record<StaffAuditKind, string>;
  loading: string;
  empty: string;
  noMatch: string;
  error: string;
}

export const defaultStaffAuditKindLabels: Record<StaffAuditKind, string> = {
  'wsg-join': 'Group join request decided',
  'hh-session': 'Session request decided',
  'hero-application': 'Health hero application decided',
  'wsg-proposal': 'Group proposal decided',
  'partner-application': 'Partner application decided',
  'vendor-application': 'Vendor application decided',
  'order-shipped': 'Order shipped',
  'order-completed': 'Order completed',
  'order-refunded': 'Order refunded',
  'staff-invited': 'Staff invited',
  'staff-invitation-revoked': 'Invitation revoked',
  'staff-joined': 'Staff joined',
  'staff-role-changed': 'Staff role changed',
  'staff-deactivated': 'Staff deactivated',
  'staff-reactivated': 'Staff reactivated',
  'owner-created': 'Owner created',
  'member-verification-resent': 'Verification mail resent',
  'member-package-given': 'Package given',
  'member-package-cancelled': 'Package cancelled',
  'member-refund-requested': 'Refund requested',
  'member-blocked': 'Member blocked',
  'member-unblocked': 'Member unblocked',
  'member-erased': 'Member erased',
  'review-hidden': 'Review hidden',
  'review-shown': 'Review shown',
};

export const defaultStaffAuditTableLabels: StaffAuditTableLabels = {
  staff: 'Staff member',
  anyStaff: 'Anyone',
  kind: 'Action',
  anyKind: 'Any action',
  from: 'From',
  to: 'To',
  at: 'When',
  target: 'On',
  details: 'Details',
  reason: 'Reason',
  commandLine: 'Command line',
  kinds: defaultStaffAuditKindLabels,
  loading: 'Loading...',
  empty: 'No staff action yet.',
  noMatch: 'No staff action matches these filters.',
  error: 'Oops something bad happened!',
};

export interface StaffAuditTableProps {
  caption: string;
  /** One page of the server's rows, newest first. */
  rows: readonly StaffAuditEntry[];
  page: number;
  total: number;
  pageSize?: number;
  filters: StaffAuditFilters;
  onFiltersChange: (filters: StaffAuditFilters) => void;
  onPageChange: (page: number) => void;
  /** The staff members to filter by. */
  staffOptions: readonly { uuid: string; name: string }[];
  /** The instant in the reader's language and zone. */
  formatAt: (iso: string) => string;
  loading?: boolean;
  error?: boolean;
  /** Words over the English defaults; the kinds' names one by one. */
  labels?: Partial<Omit<StaffAuditTableLabels, 'kinds'>> & {
    kinds?: Partial<Record<StaffAuditKind, string>>;
  };
  paginationLabels?: DataTablePaginationLabels;
}

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

const Stacked = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
`;

/** A row's details as `key: value` pairs (e.g. `from: editor · to: admin`). */
function detailsText(details: StaffAuditEntry['details']): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

/**
 * The staff audit log (/staff/audit): every staff action, newest first, a page at a time from the server, filtered
 * by staff member, kind and days. Read only.
 */
export function StaffAuditTable({
  caption,
  rows,
  page,
  total,
  pageSize = 10,
  filters,
  onFiltersChange,
  onPageChange,
  staffOptions,
  formatAt,
  loading = false,
  error = false,
  labels,
  paginationLabels,
}: StaffAuditTableProps) {
  const text = { ...defaultStaffAuditTableLabels, ...labels };
  const kinds: Record<StaffAuditKind, string> = { ...defaultStaffAuditKindLabels, ...labels?.kinds };
  const change = (patch: Partial<StaffAuditFilters>) => onFiltersChange({ ...filters, ...patch });
  const filtered = Object.values(filters).some((value) => value !== '');
  const columns: DataTableColumn<StaffAuditEntry>[] = [
    { id: 'at', header: text.at, cell: (row) => <span>{formatAt(row.at)}</span> },
    {
      id: 'staff',
      header: text.staff,
      cell: (row) =>
        row.staff ? (
          <Stacked>
            <bdi>{row.staff.name ?? row.staff.email}</bdi>
            {row.staff.name && (
              <Muted>
                <bdi>{row.staff.email}</bdi>
              </Muted>
            )}
          </Stacked>
        ) : (
          <Muted>{text.commandLine}</Muted>
        ),
    },
    { id: 'kind', header: text.kind, cell: (row) => kinds[row.kind] },
    {
      id: 'target',
      header: text.target,
      cell: (row) => (
        <Stacked>
          <Muted>{row.target.type}</Muted>
          <bdi dir="ltr">{row.target.id}</bdi>
        </Stacked>
      ),
    },
    {
      id: 'details',
      header: text.details,
      cell: (row) => {
        const details = detailsText(row.details);
        return (
          <Stacked>
            {details && <bdi dir="ltr">{details}</bdi>}
            {row.reason && (
              <span>
                <Muted>{text.reason}: </Muted>
                <bdi>{row.reason}</bdi>
              </span>
            )}
          </Stacked>
        );
      },
    },
  ];
  return (
    <>
      <Toolbar>
        <Select
          label={text.staff}
          value={filters.staff}
          options={[
            { value: '', label: text.anyStaff },
            ...staffOptions.map((staff) => ({ value: staff.uuid, label: staff.name })),
          ]}
          onChange={(event) => change({ staff: event.target.value })}
        />
        <Select
          label={text.kind}
          value={filters.kind}
          options={[
            { value: '', label: text.anyKind },
            ...enumValues.StaffAuditKind.map((kind) => ({ value: kind, label: kinds[kind] })),
          ]}
          onChange={(event) => change({ kind: event.target.value as StaffAuditFilters['kind'] })}
        />
        <DateField
          label={text.from}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change({ from: event.target.value })}
        />
        <DateField
          label={text.to}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.target.value })}
        />
      </Toolbar>
      <DataTable<StaffAuditEntry>
        caption={caption}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.uuid}
        pageSize={pageSize}
        // The filters play the search's part: no rows under filters is "no match", without any is "empty".
        server={{ total, page, query: filtered ? 'filtered' : '' }}
        onPageChange={onPageChange}
        loading={loading}
        loadingLabel={text.loading}
        error={error}
        errorText={text.error}
        emptyText={text.empty}
        noMatchText={text.noMatch}
        paginationLabels={paginationLabels}
      />
    </>
  );
}
