import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { countriesRequested } from '../reference/slice';

/** Country names from GET /country/list (United States first, India second, the rest alphabetical). */
export function useCountryOptions() {
  const dispatch = useAppDispatch();
  const countries = useAppSelector((state) => state.reference.countries);
  useEffect(() => {
    dispatch(countriesRequested());
  }, [dispatch]);
  return useMemo(
    () => countries.items.map((country) => ({ value: country.countryName, label: country.countryName })),
    [countries.items],
  );
}

/** Calling codes for the profile's country-code select, one per code. */
export function useCallingCodeOptions() {
  const countries = useAppSelector((state) => state.reference.countries);
  return useMemo(() => {
    const seen = new Set<string>();
    return countries.items.flatMap((country) => {
      if (seen.has(country.countryCallingCode)) return [];
      seen.add(country.countryCallingCode);
      return [
        {
          value: country.countryCallingCode,
          label: `${country.countryCallingCode} (${country.countryName})`,
        },
      ];
    });
  }, [countries.items]);
}
