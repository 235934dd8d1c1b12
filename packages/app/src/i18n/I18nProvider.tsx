import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { selectLocale } from '../features/settings/selectors';
import { cachedCatalog, englishCatalog, loadCatalog, type Catalog } from './catalogs';
import { languageOf, type Locale } from './languages';

/** Keeps <html lang dir> in step with the chosen language (Arabic is right-to-left). */
export function applyDocumentLanguage(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = languageOf(locale).dir;
}

/**
 * Provides the chosen language's messages. While another language's catalog loads, the previous one stays on
 * screen, so switching never flashes message ids.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const [shown, setShown] = useState<{ locale: Locale; messages: Catalog }>(() => {
    const cached = cachedCatalog(locale);
    return cached ? { locale, messages: cached } : { locale: 'en', messages: englishCatalog };
  });

  useEffect(() => {
    let current = true;
    void loadCatalog(locale).then((messages) => {
      if (current) setShown({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    applyDocumentLanguage(shown.locale);
  }, [shown.locale]);

  return (
    <IntlProvider locale={shown.locale} messages={shown.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
