import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { enumValues } from '@wellness/api/rules';
import { PageHeader } from '@wellness/ui';
import { StaffAuditTable, type StaffAuditKind } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AUDIT_PAGE_SIZE } from '../api';
import { auditRequested } from '../slice';

/** A kind's message key: message ids take no hyphens (`member-erased` → `memberErased`). */
const messageKey = (kind: StaffAuditKind) =>
  kind.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** /staff/audit (issue 30): every staff action, newest first, filtered by staff member, kind and days. */
export function AuditPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.audit);
  const title = t('app.staff.nav.audit');

  useEffect(() => {
    dispatch(auditRequested());
  }, [dispatch]);

  const kinds = Object.fromEntries(
    enumValues.StaffAuditKind.map((kind) => [kind, t(`app.audit.kind.${messageKey(kind)}`)]),
  ) as Record<StaffAuditKind, string>;

  return (
    <section>
      <PageHeader title={title} />
      <StaffAuditTable
        caption={title}
        rows={state.items}
        page={state.query.page}
        total={state.total}
        pageSize={AUDIT_PAGE_SIZE}
        filters={state.query.filters}
        staffOptions={state.staffOptions}
        onFiltersChange={(filters) => dispatch(auditRequested({ page: 1, filters }))}
        onPageChange={(page) => dispatch(auditRequested({ page }))}
        formatAt={(iso) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })}
        loading={state.status === 'idle' || (state.status === 'loading' && state.items.length === 0)}
        error={state.status === 'failed'}
        labels={{
          staff: t('app.audit.filter.staff'),
          anyStaff: t('app.audit.filter.anyStaff'),
          kind: t('app.audit.filter.kind'),
          anyKind: t('app.audit.filter.anyKind'),
          from: t('app.audit.filter.from'),
          to: t('app.audit.filter.to'),
          at: t('app.audit.column.at'),
          target: t('app.audit.column.target'),
          details: t('app.audit.column.details'),
          reason: t('app.audit.table.reason'),
          commandLine: t('app.audit.table.commandLine'),
          kinds,
          loading: t('app.staff.queue.loading'),
          empty: t('app.audit.table.empty'),
          noMatch: t('app.audit.table.noMatch'),
          error: t('app.staff.queue.error'),
        }}
      />
    </section>
  );
}

export { AuditPage as Component };
