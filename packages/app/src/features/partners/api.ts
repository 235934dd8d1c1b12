import {
  toFormData,
  type ApiClient,
  type Partner,
  type PartnerRequest,
  type VendorRequest,
} from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** Every listed partner business, by name. */
export async function fetchPartners(api: ApiClient): Promise<ApiOutcome<Partner[]>> {
  return toOutcome(await api.GET('/user/business/list'));
}

export async function fetchPartner(api: ApiClient, uuid: string): Promise<ApiOutcome<Partner>> {
  return toOutcome(await api.POST('/user/business/view', { body: { uuid } }));
}

/** §7: the business partner application as multipart, the logo a file (open to anyone). */
export async function applyAsPartner(
  api: ApiClient,
  application: Omit<PartnerRequest, 'logo'> & { logo: File },
): Promise<ApiOutcome<unknown>> {
  return toOutcome(
    await api.POST('/user/business/partner/request', {
      body: application as never,
      bodySerializer: toFormData,
    }),
  );
}

/** §7: the vendor application (empty fields already dropped by the form). */
export async function applyAsVendor(
  api: ApiClient,
  application: VendorRequest,
): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/vendor/create', { body: application }));
}
