import type { ApiClient, ClientConfig, Country, Faq } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export async function fetchCountries(api: ApiClient): Promise<ApiOutcome<Country[]>> {
  return toOutcome(await api.GET('/country/list'));
}

export async function fetchFaqs(api: ApiClient): Promise<ApiOutcome<Faq[]>> {
  return toOutcome(await api.GET('/user/faq/list'));
}

export async function fetchClientConfig(api: ApiClient): Promise<ApiOutcome<ClientConfig>> {
  return toOutcome(await api.GET('/config'));
}
