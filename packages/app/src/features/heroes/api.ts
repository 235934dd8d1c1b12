import {
  toFormData,
  type ApiClient,
  type HealthHero,
  type HealthHeroApplication,
  type HealthHeroRequestCheck,
  type HealthHeroSession,
  type HealthHeroSessionRequest,
  type HeroSessionDecision,
  type OwnHeroSessions,
} from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** Every active health hero. */
export async function fetchHeroes(api: ApiClient): Promise<ApiOutcome<HealthHero[]>> {
  return toOutcome(await api.GET('/user/healtHero/list'));
}

/** The member's session requests (isActive null pending, true accepted, false rejected), newest first. */
export async function fetchSessions(api: ApiClient): Promise<ApiOutcome<HealthHeroSession[]>> {
  return toOutcome(await api.GET('/user/healtHero/registered/list'));
}

export async function requestSession(
  api: ApiClient,
  body: HealthHeroSessionRequest,
): Promise<ApiOutcome<HealthHeroSession>> {
  return toOutcome(await api.POST('/user/healtHero/apply', { body }));
}

/** An accepted hero's own requests and upcoming sessions. */
export async function fetchOwnSessions(api: ApiClient): Promise<ApiOutcome<OwnHeroSessions>> {
  return toOutcome(await api.GET('/user/healthHero/own/sessions'));
}

/** The hero's answer to a request made to them. */
export async function decideOwnSession(
  api: ApiClient,
  uuid: string,
  decision: HeroSessionDecision,
): Promise<ApiOutcome<unknown>> {
  return toOutcome(
    await api.PATCH('/user/healthHero/own/sessions/{uuid}', {
      params: { path: { uuid } },
      body: { decision },
    }),
  );
}

/** Whether an application to become a hero is under review. */
export async function checkHeroRequest(api: ApiClient): Promise<ApiOutcome<HealthHeroRequestCheck>> {
  return toOutcome(await api.GET('/user/healthHero/check/existing/request'));
}

/** The become-a-hero application as multipart (story file and PDF documents). */
export async function applyToBecomeHero(
  api: ApiClient,
  application: HealthHeroApplication,
): Promise<ApiOutcome<unknown>> {
  const body = Object.fromEntries(
    Object.entries(application).filter(([, value]) => value !== undefined && value !== ''),
  );
  return toOutcome(
    await api.POST('/user/healtHero/registration', {
      body: body as never,
      bodySerializer: toFormData,
    }),
  );
}
