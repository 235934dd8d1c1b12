import type { IntlShape } from 'react-intl';
import { EVENT_TIME_ZONE } from '@wellness/ui/events';

/**
 * §9: vouchers show 'MMM DD, YYYY' (Dec 31, 2026 in English), in the member's language, on the Pacific
 * calendar like every date of the spec.
 */
export const voucherDateFormatter = (intl: IntlShape) => (iso: string) =>
  intl.formatDate(iso, { year: 'numeric', month: 'short', day: '2-digit', timeZone: EVENT_TIME_ZONE });

/** 'Expiry Date : {date}' in the member's language. */
export const expiryLabel = (intl: IntlShape) => (date: string) =>
  intl.formatMessage({ id: 'app.vouchers.card.expiry' }, { date });
