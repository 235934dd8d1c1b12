const PARTNERS_PATH = '/partners';
export const VENDOR_REGISTER_PATH = '/vendor/register';
export const PARTNER_REGISTER_PATH = '/partners/register';
/** §2 / §4: after a successful application the applicant goes to the marketplace. */
export const MARKETPLACE_PATH = '/marketplace';

/** §2: a card leads to /partner/{uuid}, or back to /partners when the partner has no uuid. */
export const partnerPath = (uuid: string | null | undefined) =>
  uuid ? `/partner/${encodeURIComponent(uuid)}` : PARTNERS_PATH;
