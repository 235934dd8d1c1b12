import type { IntlShape } from 'react-intl';
import type { Country, PartnerType } from '@wellness/api';
import type { RegistrationMessages } from '@wellness/ui/marketplace';

const TYPE_KEYS: Record<PartnerType, string> = { 0: 'product', 1: 'service', 2: 'both' };

/** §3: 0 Product, 1 Service, 2 Both, in the member's language. */
export const partnerTypeLabel = (intl: IntlShape, type: PartnerType) =>
  intl.formatMessage({ id: `app.partners.type.${TYPE_KEYS[type]}` });

const MESSAGE_KEYS: (keyof RegistrationMessages)[] = [
  'required',
  'emailInvalid',
  'phoneDigits',
  'phoneMin',
  'phoneMax',
  'zipNumber',
  'linkInvalid',
  'imageType',
];

/** §5's messages in the member's language. */
export const registrationMessages = (intl: IntlShape): RegistrationMessages =>
  Object.fromEntries(
    MESSAGE_KEYS.map((key) => [key, intl.formatMessage({ id: `app.partners.form.${key}` })]),
  ) as unknown as RegistrationMessages;

/** The country list (US, India, then by name) as calling-code choices, one per code, and as country names. */
export function countryChoices(countries: readonly Country[]) {
  const seen = new Set<string>();
  const codes = [];
  for (const country of countries) {
    if (seen.has(country.countryCallingCode)) continue;
    seen.add(country.countryCallingCode);
    codes.push({
      value: country.countryCallingCode,
      label: `${country.countryName} (${country.countryCallingCode})`,
    });
  }
  const names = countries.map((country) => ({ value: country.countryName, label: country.countryName }));
  return { codes, names };
}
