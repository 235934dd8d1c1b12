import { toFormData, type ApiClient, type Schema, type User } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';
import type { AddressValues, ProfileCompletionValues, ProfileValues } from './slice';

type ProfileUpdate = ProfileCompletionValues | ProfileValues | AddressValues;

/** PATCH /user/profile/update as multipart (the image is a file); only the given fields are sent. */
export async function requestProfileUpdate(api: ApiClient, values: ProfileUpdate): Promise<ApiOutcome<User>> {
  const body = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
  return toOutcome(
    await api.PATCH('/user/profile/update', {
      body: body as never,
      bodySerializer: toFormData,
    }),
  );
}

/** GET /user/data: everything the portal holds about the member (saved as one JSON file). */
export async function fetchMyData(api: ApiClient): Promise<ApiOutcome<Schema<'StaffMemberDetail'>>> {
  return toOutcome(await api.GET('/user/data'));
}

/** POST /user/delete: erases the member, after their confirmation and password. */
export async function requestAccountDeletion(
  api: ApiClient,
  body: { password: string; confirm: true },
): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/delete', { body }));
}
