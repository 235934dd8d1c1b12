import type { ApiClient, EventRegistration, HealthHeroSession, Voucher } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export async function fetchRegistrations(api: ApiClient): Promise<ApiOutcome<EventRegistration[]>> {
  return toOutcome(await api.GET('/user/register/event/list'));
}

export async function fetchHeroSessions(api: ApiClient): Promise<ApiOutcome<HealthHeroSession[]>> {
  return toOutcome(await api.GET('/user/healtHero/registered/list'));
}

export async function fetchVoucherList(api: ApiClient): Promise<ApiOutcome<Voucher[]>> {
  return toOutcome(await api.GET('/user/voucher/list'));
}
