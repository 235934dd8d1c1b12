import type { ApiClient, Package, Subscription, SubscriptionQuote, UserPackage } from '@wellness/api';
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

export async function requestPackageCancel(api: ApiClient): Promise<ApiOutcome<UserPackage[]>> {
  return toOutcome(await api.PATCH('/user/package/cancel'));
}

export async function fetchQuote(api: ApiClient, packageId: string): Promise<ApiOutcome<SubscriptionQuote>> {
  return toOutcome(await api.POST('/user/get/subscription/difference/amount', { body: { packageId } }));
}

export async function storeCard(api: ApiClient, paymentMethodId: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/stripe/store/card/details', { body: { paymentMethodId } }));
}

export async function createSubscription(
  api: ApiClient,
  packageUuid: string,
): Promise<ApiOutcome<Subscription>> {
  return toOutcome(
    await api.POST('/user/stripe/subscription/create', { body: { packageUuid, period: 'yearly' } }),
  );
}
