import type { ApiClient, User } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export async function fetchProfile(api: ApiClient): Promise<ApiOutcome<User>> {
  return toOutcome(await api.POST('/user/profile/view'));
}

/** Ends the session on the server; the app logs out whatever the answer. */
export async function requestLogout(api: ApiClient): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/logout'));
}
