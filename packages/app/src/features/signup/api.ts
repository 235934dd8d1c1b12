import type { ApiClient } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';
import type { SignupValues } from './flows';

export async function requestSignup(api: ApiClient, values: SignupValues): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/create', { body: values }));
}
