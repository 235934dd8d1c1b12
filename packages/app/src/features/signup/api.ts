import type { ApiClient, Schema } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export async function requestSignup(
  api: ApiClient,
  values: Schema<'SignUpRequest'>,
): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/create', { body: values }));
}
