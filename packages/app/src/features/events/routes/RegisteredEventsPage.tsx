import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { PAYMENT_RETURN_EVENT, PAYMENT_RETURN_SECRET } from '../paths';
import { selectRegisteredEvents } from '../selectors';
import { cancelRequested, paymentReturned, registrationsRequested } from '../slice';
import { RegisteredEventsTable } from '@wellness/ui/events';
import { cancelConfirmMessage } from './cancelConfirmMessage';
import { EventsPage } from './EventsPage';
import { eventModeLabel } from './eventModeLabel';
import { eventTimeProps } from './eventTimes';
import { registrationColumnLabels } from './registrationTableLabels';

/**
 * /events/registered: active registrations of events still to end; each can be cancelled after a Yes. Back
 * from the card provider (`?payment_intent_client_secret=…`) it first says how the payment went (§2).
 */
export function RegisteredEventsPage() {
  const intl = useIntl();
  const times = eventTimeProps(intl);
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  // The time the screen opened: an event ending while it is open stays listed until the next visit.
  const [now] = useState(() => Date.now());
  const list = useAppSelector((state) => state.events.registrations);
  const rows = useAppSelector((state) => selectRegisteredEvents(state, now));
  const cancelling = useAppSelector((state) => state.events.cancelling);
  const [params] = useSearchParams();
  const returnSecret = params.get(PAYMENT_RETURN_SECRET);
  const returnEvent = params.get(PAYMENT_RETURN_EVENT);
  const checkingPayment = useAppSelector((state) => state.events.paymentReturn === 'checking');

  useEffect(() => {
    // A return reloads the registrations itself once the payment's status is known.
    dispatch(
      returnSecret
        ? paymentReturned({ clientSecret: returnSecret, eventUuid: returnEvent })
        : registrationsRequested(),
    );
  }, [dispatch, returnSecret, returnEvent]);
  useOnLocaleChange(() => dispatch(registrationsRequested()));

  return (
    <EventsPage aria-labelledby="registered-events-title">
      <h1 id="registered-events-title">{t('app.events.registered.title')}</h1>
      <RegisteredEventsTable
        registrations={rows}
        onCancel={(row) => dispatch(cancelRequested(row.eventUuid))}
        cancellingUuids={cancelling}
        formatDateTime={times.formatDateTime}
        formatMode={eventModeLabel(intl)}
        columnLabels={{ ...registrationColumnLabels(intl), cancel: t('app.events.table.cancel') }}
        registeredLabel={t('app.events.table.registered')}
        cancelButtonLabel={(name) => intl.formatMessage({ id: 'app.events.cancel.button' }, { name })}
        confirmTitle={t('app.events.cancel.title')}
        confirmMessage={cancelConfirmMessage(intl)}
        confirmLabel={t('app.events.cancel.yes')}
        confirmCancelLabel={t('app.events.cancel.no')}
        caption={t('app.events.registered.title')}
        captionHidden
        loading={checkingPayment || list.status === 'idle' || list.status === 'loading'}
        loadingLabel={t(checkingPayment ? 'app.events.payment.checking' : 'app.events.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.events.list.error')}
        emptyText={t('app.events.table.empty')}
      />
    </EventsPage>
  );
}

export { RegisteredEventsPage as Component };
