import {
  toFormData,
  type ApiClient,
  type HealthHero,
  type HealthHeroApplication,
  type HealthHeroRequestCheck,
  type HealthHeroSession,
  type HealthHeroSessionRequest,
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
