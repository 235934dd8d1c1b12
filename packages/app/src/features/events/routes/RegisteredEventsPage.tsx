import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectRegisteredEvents } from '../selectors';
import { cancelRequested, registrationsRequested } from '../slice';
import { RegisteredEventsTable } from '@wellness/ui/events';
import { registrationColumnLabels } from './registrationTableLabels';

/** /events/registered: active registrations of events still to end; each can be cancelled after a Yes. */
export function RegisteredEventsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  // The time the screen opened: an event ending while it is open stays listed until the next visit.
  const [now] = useState(() => Date.now());
  const list = useAppSelector((state) => state.events.registrations);
  const rows = useAppSelector((state) => selectRegisteredEvents(state, now));
  const cancelling = useAppSelector((state) => state.events.cancelling);

  useEffect(() => {
    dispatch(registrationsRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="registered-events-title">
      <h1 id="registered-events-title">{t('app.events.registered.title')}</h1>
      <RegisteredEventsTable
        registrations={rows}
        onCancel={(row) => dispatch(cancelRequested(row.eventUuid))}
        cancellingUuids={cancelling}
        columnLabels={{ ...registrationColumnLabels(intl), cancel: t('app.events.table.cancel') }}
        registeredLabel={t('app.events.table.registered')}
        cancelButtonLabel={(name) => intl.formatMessage({ id: 'app.events.cancel.button' }, { name })}
        confirmTitle={t('app.events.cancel.title')}
        confirmMessage={(name) => intl.formatMessage({ id: 'app.events.cancel.message' }, { name })}
        confirmLabel={t('app.events.cancel.yes')}
        confirmCancelLabel={t('app.events.cancel.no')}
        caption={t('app.events.registered.title')}
        loading={list.status === 'loading'}
        loadingLabel={t('app.events.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.events.list.error')}
        emptyText={t('app.events.table.empty')}
      />
    </section>
  );
}

export { RegisteredEventsPage as Component };
