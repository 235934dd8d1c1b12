import { toFormData, type ApiClient, type User } from '@wellness/api';
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
