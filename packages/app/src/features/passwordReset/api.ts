import type { ApiClient, ResetPasswordRequest } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export async function requestResetLink(api: ApiClient, email: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/forgotPassword', { body: { email } }));
}

export async function requestPasswordReset(
  api: ApiClient,
  values: ResetPasswordRequest,
): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/reset', { body: values }));
}
