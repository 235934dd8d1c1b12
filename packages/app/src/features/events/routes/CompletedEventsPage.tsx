import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { selectCompletedEvents } from '../selectors';
import { registrationsRequested } from '../slice';
import { CompletedEventsTable } from '@wellness/ui/events';
import { EventsPage } from './EventsPage';
import { eventModeLabel } from './eventModeLabel';
import { eventTimeProps } from './eventTimes';
import { registrationColumnLabels } from './registrationTableLabels';

/** /events/completed: cancelled registrations (Canceled) and events that have ended (Completed). */
export function CompletedEventsPage() {
  const intl = useIntl();
  const times = eventTimeProps(intl);
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const [now] = useState(() => Date.now());
  const list = useAppSelector((state) => state.events.registrations);
  const rows = useAppSelector((state) => selectCompletedEvents(state, now));

  useEffect(() => {
    dispatch(registrationsRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(registrationsRequested()));

  return (
    <EventsPage aria-labelledby="completed-events-title">
      <h1 id="completed-events-title">{t('app.events.completed.title')}</h1>
      <CompletedEventsTable
        registrations={rows}
        formatDateTime={times.formatDateTime}
        formatMode={eventModeLabel(intl)}
        columnLabels={registrationColumnLabels(intl)}
        canceledLabel={t('app.events.table.canceled')}
        completedLabel={t('app.events.table.completed')}
        caption={t('app.events.completed.title')}
        captionHidden
        loading={list.status === 'idle' || list.status === 'loading'}
        loadingLabel={t('app.events.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.events.list.error')}
        emptyText={t('app.events.table.empty')}
      />
    </EventsPage>
  );
}

export { CompletedEventsPage as Component };
