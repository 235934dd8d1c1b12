import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { PACKAGES_PATH, UPCOMING_PATH } from '../saga';
import { selectHasActiveRegistration } from '../selectors';
import { eventRequested, registerRequested } from '../slice';
import { EventDetails, type EventDetailsAction } from '@wellness/ui/events';
import { categoryMessageId } from '../paths';
import { eventModeLabel } from './eventModeLabel';
import { eventTimeProps } from './eventTimes';

/** /events/upcoming/eventDetails?uuid=…: the event, Register (with confirmation), Registered or Upgrade. */
export function EventDetailsPage() {
  const intl = useIntl();
  const times = eventTimeProps(intl);
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const details = useAppSelector((state) => state.events.details);
  const busy = useAppSelector((state) => state.events.registration === 'inProgress');
  const event = details.event;
  const action = useAppSelector((state): EventDetailsAction => {
    if (!event) return 'register';
    if (selectHasActiveRegistration(state, event.uuid)) return 'registered';
    // §5 is decided by the server, which says so in the event view.
    return event.viewerCanRegister ? 'register' : 'upgrade';
  });

  useEffect(() => {
    if (uuid) dispatch(eventRequested(uuid));
  }, [dispatch, uuid]);
  useOnLocaleChange(() => {
    if (uuid) dispatch(eventRequested(uuid));
  });

  if (!event || event.uuid !== uuid) {
    return (
      <section>
        <p role={details.status === 'loading' ? 'status' : 'alert'}>
          {details.status === 'loading' || details.status === 'idle'
            ? t('app.events.details.loading')
            : t('app.events.details.notFound')}
        </p>
        <Link to={UPCOMING_PATH}>{t('app.events.details.back')}</Link>
      </section>
    );
  }

  return (
    <section>
      <EventDetails
        event={{
          ...event,
          // Shown only as text: the category's name in the member's language.
          eventCategory: event.eventCategory
            ? (t(categoryMessageId(event.eventCategory)) as typeof event.eventCategory)
            : null,
        }}
        formatDate={times.formatDate}
        formatTime={times.formatTime}
        formatZone={times.formatZone}
        memberTime={times.memberTime}
        formatMode={eventModeLabel(intl)}
        action={action}
        busy={busy}
        onRegister={(quantity) => dispatch(registerRequested({ event, quantity }))}
        onUpgrade={() => navigate(PACKAGES_PATH)}
        labels={{
          category: t('app.events.details.category'),
          mode: t('app.events.details.mode'),
          start: t('app.events.details.start'),
          end: t('app.events.details.end'),
          fee: t('app.events.details.fee'),
          free: t('app.events.details.free'),
          quantity: t('app.events.details.quantity'),
          requiredPackage: t('app.events.details.requiredPackage'),
          description: t('app.events.details.description'),
          speakers: t('app.events.details.speakers'),
          moderators: t('app.events.details.moderators'),
          professionalProfile: t('app.events.details.professionalProfile'),
          register: t('app.events.details.register'),
          registered: t('app.events.details.registered'),
          upgrade: t('app.events.details.upgrade'),
          busy: t('app.events.details.busy'),
          noCategory: t('app.events.details.noCategory'),
        }}
        confirmDialog={{
          title: t('app.events.confirm.title'),
          message: t('app.events.confirm.message'),
          confirmLabel: t('app.events.confirm.yes'),
          cancelLabel: t('app.events.confirm.cancel'),
        }}
      />
    </section>
  );
}

export { EventDetailsPage as Component };
