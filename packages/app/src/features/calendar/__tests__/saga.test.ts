import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@wellness/api';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { calendarSaga } from '../saga';
import { calendarRequested, editorOpened, moveRequested, removeRequested, saveRequested } from '../slice';

const walk: CalendarEvent = {
  id: 'c4000000-0000-4000-8000-000000000001',
  source: 'own',
  title: 'Morning walk',
  allDay: false,
  start: '2026-11-24T07:00:00.000Z',
  end: '2026-11-24T08:00:00.000Z',
  extendedProps: { desc: 'Around the lake' },
};

function harness(routes: HarnessOptions['routes']) {
  return startHarness(calendarSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}

async function loaded(run: ReturnType<typeof harness>) {
  run.dispatch(calendarRequested());
  await run.until(() => run.state.calendar.list.status !== 'loading');
}

describe('calendar', () => {
  it('a member whose package has lapsed on the server is sent to /packages (§2)', async () => {
    const run = harness({
      'GET /user/calendar/events': fail(
        403,
        'Please select a membership package to use the calendar.',
        'PACKAGE_REQUIRED',
      ),
    });
    await loaded(run);
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.state.calendar.list.status).toBe('failed');
    expect(run.navigations).toEqual(['/packages']);
  });

  it('New Event sends the form as the contract asks (an all-day range ends the day after its last day)', async () => {
    const added = { ...walk, id: 'c4000000-0000-4000-8000-000000000002', title: 'Retreat', allDay: true };
    const run = harness({ 'GET /user/calendar/events': ok([]), 'POST /user/calendar/event/add': ok(added) });
    await loaded(run);
    const values = { title: ' Retreat ', allDay: true, start: '2026-11-27', end: '2026-11-28', desc: '' };
    run.dispatch(editorOpened({ mode: 'new', values }));
    run.dispatch(saveRequested(values));
    await run.until(() => run.state.calendar.editor === null);
    run.stop();
    expect(run.fetch.callsTo('POST /user/calendar/event/add').map((call) => call.body)).toEqual([
      {
        newEvent: {
          title: 'Retreat',
          allDay: true,
          start: '2026-11-27T00:00:00.000Z',
          end: '2026-11-29T00:00:00.000Z',
        },
      },
    ]);
    expect(run.state.calendar.list.items).toEqual([added]);
    expect(run.toasts().map((t) => t.message)).toEqual(['app.calendar.toast.added']);
  });

  it('a drag shows at once and is put back when the server refuses it', async () => {
    const run = harness({
      'GET /user/calendar/events': ok([walk]),
      'POST /user/calendar/event/update': fail(500, 'Boom', 'INTERNAL'),
    });
    await loaded(run);
    const fields = { allDay: false, start: '2026-11-25T07:00:00.000Z', end: '2026-11-25T08:00:00.000Z' };
    run.dispatch(moveRequested({ id: walk.id, previous: walk, fields }));
    expect(run.state.calendar.list.items[0]?.start).toBe(fields.start);
    await run.until(() => run.toasts().length > 0);
    run.stop();
    expect(run.fetch.callsTo('POST /user/calendar/event/update').map((call) => call.body)).toEqual([
      { event: { id: walk.id, title: walk.title, ...fields, extendedProps: walk.extendedProps } },
    ]);
    expect(run.state.calendar.list.items).toEqual([walk]);
    expect(run.toasts().map((t) => t.message)).toEqual(['app.calendar.toast.moveFailed']);
  });

  it('delete removes the entry and closes the dialog', async () => {
    const run = harness({
      'GET /user/calendar/events': ok([walk]),
      'POST /user/calendar/event/remove': ok({ id: walk.id }),
    });
    await loaded(run);
    run.dispatch(
      editorOpened({
        mode: 'edit',
        id: walk.id,
        values: { title: walk.title, allDay: false, start: '', end: '', desc: '' },
      }),
    );
    run.dispatch(removeRequested(walk.id));
    await run.until(() => run.state.calendar.editor === null);
    run.stop();
    expect(run.state.calendar.list.items).toEqual([]);
    expect(run.toasts().map((t) => t.message)).toEqual(['app.calendar.toast.removed']);
  });
});
