import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from './selectors';

/**
 * Calls `refetch` when the member switches language while the screen is open (not on mount: the screen's own
 * effect loads it first). Screens showing server content (packages, events, FAQ, vouchers, groups) use it, so
 * what the server translates comes again in the new language (the api client sends it as `Accept-Language`).
 */
export function useOnLocaleChange(refetch: () => void): void {
  const locale = useAppSelector(selectLocale);
  const shown = useRef(locale);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    latest.current();
  }, [locale]);
}
