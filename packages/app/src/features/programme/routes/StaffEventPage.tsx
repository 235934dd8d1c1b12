import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { staffRoleMayUse } from '@wellness/api/rules';
import { Button, PageHeader, StatusBadge } from '@wellness/ui';
import {
  EventRegistrantsTable,
  RejectDialog,
  StaffEventForm,
  emptyEventValues,
  fromStaffEvent,
  toEventRequest,
} from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { EVENTS_PAGE_SIZE } from '../api';
import {
  attendedRequested,
  eventCancelRequested,
  eventRequested,
  eventSaveRequested,
  imageUploadRequested,
  registrantsCsvRequested,
  registrantsRequested,
} from '../slice';
import { useEventFormWords, useEventStatusWords } from './words';

/**
 * /staff/events/new and /staff/events/:uuid: the event's form (three languages side by side), then, for a saved
 * event, cancelling it with a reason and its registrants with the CSV and the attended marks.
 */
export function StaffEventPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { uuid: param } = useParams();
  const uuid = param && param !== 'new' ? param : null;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector((root) => root.programme);
  const staffRole = useAppSelector((root) => root.session.user?.staffRole ?? null);
  const words = useEventFormWords();
  const statuses = useEventStatusWords();
  const [cancelOpen, setCancelOpen] = useState(false);

  useEffect(() => {
    dispatch(eventRequested(uuid));
    if (uuid) dispatch(registrantsRequested({ uuid, page: 1, search: '' }));
  }, [dispatch, uuid]);

  // A new event, once saved, continues on its own address.
  const savedAtStart = useRef(state.saved);
  useEffect(() => {
    if (state.saved !== savedAtStart.current && !uuid && state.event.uuid) {
      navigate(`/staff/events/${state.event.uuid}`, { replace: true });
    }
  }, [state.saved, state.event.uuid, uuid, navigate]);

  // The form's picture fields wait for their upload's answer in the store.
  const pending = useRef(new Map<string, (path: string | null) => void>());
  useEffect(() => {
    for (const [key, resolve] of pending.current) {
      if (key in state.uploads) {
        resolve(state.uploads[key] ?? null);
        pending.current.delete(key);
      }
    }
  }, [state.uploads]);
  const upload = (file: File) =>
    new Promise<string | null>((resolve) => {
      const key = `${Date.now()}-${pending.current.size}-${file.name}`;
      pending.current.set(key, resolve);
      dispatch(imageUploadRequested({ key, file }));
    });

  const event = uuid ? state.event.data : null;
  const initialValues = useMemo(() => (event ? fromStaffEvent(event) : emptyEventValues), [event]);
  const mayWrite = staffRoleMayUse('PATCH /staff/events/{uuid}', staffRole);
  const mayCancel = staffRoleMayUse('POST /staff/events/{uuid}/cancel', staffRole);
  const closed = event?.status === 'cancelled' || event?.status === 'completed';
  const title = uuid ? (event?.name ?? t('app.programme.page.edit')) : t('app.programme.page.new');

  if (uuid && state.event.status === 'failed') {
    return (
      <section>
        <PageHeader title={t('app.programme.page.edit')} />
        <p role="alert">{t('app.staff.queue.error')}</p>
      </section>
    );
  }
  const loading = uuid !== null && (state.event.status === 'loading' || !event);

  return (
    <section>
      <PageHeader
        title={title}
        action={
          event && mayCancel && !closed ? (
            <Button variant="danger" onClick={() => setCancelOpen(true)}>
              {t('app.programme.cancel.open')}
            </Button>
          ) : undefined
        }
      />
      {event && (
        <p>
          <StatusBadge status={event.status} label={statuses[event.status]} />{' '}
          {event.cancelReason && t('app.programme.page.cancelReason', { reason: event.cancelReason })}
        </p>
      )}
      {loading ? (
        <p role="status">{t('app.staff.queue.loading')}</p>
      ) : (
        <StaffEventForm
          key={event?.uuid ?? 'new'}
          initialValues={initialValues}
          packages={state.packages}
          published={event?.status === 'upcoming'}
          disabled={!mayWrite || closed}
          busy={state.saving}
          error={state.saveError ?? undefined}
          labels={words}
          onUploadImage={upload}
          onCancel={() => navigate('/staff/events')}
          onSubmit={(values, status) =>
            dispatch(eventSaveRequested({ uuid, body: toEventRequest(values, status) }))
          }
        />
      )}
      {event && (
        <section id="registrants" aria-labelledby="registrants-title">
          <h2 id="registrants-title">{t('app.programme.registrants.title')}</h2>
          <EventRegistrantsTable
            caption={t('app.programme.registrants.title')}
            rows={state.registrants.items}
            page={state.registrants.page}
            total={state.registrants.total}
            pageSize={EVENTS_PAGE_SIZE}
            search={state.registrants.search}
            onSearchChange={(search) =>
              dispatch(registrantsRequested({ uuid: event.uuid, page: 1, search, debounce: true }))
            }
            onPageChange={(page) => dispatch(registrantsRequested({ uuid: event.uuid, page }))}
            onAttendedChange={(row, attended) =>
              dispatch(attendedRequested({ registration: row.uuid, attended }))
            }
            onExport={() => dispatch(registrantsCsvRequested(event.uuid))}
            exporting={state.exporting}
            savingUuids={state.registrants.saving}
            loading={state.registrants.status === 'loading' && state.registrants.items.length === 0}
            error={state.registrants.status === 'failed'}
            labels={{
              search: t('app.programme.table.search'),
              searchPlaceholder: t('app.programme.registrants.searchPlaceholder'),
              actions: t('app.programme.registrants.attended'),
              loading: t('app.staff.queue.loading'),
              empty: t('app.programme.registrants.empty'),
              noMatch: t('app.programme.registrants.noMatch'),
              error: t('app.staff.queue.error'),
              name: t('app.programme.registrants.name'),
              email: t('app.programme.registrants.email'),
              quantity: t('app.programme.registrants.quantity'),
              paid: t('app.programme.registrants.paid'),
              free: t('app.programme.table.free'),
              coupon: t('app.programme.registrants.coupon'),
              registeredAt: t('app.programme.registrants.registeredAt'),
              state: t('app.programme.registrants.state'),
              registered: t('app.programme.registrants.registered'),
              cancelled: t('app.programme.status.cancelled'),
              attended: t('app.programme.registrants.attended'),
              attendedRow: (name) => t('app.programme.registrants.attendedRow', { name }),
              exportCsv: t('app.programme.registrants.exportCsv'),
            }}
          />
        </section>
      )}
      {event && mayCancel && (
        <RejectDialog
          // Closed once the event is cancelled.
          open={cancelOpen && event.status !== 'cancelled'}
          subject={event.name}
          busy={state.cancelling}
          onCancel={() => setCancelOpen(false)}
          onReject={(reason) => dispatch(eventCancelRequested({ uuid: event.uuid, reason }))}
          labels={{
            title: t('app.programme.cancel.title'),
            reason: t('app.programme.cancel.reason'),
            reasonHelper: state.cancelError ?? t('app.programme.cancel.helper'),
            reasonRequired: t('app.programme.cancel.reasonRequired'),
            confirm: t('app.programme.cancel.confirm'),
            cancel: t('app.programme.cancel.keep'),
            busy: t('app.programme.cancel.busy'),
            close: t('app.programme.cancel.close'),
          }}
        />
      )}
    </section>
  );
}

export { StaffEventPage as Component };
