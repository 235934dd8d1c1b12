import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { cachedCatalog, loadCatalog, onCatalogLoaded, type Catalog } from './catalogs';
import { languageOf, type Locale } from './languages';

/** Keeps <html lang dir> in step with the chosen language (Arabic is right-to-left). */
export function applyDocumentLanguage(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = languageOf(locale).dir;
}

/**
 * Provides `locale`'s messages (every part the routes loaded so far need, catalogs.ts). While another language's
 * catalog loads, the previous one stays on screen, so switching never flashes message ids; before the first one
 * is in, nothing is rendered.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const snapshot = () => cachedCatalog(locale);
  const current = useSyncExternalStore(onCatalogLoaded, snapshot, snapshot);
  const [previous, setPrevious] = useState<{ locale: Locale; messages: Catalog } | null>(null);
  if (current && previous?.messages !== current) setPrevious({ locale, messages: current });
  const shown = current ? { locale, messages: current } : previous;

  useEffect(() => {
    void loadCatalog(locale);
  }, [locale]);

  const shownLocale = shown?.locale;
  useEffect(() => {
    if (shownLocale) applyDocumentLanguage(shownLocale);
  }, [shownLocale]);

  // Nothing until the first words are in (the entries and the prerendering wait for them, so they never see this).
  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} messages={shown.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
