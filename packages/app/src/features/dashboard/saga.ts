import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { EventRegistration, HealthHeroSession, ProductCategory, Voucher } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import {
  ALL_PRODUCTS_CATEGORY,
  ALL_SERVICES_CATEGORY,
  SECTION_PAGE_SIZE,
  fetchCatalogPage,
  fetchCategories,
  type CatalogPage,
  type ListQuery,
} from '../marketplace';
import { fetchHeroSessions, fetchRegistrations, fetchVoucherList } from './api';
import { dashboardLoaded, dashboardRequested, type DashboardSummary } from './slice';

/** The wall-clock day of the programme (sessions are dated in Pacific time, like events). */
function pacificDay(now: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(now));
}

/** The member's coming registered events (active, not started yet), next first. */
export function comingEvents(registrations: EventRegistration[], now: number): EventRegistration[] {
  return registrations
    .filter((r) => r.isActive === true && new Date(r.event.startTime).getTime() > now)
    .sort((a, b) => a.event.startTime.localeCompare(b.event.startTime));
}

/** The member's accepted sessions (isActive true) dated today or later, next first. */
export function comingSessions(sessions: HealthHeroSession[], now: number): HealthHeroSession[] {
  const today = pacificDay(now);
  return sessions
    .filter((s) => s.isActive === true && s.sessionDate >= today)
    .sort((a, b) => `${a.sessionDate}T${a.sessionTime}`.localeCompare(`${b.sessionDate}T${b.sessionTime}`));
}

/** The member's next registered event: active, and not started yet. */
export function nextEvent(registrations: EventRegistration[], now: number): DashboardSummary['nextEvent'] {
  const first = comingEvents(registrations, now)[0]?.event;
  return first ? { uuid: first.uuid, name: first.name, startTime: first.startTime } : null;
}

/** The next accepted session (isActive true) dated today or later. */
export function nextSession(sessions: HealthHeroSession[], now: number): DashboardSummary['nextSession'] {
  const first = comingSessions(sessions, now)[0];
  return first
    ? {
        uuid: first.uuid,
        sessionDate: first.sessionDate,
        sessionTime: first.sessionTime,
        heroName: first.healthHero.name,
      }
    : null;
}

const FIRST_PAGE: ListQuery = { search: '', category: '', sort: '', page: 1 };

/** The shop categories worth a link: the product and service categories under 16 and 58 that hold items. */
export function shopCategories(categories: ProductCategory[]): ProductCategory[] {
  return categories.filter(
    (category) =>
      (category.parent === ALL_PRODUCTS_CATEGORY || category.parent === ALL_SERVICES_CATEGORY) &&
      category.count > 0,
  );
}

/**
 * The lists the dashboard summarises are read in parallel (`all`): one round trip of latency, no
 * waterfall, and no new dashboard call in openapi.yaml — each list already exists, is small (a member's own
 * registrations, sessions and package vouchers) and is cached by nobody else. A list that fails leaves its
 * card empty instead of failing the page.
 */
function* loadDashboard() {
  const api = yield* contextValue('api');
  const now = yield* contextValue('now');
  const [registrations, sessions, vouchers, categories, products, services]: [
    ApiOutcome<EventRegistration[]>,
    ApiOutcome<HealthHeroSession[]>,
    ApiOutcome<Voucher[]>,
    ApiOutcome<ProductCategory[]>,
    ApiOutcome<CatalogPage>,
    ApiOutcome<CatalogPage>,
  ] = yield all([
    call(fetchRegistrations, api),
    call(fetchHeroSessions, api),
    call(fetchVoucherList, api),
    // The spec's dashboard also loads categories, products and services: in the same round trip.
    call(fetchCategories, api),
    call(fetchCatalogPage, api, 'products', FIRST_PAGE, SECTION_PAGE_SIZE),
    call(fetchCatalogPage, api, 'services', FIRST_PAGE, SECTION_PAGE_SIZE),
  ]);
  const at = now();
  yield put(
    dashboardLoaded({
      summary: {
        nextEvent: registrations.ok ? nextEvent(registrations.data, at) : null,
        nextSession: sessions.ok ? nextSession(sessions.data, at) : null,
        // 'N vouchers to redeem': the ones the member has not redeemed yet (the server's redeemedAt).
        voucherCount: vouchers.ok
          ? vouchers.data.filter((voucher) => voucher.redeemedAt === null).length
          : null,
      },
      shop: {
        categories: categories.ok ? shopCategories(categories.data) : null,
        products: products.ok ? products.data.items : null,
        services: services.ok ? services.data.items : null,
      },
    }),
  );
}

export function* dashboardSaga() {
  yield takeLatest(dashboardRequested.type, loadDashboard);
}
