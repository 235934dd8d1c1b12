import type { ApiClient, MemberSettings, MemberSettingsSaveRequest } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** The member's shell settings and shortcuts as saved in the profile (§6). */
export async function fetchMemberSettings(api: ApiClient): Promise<ApiOutcome<MemberSettings>> {
  return toOutcome(await api.GET('/user/settings'));
}

export async function saveMemberSettings(
  api: ApiClient,
  body: MemberSettingsSaveRequest,
): Promise<ApiOutcome<MemberSettings>> {
  return toOutcome(await api.PUT('/user/settings', { body }));
}
