import type { Country } from '@wellness/api';

/**
 * The profile's Country Code select offers one entry per country of GET /country/list (the server's ISO 3166
 * list, United States first, India second, the rest alphabetical). Several countries share a calling code
 * (+1 United States and Canada, +44 United Kingdom and Guernsey, +7 Russia and Kazakhstan…), so an entry's value
 * is the country's ISO code, and the member's stored calling code is what the form reads and sends.
 */
export function callingCodeOptions(countries: readonly Country[]) {
  return countries.map((country) => ({
    value: country.countryCode,
    label: `${country.countryCallingCode} (${country.countryName})`,
  }));
}

/**
 * The entry showing a stored calling code: the member's own country when it has that code, otherwise the
 * first country in the list with it (the United States for +1, India for +91); '' when none has it.
 */
export function callingCodeEntry(
  countries: readonly Country[],
  callingCode: string | null | undefined,
  countryName: string | null | undefined,
) {
  if (!callingCode) return '';
  const sharing = countries.filter((country) => country.countryCallingCode === callingCode);
  const own = sharing.find((country) => country.countryName === countryName);
  return (own ?? sharing[0])?.countryCode ?? '';
}

/** The calling code an entry stands for ('' when the list does not know the entry). */
export function callingCodeOf(countries: readonly Country[], entry: string) {
  return countries.find((country) => country.countryCode === entry)?.countryCallingCode ?? '';
}
