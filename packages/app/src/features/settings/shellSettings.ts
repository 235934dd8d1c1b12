import type { ShellSettings, ThemeName } from '@wellness/api';
import { enumValues } from '@wellness/api/rules';

/** §3 Theme settings without the colour scheme and font size (kept beside them in the settings slice). */
export type ShellConfig = Omit<ShellSettings, 'colorScheme' | 'fontScale'>;
type ShellLayoutName = ShellSettings['layout'];
export type NavbarStyle = ShellSettings['navbarStyle'];

// Typed maps: they stop compiling when openapi.yaml adds a value, so the lists below cannot fall behind.
const layoutSet: Record<ShellLayoutName, true> = {
  vertical: true,
  horizontal: true,
  horizontalCentered: true,
};
const navbarStyleSet: Record<NavbarStyle, true> = {
  slide: true,
  folded: true,
  tabbed: true,
  tabbedDense: true,
};
const navbarPositionSet: Record<ShellSettings['navbar']['position'], true> = { start: true, end: true };
const barPositionSet: Record<ShellSettings['toolbar']['position'], true> = { below: true, above: true };

export const navbarStyles = Object.keys(navbarStyleSet) as NavbarStyle[];
export const themeNames: readonly ThemeName[] = enumValues.ThemeName;

/** Today's look: vertical layout, sliding 280 px navigation, toolbar over the content, footer under it. */
export const defaultShellConfig: ShellConfig = {
  layout: 'vertical',
  navbarStyle: 'slide',
  navbar: { display: true, position: 'start' },
  toolbar: { display: true, position: 'below' },
  footer: { display: true, position: 'below' },
  theme: { main: 'default', navbar: 'default', toolbar: 'default', footer: 'default' },
  customScrollbars: false,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(set: Record<T, true>, value: unknown, fallback: T): T =>
  typeof value === 'string' && Object.hasOwn(set, value) ? (value as T) : fallback;
const themeName = (value: unknown, fallback: ThemeName): ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value)
    ? (value as ThemeName)
    : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * Reads settings from anywhere (the profile, a query parameter): every known value is taken over `base`,
 * anything unknown or malformed keeps `base`'s value. An unknown theme name falls back to `default` (§2).
 */
export function normaliseShellConfig(input: unknown, base: ShellConfig = defaultShellConfig): ShellConfig {
  if (!isRecord(input)) return base;
  const navbar = isRecord(input.navbar) ? input.navbar : {};
  const toolbar = isRecord(input.toolbar) ? input.toolbar : {};
  const footer = isRecord(input.footer) ? input.footer : {};
  const theme = isRecord(input.theme) ? input.theme : {};
  const named = (key: keyof ShellConfig['theme']) =>
    key in theme ? themeName(theme[key], 'default') : base.theme[key];
  return {
    layout: oneOf(layoutSet, input.layout, base.layout),
    navbarStyle: oneOf(navbarStyleSet, input.navbarStyle, base.navbarStyle),
    navbar: {
      display: bool(navbar.display, base.navbar.display),
      position: oneOf(navbarPositionSet, navbar.position, base.navbar.position),
    },
    toolbar: {
      display: bool(toolbar.display, base.toolbar.display),
      position: oneOf(barPositionSet, toolbar.position, base.toolbar.position),
    },
    footer: {
      display: bool(footer.display, base.footer.display),
      position: oneOf(barPositionSet, footer.position, base.footer.position),
    },
    theme: {
      main: named('main'),
      navbar: named('navbar'),
      toolbar: named('toolbar'),
      footer: named('footer'),
    },
    customScrollbars: bool(input.customScrollbars, base.customScrollbars),
  };
}

/** The query parameter that presets the theme settings with JSON (§2), e.g. `?defaultSettings={"layout":"horizontal"}`. */
export const THEME_PRESET_PARAM = 'defaultSettings';

export interface ThemePreset {
  shell: unknown;
  colorScheme?: 'light' | 'dark';
  fontScale?: number;
}

/** The preset in a query string, or null when there is none or its JSON is invalid (ignored, never a crash). */
export function themePresetFrom(search: string): ThemePreset | null {
  let raw: string | null;
  try {
    raw = new URLSearchParams(search).get(THEME_PRESET_PARAM);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  return {
    shell: parsed,
    colorScheme:
      parsed.colorScheme === 'dark' || parsed.colorScheme === 'light' ? parsed.colorScheme : undefined,
    fontScale: typeof parsed.fontScale === 'number' ? parsed.fontScale : undefined,
  };
}

/** Page ids of the shortcuts bar: known ids only, no repeats, at most 20 (openapi.yaml `Shortcuts`). */
export function normaliseShortcuts(input: unknown): string[] {
  if (!Array.isArray(input)) return [];
  const ids = input.filter((id): id is string => typeof id === 'string' && /^[a-z][a-z0-9-]{0,63}$/.test(id));
  return [...new Set(ids)].slice(0, 20);
}
