import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { ErrorState, LoadingIndicator, PageHeader } from '@wellness/ui';
import {
  CalendarBoard,
  CalendarEventDialog,
  CalendarFeedCard,
  type CalendarRange,
} from '@wellness/ui/calendar';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCalendarAllowed } from '../../gating/selectors';
import { selectLocale } from '../../settings';
import { localDay, localMinute, rangeToFields, toBoardDates, toFormValues, addDays } from '../dates';
import {
  calendarRequested,
  editorClosed,
  editorOpened,
  feedRequested,
  feedRotateRequested,
  moveRequested,
  removeRequested,
  saveRequested,
} from '../slice';
import styled from 'styled-components';

/* The board's space is kept while its chunk and the entries load, so the subscription card below never moves. */
const BoardSlot = styled.div`
  display: grid;
  block-size: 46rem;

  & > [role='status'],
  & > [role='alert'] {
    place-self: center;
  }

  ${({ theme }) => theme.media.phoneOnly} {
    block-size: 38rem;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The form's first values for a range picked on the board (an all-day range's end is its last day). */
function valuesForRange(range: CalendarRange) {
  if (range.allDay) {
    const start = localDay(range.start);
    const endExclusive = localDay(range.end);
    return {
      title: '',
      allDay: true,
      start,
      end: endExclusive > start ? addDays(endExclusive, -1) : start,
      desc: '',
    };
  }
  return { title: '', allDay: false, start: localMinute(range.start), end: localMinute(range.end), desc: '' };
}

/**
 * /calendar (§2): month, week and day views of the member's own entries, with their registered events and
 * accepted sessions read-only in another colour; select a range for 'New Event', click an entry for 'Edit
 * Event', drag or resize to move it. A member without a package is sent to /packages. FullCalendar is in this
 * route's chunk only (the route is lazy), so the first visit's budget does not carry it.
 */
export function CalendarPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const allowed = useAppSelector(selectCalendarAllowed);
  const locale = useAppSelector(selectLocale);
  const { list, editor, saving, feed } = useAppSelector((state) => state.calendar);
  const [today] = useState(() => new Date());
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    dispatch(calendarRequested());
    dispatch(feedRequested());
  }, [allowed, dispatch]);

  if (!allowed) return <Navigate to="/packages" replace />;

  const loading = list.status === 'loading' || list.status === 'idle';
  const dialogLabels = Object.fromEntries(
    [
      'newTitle',
      'editTitle',
      'title',
      'allDay',
      'start',
      'end',
      'desc',
      'add',
      'save',
      'busy',
      'cancel',
      'remove',
      'close',
    ].map((key) => [key, t(`app.calendar.dialog.${key}`)]),
  );
  const feedLabels = Object.fromEntries(
    [
      'title',
      'text',
      'address',
      'copy',
      'copied',
      'rotate',
      'rotating',
      'rotateHint',
      'loading',
      'error',
      'retry',
    ].map((key) => [key, t(`app.calendar.feed.${key}`)]),
  );

  return (
    <section>
      <PageHeader title={t('app.calendar.page.title')} subtitle={t('app.calendar.page.subtitle')} />
      <Stack>
        <BoardSlot>
          {loading ? (
            <LoadingIndicator label={t('app.calendar.page.loading')} />
          ) : list.status === 'failed' ? (
            <ErrorState
              message={t('app.calendar.page.error')}
              onRetry={() => dispatch(calendarRequested())}
              retryLabel={t('app.calendar.page.retry')}
            />
          ) : (
            <CalendarBoard
              events={list.items.map((event) => ({
                id: event.id,
                title: event.title,
                allDay: event.allDay,
                source: event.source,
                ...toBoardDates(event),
              }))}
              locale={locale}
              direction={locale === 'ar' ? 'rtl' : 'ltr'}
              now={today}
              labels={{
                today: t('app.calendar.page.today'),
                month: t('app.calendar.page.month'),
                week: t('app.calendar.page.week'),
                day: t('app.calendar.page.day'),
              }}
              onSelectRange={(range) =>
                dispatch(editorOpened({ mode: 'new', values: valuesForRange(range) }))
              }
              onOpen={(id) => {
                const event = list.items.find((item) => item.id === id && item.source === 'own');
                if (event) dispatch(editorOpened({ mode: 'edit', id, values: toFormValues(event) }));
              }}
              onChange={(id, range) => {
                const previous = list.items.find((item) => item.id === id);
                if (previous) dispatch(moveRequested({ id, previous, fields: rangeToFields(range) }));
              }}
              height="fill"
            />
          )}
        </BoardSlot>
        <CalendarFeedCard
          url={feed.url}
          loading={feed.status === 'loading' || feed.status === 'idle'}
          error={feed.status === 'failed'}
          rotating={feed.rotating}
          copied={copied}
          onCopy={(url) => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => undefined,
            );
          }}
          onRotate={() => {
            setCopied(false);
            dispatch(feedRotateRequested());
          }}
          onRetry={() => dispatch(feedRequested())}
          labels={feedLabels}
        />
      </Stack>
      {editor && (
        <CalendarEventDialog
          // A new dialog (fresh form state) for each opening.
          key={`${editor.mode}-${editor.id ?? editor.values.start}`}
          open
          mode={editor.mode}
          initialValues={editor.values}
          busy={saving}
          onClose={() => dispatch(editorClosed())}
          onSubmit={(values) => dispatch(saveRequested(values))}
          onDelete={editor.id ? () => dispatch(removeRequested(editor.id as string)) : undefined}
          labels={dialogLabels}
          messages={{
            titleRequired: t('app.calendar.dialog.titleRequired'),
            endBeforeStart: t('app.calendar.dialog.endBeforeStart'),
          }}
        />
      )}
    </section>
  );
}

export { CalendarPage as Component };
