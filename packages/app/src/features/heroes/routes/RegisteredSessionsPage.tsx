import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '@wellness/ui';
import {
  RegisteredSessionsTable,
  type RegisteredSessionColumnLabels,
  type RegisteredSessionStatusLabels,
} from '@wellness/ui/heroes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sessionsRequested } from '../slice';

const COLUMNS: (keyof RegisteredSessionColumnLabels)[] = [
  'number',
  'hero',
  'purpose',
  'date',
  'time',
  'status',
];
const STATUSES: (keyof RegisteredSessionStatusLabels)[] = ['accepted', 'pending', 'rejected'];

/** /healthHero/registered/list: the member's session requests, Pending until staff accept (or reject) them. */
export function RegisteredSessionsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const sessions = useAppSelector((state) => state.heroes.sessions);

  useEffect(() => {
    dispatch(sessionsRequested());
  }, [dispatch]);

  return (
    <section>
      <PageHeader title={t('app.heroes.sessions.title')} />
      <RegisteredSessionsTable
        sessions={sessions.items}
        caption={t('app.heroes.sessions.title')}
        captionHidden
        columnLabels={Object.fromEntries(COLUMNS.map((key) => [key, t(`app.heroes.sessionsColumn.${key}`)]))}
        statusLabels={Object.fromEntries(STATUSES.map((key) => [key, t(`app.heroes.sessions.${key}`)]))}
        loading={sessions.status === 'loading' || sessions.status === 'idle'}
        loadingLabel={t('app.heroes.list.loading')}
        error={sessions.status === 'failed'}
        errorText={t('app.heroes.list.error')}
        emptyText={t('app.heroes.sessions.empty')}
      />
    </section>
  );
}

export { RegisteredSessionsPage as Component };
