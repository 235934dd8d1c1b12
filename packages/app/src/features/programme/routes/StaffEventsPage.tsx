import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { staffRoleMayUse } from '@wellness/api/rules';
import { PageHeader } from '@wellness/ui';
import { StaffEventsTable } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { EVENTS_PAGE_SIZE } from '../api';
import { eventsRequested } from '../slice';
import { useEventStatusWords } from './words';

/** /staff/events: the programme, drafts included, server-paged, searched and filtered by status and date. */
export function StaffEventsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector((root) => root.programme.list);
  const staffRole = useAppSelector((root) => root.session.user?.staffRole ?? null);
  const statuses = useEventStatusWords();
  const title = t('app.staff.nav.events');

  useEffect(() => {
    dispatch(eventsRequested());
  }, [dispatch]);

  return (
    <section>
      <PageHeader title={title} />
      <StaffEventsTable
        caption={title}
        rows={state.items}
        page={state.query.page}
        total={state.total}
        pageSize={EVENTS_PAGE_SIZE}
        search={state.query.search}
        filters={state.query.filters}
        onPageChange={(page) => dispatch(eventsRequested({ query: { page } }))}
        onSearchChange={(search) => dispatch(eventsRequested({ query: { page: 1, search }, debounce: true }))}
        onFiltersChange={(filters) => dispatch(eventsRequested({ query: { page: 1, filters } }))}
        onOpen={(event) => navigate(`/staff/events/${event.uuid}`)}
        onRegistrants={(event) => navigate(`/staff/events/${event.uuid}#registrants`)}
        onCreate={
          staffRoleMayUse('POST /staff/events', staffRole) ? () => navigate('/staff/events/new') : undefined
        }
        loading={state.status === 'idle' || (state.status === 'loading' && state.items.length === 0)}
        error={state.status === 'failed'}
        labels={{
          search: t('app.programme.table.search'),
          searchPlaceholder: t('app.programme.table.searchPlaceholder'),
          actions: t('app.programme.table.actions'),
          loading: t('app.staff.queue.loading'),
          empty: t('app.programme.table.empty'),
          noMatch: t('app.programme.table.noMatch'),
          error: t('app.staff.queue.error'),
          name: t('app.programme.table.name'),
          starts: t('app.programme.table.starts'),
          status: t('app.programme.table.status'),
          statuses,
          anyStatus: t('app.programme.table.anyStatus'),
          seats: t('app.programme.table.seats'),
          unlimited: t('app.programme.table.unlimited'),
          price: t('app.programme.table.price'),
          free: t('app.programme.table.free'),
          registrations: t('app.programme.table.registrations'),
          from: t('app.programme.table.from'),
          to: t('app.programme.table.to'),
          create: t('app.programme.table.create'),
          edit: t('app.programme.table.edit'),
          editRow: (name) => t('app.programme.table.editRow', { name }),
          registrants: t('app.programme.table.registrants'),
          registrantsRow: (name) => t('app.programme.table.registrantsRow', { name }),
        }}
      />
    </section>
  );
}

export { StaffEventsPage as Component };
