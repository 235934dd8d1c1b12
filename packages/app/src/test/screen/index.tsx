/**
 * Screen stories: the real app for one route, in Storybook and in the story tests.
 *
 *   const meta = {
 *     title: 'Screens/Packages/PackagesPage',
 *     tags: ['!autodocs'], // written out: Storybook's indexer does not read a spread
 *     ...screenMeta,
 *     parameters: { ...screenMeta.parameters, screen: { url: '/packages', api: () => memberApi({ … }) } },
 *   } satisfies Meta;
 *
 * The toolbar's theme, locale and font size become the app's own settings; the viewport is Storybook's.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fail, networkError, ok, type FakeHandler, type FakeRoutes } from '@wellness/api/testing';
import { createIntl } from 'react-intl';
import { loadAllMessages } from '../../i18n/allCatalogs';
import { loadCatalog } from '../../i18n/catalogs';
import { isLocale, type Locale } from '../../i18n/languages';
import { clampFontScale, type DeviceSettings } from '../../features/settings/slice';
import { AppScreen, type ScreenSpec } from './AppScreen';
import { member } from './fixtures';
import { cartList, wishlistItems } from './commerce';

export type { ScreenSpec } from './AppScreen';
export { SCREEN_NOW } from './clock';
export * from './fixtures';
export * from './heroes';
export * from './marketplace';
export * from './commerce';
export { fail, networkError, ok };

/** The app's settings for the toolbar's globals. */
export function settingsOf(globals: StoryContext['globals']): DeviceSettings {
  return {
    locale: isLocale(globals.locale) ? globals.locale : 'en',
    colorScheme: globals.theme === 'dark' ? 'dark' : 'light',
    fontScale: typeof globals.fontScale === 'number' ? clampFontScale(globals.fontScale) : 1,
  };
}

/** The locale's catalog is loaded before the screen renders, so it never shows English first. */
const loadLocale = async ({ globals }: Pick<StoryContext, 'globals'>) => {
  const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en';
  await loadCatalog(locale);
  return {};
};

function renderScreen(
  _args: unknown,
  context: Pick<StoryContext, 'id' | 'title' | 'parameters' | 'globals'>,
) {
  const spec = context.parameters.screen as ScreenSpec | undefined;
  if (!spec) throw new Error(`${context.title}: a screen story needs parameters.screen ({ url, api })`);
  // A new app per story: the key restarts store, sagas and router when the story changes.
  return <AppScreen key={context.id} spec={spec} settings={settingsOf(context.globals)} />;
}

/** What every screen story file spreads into its meta. */
export const screenMeta = {
  render: renderScreen,
  loaders: [loadLocale],
  parameters: {
    // The app draws its own page: no padding around it.
    frame: 'bleed' as const,
    // What fits the window, as a member first sees it: screenshots stay the viewport's size.
    screenshot: { target: 'window' as const },
  },
};

/**
 * The API a signed-in member's screen needs (their profile, and the cart and wishlist behind the toolbar's badges),
 * plus the page's own answers.
 */
export function memberApi(routes: FakeRoutes = {}, user = member): FakeRoutes {
  return {
    'POST /user/profile/view': ok(user),
    'POST /user/marketplace/cart/list': ok(cartList),
    'POST /user/marketplace/wishlist/list': ok(wishlistItems),
    ...routes,
  };
}

/** An answer that never comes: the page stays in its loading state. */
export function pending<T>(): FakeHandler<T> {
  return () => new Promise(() => undefined);
}

/** The server failed (500 with its envelope message). */
export const serverError = fail(500, 'Something went wrong. Please try again later.', 'INTERNAL');

/** The viewport, theme and language variants every page has (of its default state). */
export const variants = {
  phone: { viewport: { value: 'phone', isRotated: false } },
  dark: { theme: 'dark' },
  arabic: { locale: 'ar' },
} as const;

/** The catalog text of `id` in the story's locale (for play functions). */
export async function textIn(globals: StoryContext['globals']) {
  const locale = settingsOf(globals).locale;
  const intl = createIntl({ locale, messages: await loadAllMessages(locale), defaultLocale: 'en' });
  return (id: string, values: Record<string, string | number> = {}) => intl.formatMessage({ id }, values);
}

/** Lazy screens load their code on first use; on a busy machine that can take seconds. */
export const SCREEN_TIMEOUT = { timeout: 10_000 };

/** Queries over the whole document: dialogs and toasts render outside the story's canvas. */
export function inDocument() {
  return within(document.body);
}

type PlayContext = Pick<StoryContext, 'canvasElement' | 'globals'>;

/** A play function: the page's level-1 heading reads `id` of the story's locale. */
export function showsHeading(id: string, values?: Record<string, string | number>) {
  return async ({ canvasElement, globals }: PlayContext) => {
    const t = await textIn(globals);
    const heading = await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: t(id, values) },
      SCREEN_TIMEOUT,
    );
    await expect(heading).toBeVisible();
  };
}

/** A play function: `id` of the story's locale is shown (anywhere in the document, toasts included). */
export function showsText(id: string, values?: Record<string, string | number>) {
  return async ({ globals }: PlayContext) => {
    const t = await textIn(globals);
    const shown = await inDocument().findAllByText(t(id, values), undefined, SCREEN_TIMEOUT);
    await expect(shown[0]).toBeVisible();
  };
}

/** A play function: a heading with this exact text is shown (data, not a catalog message: the same in every locale). */
export function showsHeadingText(name: string) {
  return async ({ canvasElement }: PlayContext) => {
    const heading = await within(canvasElement).findByRole('heading', { name }, SCREEN_TIMEOUT);
    await expect(heading).toBeVisible();
  };
}
