import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { EventRegistration, HealthHeroSession } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { comingEvents, comingSessions, fetchHeroSessions, fetchRegistrations } from '../dashboard';
import { quickPanelFailed, quickPanelLoaded, quickPanelRequested } from './slice';

/** The panel lists a few of each; their pages list the rest. */
const QUICK_PANEL_MAX_ENTRIES = 5;

/**
 * The quick panel's lists: the member's registrations and sessions, the calls the dashboard and calendar
 * already read, in parallel (one round trip). Either failing shows the panel's error with Try again.
 */
function* loadQuickPanel() {
  const api = yield* contextValue('api');
  const now = yield* contextValue('now');
  const [registrations, sessions]: [ApiOutcome<EventRegistration[]>, ApiOutcome<HealthHeroSession[]>] =
    yield all([call(fetchRegistrations, api), call(fetchHeroSessions, api)]);
  if (!registrations.ok || !sessions.ok) {
    yield put(quickPanelFailed());
    return;
  }
  const at = now();
  yield put(
    quickPanelLoaded({
      events: comingEvents(registrations.data, at)
        .slice(0, QUICK_PANEL_MAX_ENTRIES)
        .map(({ event }) => ({ uuid: event.uuid, name: event.name, startTime: event.startTime })),
      sessions: comingSessions(sessions.data, at)
        .slice(0, QUICK_PANEL_MAX_ENTRIES)
        .map((session) => ({
          uuid: session.uuid,
          heroUuid: session.healthHeroUuid,
          heroName: session.healthHero.name,
          sessionDate: session.sessionDate,
          sessionTime: session.sessionTime,
        })),
    }),
  );
}

export function* quickPanelSaga() {
  yield takeLatest(quickPanelRequested.type, loadQuickPanel);
}
