import type { ApiClient } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';
import type { ChangePasswordValues } from './slice';

export async function requestPasswordChange(
  api: ApiClient,
  values: ChangePasswordValues,
): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.PATCH('/user/password/change', { body: values }));
}
