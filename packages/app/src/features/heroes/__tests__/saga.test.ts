import { describe, expect, it } from 'vitest';
import type { HealthHero, HealthHeroSession, OwnHeroSession } from '@wellness/api';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { heroesSaga } from '../saga';
import { filterHeroes, selectActiveSessionCount, sessionStatus } from '../selectors';
import {
  becomeHeroRequested,
  existingRequestChecked,
  heroesRequested,
  ownSessionDecided,
  ownSessionsRequested,
  sessionRequested,
  sessionsRequested,
} from '../slice';

const hero = (uuid: string, name: string, overrides: Partial<HealthHero> = {}): HealthHero => ({
  uuid,
  name,
  image: null,
  city: 'Austin',
  country: 'United States',
  category: 'Doctor',
  discrip: 'A mentor.',
  preferredDays: ['Monday'],
  numberOfHours: 2,
  packages: [],
  experience: '5 years',
  areaOfMentoring: ['Diet'],
  diseaseType: [],
  mentoringChannel: 'online',
  ageBracket: 'Matured',
  reasonForMentoring: 'To help.',
  ...overrides,
});
const priya = hero('4c5d6e7f-8091-4a2b-8c3d-4e5f6a7b8c9d', 'Dr. Priya Shah');
const marcus = hero('5d6e7f80-91a2-4b3c-9d4e-5f6a7b8c9d0e', 'Marcus Bell', { category: 'Combat' });

const session = (uuid: string, isActive: boolean | null): HealthHeroSession => ({
  uuid,
  healthHeroUuid: priya.uuid,
  healthHero: { uuid: priya.uuid, name: priya.name, image: null },
  sessionDate: '2027-01-15',
  sessionTime: '17:30',
  sessionPurpose: 'Managing stress',
  otherProblems: null,
  consultation: 'yes',
  isActive,
  createdAt: '2026-11-23T10:00:00.000Z',
});

const request = {
  healthHeroUuid: priya.uuid,
  sessionDate: '2027-01-15',
  sessionTime: '17:30',
  sessionPurpose: 'Managing stress',
  consultation: 'yes' as const,
};

function harness(routes: HarnessOptions['routes']) {
  return startHarness(heroesSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}

describe('hero list', () => {
  it('loads every hero; the keyword (any case, only when non-empty) and category filter it', async () => {
    const run = harness({ 'GET /user/healtHero/list': ok([priya, marcus]) });
    run.dispatch(heroesRequested());
    expect(run.state.heroes.list.status).toBe('loading');
    await run.until(() => run.state.heroes.list.status === 'succeeded');
    run.stop();
    const items = run.state.heroes.list.items;
    expect(filterHeroes(items, '', '')).toEqual([priya, marcus]);
    expect(filterHeroes(items, '  PRIYA ', '')).toEqual([priya]);
    expect(filterHeroes(items, '', 'Combat')).toEqual([marcus]);
    expect(filterHeroes(items, 'priya', 'Combat')).toEqual([]);
  });

  it("a failure empties the list and keeps 'Oops something bad happened!'", async () => {
    const run = harness({ 'GET /user/healtHero/list': fail(500, 'Boom', 'INTERNAL') });
    run.dispatch(heroesRequested());
    await run.until(() => run.state.heroes.list.status === 'failed');
    run.stop();
    expect(run.state.heroes.list).toEqual({
      status: 'failed',
      items: [],
      error: 'Oops something bad happened!',
    });
  });
});

describe('registered sessions', () => {
  it('reads pending, accepted and rejected sessions; only pending and accepted count against the limit (§4)', async () => {
    const run = harness({
      'GET /user/healtHero/registered/list': ok([
        session('s-1', null),
        session('s-2', true),
        session('s-3', false),
      ]),
    });
    run.dispatch(sessionsRequested());
    await run.until(() => run.state.heroes.sessions.status === 'succeeded');
    run.stop();
    expect(run.state.heroes.sessions.items.map(sessionStatus)).toEqual(['pending', 'accepted', 'rejected']);
    expect(selectActiveSessionCount(run.state)).toBe(2);
  });
});

describe('session request', () => {
  it("sends the request, says 'You have successfully applied for the session' and goes to the hero list", async () => {
    const run = harness({ 'POST /user/healtHero/apply': ok(session('s-1', null), 'Applied') });
    run.dispatch(sessionRequested(request));
    expect(run.state.heroes.requesting).toBe(true);
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.fetch.callsTo('POST /user/healtHero/apply').map((c) => c.body)).toEqual([request]);
    expect(run.state.heroes.requesting).toBe(false);
    expect(run.state.heroes.limitAlert).toBe(false);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.heroes.toast.applied', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/healthHero/healthHeroList']);
  });

  it.each([
    [409, 'ALREADY_REQUESTED', 'app.heroes.toast.alreadyRequested'],
    [400, 'DATE_IN_PAST', 'app.heroes.toast.pastDate'],
  ])('a %i %s says %s and stays on the form', async (status, code, message) => {
    const run = harness({ 'POST /user/healtHero/apply': fail(status, 'Refused', code) });
    run.dispatch(sessionRequested(request));
    await run.until(() => !run.state.heroes.requesting);
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message, durationMs: 3000 }]);
    expect(run.state.heroes.limitAlert).toBe(false);
    expect(run.navigations).toEqual([]);
  });

  it.each([
    [403, 'HH_SESSION_LIMIT_EXCEEDED'],
    [500, 'INTERNAL'],
  ])('a %i %s opens the upgrade alert (§8) and stays', async (status, code) => {
    const run = harness({ 'POST /user/healtHero/apply': fail(status, 'Refused', code) });
    run.dispatch(sessionRequested(request));
    await run.until(() => !run.state.heroes.requesting);
    run.stop();
    expect(run.state.heroes.limitAlert).toBe(true);
    expect(run.toasts()).toEqual([]);
    expect(run.navigations).toEqual([]);
  });
});

describe('become a health hero', () => {
  const story = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'story.png', { type: 'image/png' });
  const documents = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'cv.pdf', {
    type: 'application/pdf',
  });
  const application = {
    category: 'Reversal' as const,
    ageGroup: 'Youth' as const,
    numberOfHours: 3,
    mentoringChannel: 'online' as const,
    areaOfMentoring: ['Diet' as const, 'Diabetes' as const],
    experience: 'Ten years as an educator.',
    reasonForMentoring: 'I reversed mine.',
    diseaseType: ['Type 2 diabetes', 'Hypertension'],
    packageUuid: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    uploadStory: story,
    uploadDocuments: documents,
  };

  it('knows when an application is already under review', async () => {
    const run = harness({
      'GET /user/healthHero/check/existing/request': ok({
        exists: true,
        status: 'pending',
        application: null,
      }),
    });
    run.dispatch(existingRequestChecked());
    expect(run.state.heroes.existing).toBe('checking');
    await run.until(() => run.state.heroes.existing !== 'checking');
    run.stop();
    expect(run.state.heroes.existing).toBe('exists');
  });

  it('sends both files as multipart, says it was submitted and goes to the hero list', async () => {
    const run = harness({ 'POST /user/healtHero/registration': ok(null, 'Submitted') });
    run.dispatch(becomeHeroRequested(application));
    expect(run.state.heroes.becoming).toBe(true);
    await run.until(() => run.navigations.length === 1);
    run.stop();
    const form = run.fetch.callsTo('POST /user/healtHero/registration')[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('areaOfMentoring')).toEqual(['Diet', 'Diabetes']);
    expect(form.getAll('diseaseType')).toEqual(['Type 2 diabetes', 'Hypertension']);
    expect(form.get('packageUuid')).toBe('7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
    expect(form.get('numberOfHours')).toBe('3');
    expect((form.get('uploadStory') as File).name).toBe('story.png');
    expect((form.get('uploadDocuments') as File).name).toBe('cv.pdf');
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.heroes.toast.becomeSubmitted', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/healthHero/healthHeroList']);
  });

  it("'Request already exists' opens its dialog", async () => {
    const run = harness({
      'POST /user/healtHero/registration': fail(409, 'Request already exists', 'HH_REQUEST_EXISTS'),
    });
    run.dispatch(becomeHeroRequested(application));
    await run.until(() => !run.state.heroes.becoming);
    run.stop();
    expect(run.state.heroes.existing).toBe('exists');
    expect(run.state.heroes.becomeFailure).toBeNull();
    expect(run.navigations).toEqual([]);
  });

  it.each([
    [400, 'STORY_FILE_TYPE_INVALID', 'storyType'],
    [400, 'DOCUMENT_TYPE_INVALID', 'documentType'],
    [413, 'FILE_TOO_LARGE', 'tooLarge'],
  ])('a %i %s is shown on the form as %s', async (status, code, failure) => {
    const run = harness({ 'POST /user/healtHero/registration': fail(status, 'Refused', code) });
    run.dispatch(becomeHeroRequested(application));
    await run.until(() => !run.state.heroes.becoming);
    run.stop();
    expect(run.state.heroes.becomeFailure).toBe(failure);
    expect(run.state.heroes.becomeUpgradeAlert).toBe(false);
    expect(run.toasts()).toEqual([]);
  });

  it("any other failure says 'Something went wrong. Please try again.' and opens the upgrade alert (§8)", async () => {
    const run = harness({ 'POST /user/healtHero/registration': fail(500, 'Boom', 'INTERNAL') });
    run.dispatch(becomeHeroRequested(application));
    await run.until(() => !run.state.heroes.becoming);
    run.stop();
    expect(run.state.heroes.becomeFailure).toBe('other');
    expect(run.state.heroes.becomeUpgradeAlert).toBe(true);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.heroes.toast.becomeFailed', durationMs: 3000 },
    ]);
  });
});

describe("a hero's own sessions", () => {
  const request = (uuid: string, isActive: boolean | null): OwnHeroSession => ({
    uuid,
    member: { name: 'Amira Haddad' },
    sessionDate: '2027-01-15',
    sessionTime: '17:30',
    sessionPurpose: 'Managing stress',
    otherProblems: null,
    consultation: 'yes',
    isActive,
    requestedAt: '2026-11-20T10:00:00.000Z',
  });
  const pending = request('6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c01', null);

  it('loads the requests and upcoming sessions; accepting says so and reads the page again', async () => {
    const run = harness({
      'GET /user/healthHero/own/sessions': [
        ok({ requests: [pending], upcoming: [] }),
        ok({ requests: [], upcoming: [{ ...pending, isActive: true }] }),
      ],
      [`PATCH /user/healthHero/own/sessions/${pending.uuid}` as 'PATCH /user/healthHero/own/sessions/{uuid}']:
        ok(null, 'The request has been accepted.'),
    });
    run.dispatch(ownSessionsRequested());
    await run.until(() => run.state.heroes.own.status === 'succeeded');
    expect(run.state.heroes.own.requests).toEqual([pending]);
    run.dispatch(ownSessionDecided({ uuid: pending.uuid, decision: 'accept' }));
    expect(run.state.heroes.deciding).toBe(pending.uuid);
    await run.until(() => run.state.heroes.own.upcoming.length === 1);
    run.stop();
    expect(run.state.heroes.deciding).toBeNull();
    expect(run.state.heroes.own.requests).toEqual([]);
    expect(
      run.fetch.callsTo(
        `PATCH /user/healthHero/own/sessions/${pending.uuid}` as 'PATCH /user/healthHero/own/sessions/{uuid}',
      )[0]?.body,
    ).toEqual({
      decision: 'accept',
    });
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.heroes.ownToast.accepted', durationMs: 3000 },
    ]);
  });

  it('a request decided meanwhile (by staff) says so and reads the page again', async () => {
    const run = harness({
      'GET /user/healthHero/own/sessions': ok({ requests: [], upcoming: [] }),
      [`PATCH /user/healthHero/own/sessions/${pending.uuid}` as 'PATCH /user/healthHero/own/sessions/{uuid}']:
        fail(404, 'There is no pending request with this id.', 'REQUEST_NOT_PENDING'),
    });
    run.dispatch(ownSessionDecided({ uuid: pending.uuid, decision: 'reject' }));
    await run.until(() => run.state.heroes.own.status === 'succeeded');
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.heroes.ownToast.alreadyDecided', durationMs: 3000 },
    ]);
  });

  it('not an accepted hero: the page shows its error', async () => {
    const run = harness({
      'GET /user/healthHero/own/sessions': fail(
        403,
        'This page is for accepted Health Heroes.',
        'NOT_A_HEALTH_HERO',
      ),
    });
    run.dispatch(ownSessionsRequested());
    await run.until(() => run.state.heroes.own.status === 'failed');
    run.stop();
  });
});
