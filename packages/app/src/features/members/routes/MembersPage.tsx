import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Badge, PageHeader } from '@wellness/ui';
import { MembersTable, type StaffQueueColumn } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { querySortOf, tableSortOf } from '../../staff/serverSort';
import { MEMBERS_PAGE_SIZE, type MemberRecord, type MemberSort } from '../api';
import { exportRequested, membersRequested } from '../slice';

/** Who may export the directory as CSV (openapi.yaml, listStaffMembers' `format=csv`; the server refuses others). */
const CSV_ROLES: readonly string[] = ['owner', 'admin'];

/** /staff/members (issue 30): the members' directory, server-paged, searched, filtered and sorted. */
export function MembersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector((root) => root.members);
  const staffRole = useAppSelector(selectUser)?.staffRole;
  const mayExport = staffRole != null && CSV_ROLES.includes(staffRole);
  const title = t('app.staff.nav.members');

  useEffect(() => {
    dispatch(membersRequested());
  }, [dispatch]);

  const columns: StaffQueueColumn<MemberRecord>[] = [
    {
      id: 'name',
      header: t('app.members.column.name'),
      sortable: true,
      cell: (m) => <bdi>{m.name ?? '—'}</bdi>,
    },
    { id: 'email', header: t('app.members.column.email'), sortable: true, cell: (m) => <bdi>{m.email}</bdi> },
    {
      id: 'package',
      header: t('app.members.column.package'),
      cell: (m) => <bdi>{m.package?.name ?? '—'}</bdi>,
    },
    {
      id: 'status',
      header: t('app.members.column.status'),
      cell: (m) =>
        m.blocked ? (
          <Badge tone="error">{t('app.members.status.blocked')}</Badge>
        ) : m.verified ? (
          <Badge tone="success">{t('app.members.status.active')}</Badge>
        ) : (
          <Badge tone="warning">{t('app.members.status.unverified')}</Badge>
        ),
    },
    {
      id: 'createdAt',
      header: t('app.members.column.joined'),
      sortable: true,
      cell: (m) => <span dir="ltr">{m.createdAt.slice(0, 10)}</span>,
    },
  ];

  return (
    <section>
      <PageHeader title={title} />
      <MembersTable<MemberRecord>
        caption={title}
        rows={state.items}
        columns={columns}
        page={state.query.page}
        total={state.total}
        pageSize={MEMBERS_PAGE_SIZE}
        sort={tableSortOf(state.query)}
        search={state.query.search}
        filters={state.query.filters}
        packages={state.packages}
        onPageChange={(page) => dispatch(membersRequested({ query: { page } }))}
        onSortChange={(sort) => dispatch(membersRequested({ query: querySortOf<MemberSort>(sort) }))}
        onSearchChange={(search) =>
          dispatch(membersRequested({ query: { page: 1, search }, debounce: true }))
        }
        onFiltersChange={(filters) => dispatch(membersRequested({ query: { page: 1, filters } }))}
        onExport={mayExport ? () => dispatch(exportRequested()) : undefined}
        exporting={state.exporting}
        onOpen={(member) => navigate(`/staff/members/${member.uuid}`)}
        describe={(member) => member.name ?? member.email}
        loading={state.status === 'idle' || (state.status === 'loading' && state.items.length === 0)}
        error={state.status === 'failed'}
        labels={{
          search: t('app.members.table.search'),
          searchPlaceholder: t('app.members.table.searchPlaceholder'),
          actions: t('app.members.table.actions'),
          loading: t('app.staff.queue.loading'),
          empty: t('app.members.table.empty'),
          noMatch: t('app.members.table.noMatch'),
          error: t('app.staff.queue.error'),
          package: t('app.members.filter.package'),
          anyPackage: t('app.members.filter.anyPackage'),
          noPackage: t('app.members.filter.noPackage'),
          verified: t('app.members.filter.verified'),
          blocked: t('app.members.filter.blocked'),
          staffRole: t('app.members.filter.staffRole'),
          any: t('app.members.filter.any'),
          yes: t('app.members.filter.yes'),
          no: t('app.members.filter.no'),
          roles: {
            owner: t('app.staff.role.owner'),
            admin: t('app.staff.role.admin'),
            editor: t('app.staff.role.editor'),
            support: t('app.staff.role.support'),
          },
          open: t('app.members.table.open'),
          openRow: (name) => t('app.members.table.openRow', { name }),
          exportCsv: t('app.members.table.exportCsv'),
        }}
      />
    </section>
  );
}

export { MembersPage as Component };
