import type { ApiClient } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export async function requestVerification(api: ApiClient, token: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/verify/email', { body: { token } }));
}
