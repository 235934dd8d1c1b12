import type { IntlShape } from 'react-intl';

/** The spec's dates are on the Pacific calendar (EVENT_TIME_ZONE of the ui events, not imported: that barrel is big). */
const PACIFIC = 'America/Los_Angeles';

/**
 * §9: vouchers show 'MMM DD, YYYY' (Dec 31, 2026 in English), in the member's language, on the Pacific
 * calendar like every date of the spec.
 */
export const voucherDateFormatter = (intl: IntlShape) => (iso: string) =>
  intl.formatDate(iso, { year: 'numeric', month: 'short', day: '2-digit', timeZone: PACIFIC });

/** 'Expiry Date : {date}' in the member's language. */
export const expiryLabel = (intl: IntlShape) => (date: string) =>
  intl.formatMessage({ id: 'app.vouchers.card.expiry' }, { date });
