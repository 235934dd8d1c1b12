import type { ApiClient, Package, UserPackage } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export async function fetchPackages(api: ApiClient): Promise<ApiOutcome<Package[]>> {
  return toOutcome(await api.GET('/user/package/list'));
}

/** Billing is yearly only (§9). */
export async function requestPackageSelect(
  api: ApiClient,
  packageUuid: string,
): Promise<ApiOutcome<UserPackage>> {
  return toOutcome(
    await api.PATCH('/user/package/select', { body: { packageUuid, subscriptionType: 'yearly' } }),
  );
}
