import { describe, expect, it } from 'vitest';
import type { EventRegistration, HealthHeroSession } from '@wellness/api';
import { aUser, aWellnessEvent, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { quickPanelSaga } from '../saga';
import { quickPanelRequested } from '../slice';

const NOW = Date.parse('2026-11-25T18:00:00Z');

const registration = (
  uuid: string,
  startTime: string,
  isActive: boolean | null = true,
): EventRegistration => {
  const event = aWellnessEvent({ uuid, name: `Event ${uuid}`, startTime });
  return { uuid, eventUuid: uuid, quantity: 1, isActive, createdAt: '2026-11-01T10:00:00.000Z', event };
};

const session = (uuid: string, sessionDate: string, isActive: boolean | null = true): HealthHeroSession => ({
  uuid,
  healthHeroUuid: `hero-${uuid}`,
  healthHero: { uuid: `hero-${uuid}`, name: `Hero ${uuid}`, image: null },
  sessionDate,
  sessionTime: '09:00',
  sessionPurpose: 'Sleep',
  otherProblems: null,
  consultation: 'no',
  isActive,
  createdAt: '2026-11-01T10:00:00.000Z',
});

function harness(routes: HarnessOptions['routes']) {
  return startHarness(quickPanelSaga, {
    routes,
    now: NOW,
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}

describe('quick panel', () => {
  it("lists the member's coming events and accepted sessions, next first, from the dashboard's calls in parallel", async () => {
    const run = harness({
      'GET /user/register/event/list': ok([
        registration('later', '2026-12-10T17:00:00Z'),
        registration('past', '2026-11-20T17:00:00Z'),
        registration('cancelled', '2026-11-28T17:00:00Z', false),
        registration('next', '2026-11-26T17:00:00Z'),
      ]),
      'GET /user/healtHero/registered/list': ok([
        session('pending', '2026-11-27', null),
        session('second', '2026-12-02'),
        session('first', '2026-11-25'),
        session('yesterday', '2026-11-24'),
      ]),
    });
    run.dispatch(quickPanelRequested());
    expect(run.state.quickPanel.status).toBe('loading');
    await run.until(() => run.state.quickPanel.status === 'succeeded');
    run.stop();
    expect(run.fetch.calls).toHaveLength(2);
    expect(run.state.quickPanel.events.map((e) => e.uuid)).toEqual(['next', 'later']);
    expect(run.state.quickPanel.sessions).toEqual([
      {
        uuid: 'first',
        heroUuid: 'hero-first',
        heroName: 'Hero first',
        sessionDate: '2026-11-25',
        sessionTime: '09:00',
      },
      {
        uuid: 'second',
        heroUuid: 'hero-second',
        heroName: 'Hero second',
        sessionDate: '2026-12-02',
        sessionTime: '09:00',
      },
    ]);
  });

  it('fails as a whole when a list fails, and reads both again on Try again', async () => {
    const run = harness({
      'GET /user/register/event/list': [fail(500, 'Down', 'INTERNAL'), ok([])],
      'GET /user/healtHero/registered/list': ok([]),
    });
    run.dispatch(quickPanelRequested());
    await run.until(() => run.state.quickPanel.status === 'failed');
    run.dispatch(quickPanelRequested());
    await run.until(() => run.state.quickPanel.status === 'succeeded');
    run.stop();
    expect(run.state.quickPanel).toMatchObject({ events: [], sessions: [] });
    expect(run.fetch.callsTo('GET /user/register/event/list')).toHaveLength(2);
  });
});
