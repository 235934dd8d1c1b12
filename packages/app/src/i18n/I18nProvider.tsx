import type { ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectLocale } from '../features/settings/selectors';
import { LocaleProvider } from './LocaleProvider';

export { applyDocumentLanguage } from './LocaleProvider';

/** Provides the chosen language's messages (LocaleProvider with the store's language). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
