import { StrictMode, type ComponentType } from 'react';
import type { ThemeName } from '@wellness/ui/theme';
import { LocalizedToasts } from '../app/LocalizedToasts';
import { PublicServicesContext, type PublicContextValue } from '../app/publicServices';
import { SettingsTheme } from '../app/SettingsTheme';
import type { ColorScheme } from '../features/settings/deviceSettings';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/languages';
import { ToastSink, type Notifier } from './notifier';

interface PublicAppProps {
  settings: { locale: Locale; colorScheme: ColorScheme; fontScale: number; themeName: ThemeName };
  /** The page shown and its services and place. */
  Page: ComponentType;
  services: PublicContextValue;
  /** The toasts the page's flows ask for (public/notifier.ts). */
  notifier: Notifier;
}

/**
 * An open page without the full app: theme, language and toasts as the full app gives them, and the open pages'
 * services. The prerendered pages (prerender/renderPage.tsx) are rendered through this very tree, which the light
 * entry hydrates, so the markup (and useId's ids) match.
 */
export function PublicApp({ settings, Page, services, notifier }: PublicAppProps) {
  return (
    <StrictMode>
      <SettingsTheme
        colorScheme={settings.colorScheme}
        themeName={settings.themeName}
        fontScale={settings.fontScale}
      >
        <LocaleProvider locale={settings.locale}>
          <LocalizedToasts>
            <ToastSink notifier={notifier} />
            <PublicServicesContext.Provider value={services}>
              <Page />
            </PublicServicesContext.Provider>
          </LocalizedToasts>
        </LocaleProvider>
      </SettingsTheme>
    </StrictMode>
  );
}
