import { describe, expect, it } from 'vitest';
import type { EventRegistration } from '@wellness/api';
import { aUser, anEventForViewer, aWellnessEvent, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { eventsSaga } from '../saga';
import {
  cancelFailed,
  cancelRequested,
  eventRequested,
  registerRequested,
  registrationFailed,
  registrationReset,
  registrationStarted,
  registrationSucceeded,
  registrationsRequested,
  upcomingRequested,
} from '../slice';

const freeEvent = anEventForViewer();
const paidEvent = aWellnessEvent({ uuid: '9b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', price: 25 });

const registration = (isActive: boolean | null): EventRegistration => ({
  uuid: '3e1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  eventUuid: freeEvent.uuid,
  quantity: 1,
  isActive,
  createdAt: '2026-11-23T10:00:00.000Z',
  event: freeEvent,
});

function harness(routes: HarnessOptions['routes']) {
  return startHarness(eventsSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}

const progressTypes: string[] = [
  registrationStarted.type,
  registrationSucceeded.type,
  registrationFailed.type,
  registrationReset.type,
];
const progressOf = (run: ReturnType<typeof harness>) =>
  run.actions.map((action) => action.type).filter((type) => progressTypes.includes(type));

describe('upcoming events', () => {
  it('lists the upcoming events', async () => {
    const run = harness({ 'GET /user/event/listUpcoming': ok([freeEvent, paidEvent]) });
    run.dispatch(upcomingRequested());
    await run.until(() => run.state.events.upcoming.status === 'succeeded');
    run.stop();
    expect(run.state.events.upcoming.items.map((event) => event.name)).toEqual([
      freeEvent.name,
      paidEvent.name,
    ]);
  });

  it("a failure empties the list and keeps 'Oops something bad happened!'", async () => {
    const run = harness({ 'GET /user/event/listUpcoming': fail(500, 'Boom', 'INTERNAL') });
    run.dispatch(upcomingRequested());
    await run.until(() => run.state.events.upcoming.status === 'failed');
    run.stop();
    expect(run.state.events.upcoming).toEqual({
      status: 'failed',
      items: [],
      error: 'Oops something bad happened!',
    });
  });

  it("details load the event and the member's registrations", async () => {
    const run = harness({
      'GET /user/event/view': ok(freeEvent),
      'GET /user/register/event/list': ok([registration(true)]),
    });
    run.dispatch(eventRequested(freeEvent.uuid));
    await run.until(
      () =>
        run.state.events.details.status === 'succeeded' &&
        run.state.events.registrations.status === 'succeeded',
    );
    run.stop();
    expect(run.state.events.details.event?.uuid).toBe(freeEvent.uuid);
    expect(run.fetch.callsTo('GET /user/event/view')[0]?.query.get('uuid')).toBe(freeEvent.uuid);
    expect(run.state.events.registrations.items).toHaveLength(1);
  });
});

describe('event registration (§4, §8)', () => {
  it('a free event registers with its uuid and quantity, says so and goes to /events/upcoming', async () => {
    const run = harness({ 'POST /user/event/register': ok({ ...registration(true), quantity: 2 }) });
    run.dispatch(registerRequested({ event: freeEvent, quantity: 2 }));
    await run.until(() => run.state.events.registration === 'idle' && run.navigations.length > 0);
    run.stop();
    expect(run.fetch.callsTo('POST /user/event/register').map((call) => call.body)).toEqual([
      { eventUuid: freeEvent.uuid, quantity: 2 },
    ]);
    expect(progressOf(run)).toEqual([
      registrationStarted.type,
      registrationSucceeded.type,
      registrationReset.type,
    ]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.events.toast.registered', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/events/upcoming']);
  });

  // §8: each refusal of a free registration, its toast and where the member goes (the cycle always resets).
  it.each([
    {
      outcome: "a 400 says 'You have already registered for this event.' and goes to /events/upcoming",
      response: fail(400, 'You have already registered for this event.', 'ALREADY_REGISTERED'),
      toast: 'app.events.toast.alreadyRegistered',
      navigations: ['/events/upcoming'],
    },
    {
      outcome: "closed registration says 'Registration Closed' and stays",
      response: fail(403, 'You can not Register for this Event. Registration Closed', 'REGISTRATION_CLOSED'),
      toast: 'app.events.toast.registrationClosed',
      navigations: [],
    },
    {
      outcome: 'any other refusal asks to upgrade and goes to /packages',
      response: fail(
        403,
        'You can not Register for this Event. Kindly upgrade your Membership Packages',
        'UPGRADE_REQUIRED',
      ),
      toast: 'app.events.toast.upgradeRequired',
      navigations: ['/packages'],
    },
  ])('$outcome', async ({ response, toast, navigations }) => {
    const run = harness({ 'POST /user/event/register': response });
    run.dispatch(registerRequested({ event: freeEvent, quantity: 1 }));
    await run.until(() => run.actions.some((action) => action.type === registrationReset.type));
    run.stop();
    expect(progressOf(run)).toEqual([
      registrationStarted.type,
      registrationFailed.type,
      registrationReset.type,
    ]);
    expect(run.toasts()).toEqual([{ kind: 'error', message: toast, durationMs: 3000 }]);
    expect(run.navigations).toEqual(navigations);
  });

  it('an active registration is refused at once without a call', async () => {
    const run = harness({ 'GET /user/register/event/list': ok([registration(true)]) });
    run.dispatch(registrationsRequested());
    await run.until(() => run.state.events.registrations.status === 'succeeded');
    run.dispatch(registerRequested({ event: freeEvent, quantity: 1 }));
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.fetch.callsTo('POST /user/event/register')).toEqual([]);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.events.toast.alreadyRegistered', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/events/upcoming']);
  });

  it('a priced event goes to /pay with the quantity (never below 1) instead of registering', async () => {
    const run = harness({});
    run.dispatch(registerRequested({ event: paidEvent, quantity: 0 }));
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.fetch.calls).toEqual([]);
    expect(run.navigations).toEqual([`/pay?eventUuid=${paidEvent.uuid}&quantity=1`]);
  });
});

describe('cancel registration (§4, §8)', () => {
  it("success shows the server's message and makes the registration inactive", async () => {
    const run = harness({
      'GET /user/register/event/list': ok([registration(true)]),
      'PATCH /user/event/register/cancel': ok(
        null,
        'Your event registration has been cancelled successfully.',
      ),
    });
    run.dispatch(registrationsRequested());
    await run.until(() => run.state.events.registrations.status === 'succeeded');
    run.dispatch(cancelRequested(freeEvent.uuid));
    await run.until(() => run.state.events.cancelling.length === 0);
    run.stop();
    expect(run.fetch.callsTo('PATCH /user/event/register/cancel').map((call) => call.body)).toEqual([
      { eventUuid: freeEvent.uuid },
    ]);
    expect(run.state.events.registrations.items.map((item) => item.isActive)).toEqual([false]);
    expect(run.toasts()).toEqual([
      {
        kind: 'success',
        message: 'Your event registration has been cancelled successfully.',
        durationMs: 3000,
      },
    ]);
  });

  it("an error shows the server's message and keeps the registration", async () => {
    const run = harness({
      'GET /user/register/event/list': ok([registration(true)]),
      'PATCH /user/event/register/cancel': fail(
        404,
        'You are not registered for this event.',
        'REGISTRATION_NOT_FOUND',
      ),
    });
    run.dispatch(registrationsRequested());
    await run.until(() => run.state.events.registrations.status === 'succeeded');
    run.dispatch(cancelRequested(freeEvent.uuid));
    await run.until(() => run.actions.some((action) => action.type === cancelFailed.type));
    run.stop();
    expect(run.state.events.registrations.items.map((item) => item.isActive)).toEqual([true]);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'You are not registered for this event.', durationMs: 3000 },
    ]);
  });
});
