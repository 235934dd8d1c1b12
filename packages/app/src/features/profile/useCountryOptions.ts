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

/** The countries of GET /country/list, for the Country Code select (see callingCodes.ts). */
export function useCountries() {
  return useAppSelector((state) => state.reference.countries.items);
}
