import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { EventRegistration, HealthHeroSession, Voucher } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { fetchHeroSessions, fetchRegistrations, fetchVoucherList } from './api';
import { dashboardLoaded, dashboardRequested, type DashboardSummary } from './slice';

/** The wall-clock day of the programme (sessions are dated in Pacific time, like events). */
function pacificDay(now: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(now));
}

/** The member's next registered event: active, and not started yet. */
export function nextEvent(registrations: EventRegistration[], now: number): DashboardSummary['nextEvent'] {
  const coming = registrations
    .filter((r) => r.isActive === true && new Date(r.event.startTime).getTime() > now)
    .sort((a, b) => a.event.startTime.localeCompare(b.event.startTime));
  const first = coming[0]?.event;
  return first ? { uuid: first.uuid, name: first.name, startTime: first.startTime } : null;
}

/** The next accepted session (isActive true) dated today or later. */
export function nextSession(sessions: HealthHeroSession[], now: number): DashboardSummary['nextSession'] {
  const today = pacificDay(now);
  const first = sessions
    .filter((s) => s.isActive === true && s.sessionDate >= today)
    .sort((a, b) =>
      `${a.sessionDate}T${a.sessionTime}`.localeCompare(`${b.sessionDate}T${b.sessionTime}`),
    )[0];
  return first
    ? {
        uuid: first.uuid,
        sessionDate: first.sessionDate,
        sessionTime: first.sessionTime,
        heroName: first.healthHero.name,
      }
    : null;
}

/**
 * The three lists the dashboard summarises are read in parallel (`all`): one round trip of latency, no
 * waterfall, and no new dashboard call in openapi.yaml — each list already exists, is small (a member's own
 * registrations, sessions and package vouchers) and is cached by nobody else. A list that fails leaves its
 * card empty instead of failing the page.
 */
export function* loadDashboard() {
  const api = yield* contextValue('api');
  const now = yield* contextValue('now');
  const [registrations, sessions, vouchers]: [
    ApiOutcome<EventRegistration[]>,
    ApiOutcome<HealthHeroSession[]>,
    ApiOutcome<Voucher[]>,
  ] = yield all([call(fetchRegistrations, api), call(fetchHeroSessions, api), call(fetchVoucherList, api)]);
  const at = now();
  yield put(
    dashboardLoaded({
      nextEvent: registrations.ok ? nextEvent(registrations.data, at) : null,
      nextSession: sessions.ok ? nextSession(sessions.data, at) : null,
      voucherCount: vouchers.ok ? vouchers.data.length : null,
    }),
  );
}

export function* dashboardSaga() {
  yield takeLatest(dashboardRequested.type, loadDashboard);
}
