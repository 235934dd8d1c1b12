// The settings a page starts with, without the store: the full app's settings slice and the open pages' light
// entry (src/public/) both read them from here.
import { browserLocale, defaultLocale, isLocale, type Locale } from '../../i18n/languages';
import { safeStorage } from '../../lib/storage';
import {
  defaultShellConfig,
  normaliseShellConfig,
  themePresetFrom,
  type ShellConfig,
  type ThemePreset,
} from './shellSettings';

export type ColorScheme = 'light' | 'dark';

/** What this browser keeps (localStorage): the language, font size and colour scheme. */
export interface DeviceSettings {
  locale: Locale;
  /** Font-size setting, 0.7–1.3 in steps of 0.1 (§9). */
  fontScale: number;
  colorScheme: ColorScheme;
}

export interface SettingsState extends DeviceSettings {
  /** Layout, navbar style, toolbar and footer options, theme names (§3): in memory for a guest (§6). */
  shell: ShellConfig;
  /** Page ids of the shortcuts bar. */
  shortcuts: string[];
  /** A member's saved settings have been read from the profile: only then are changes saved there. */
  profileLoaded: boolean;
}

const FONT_SCALE = { min: 0.7, max: 1.3, step: 0.1, default: 1 } as const;
export const SETTINGS_STORAGE_KEY = 'wellness.settings';

export function clampFontScale(value: number): number {
  if (!Number.isFinite(value)) return FONT_SCALE.default;
  const clamped = Math.min(FONT_SCALE.max, Math.max(FONT_SCALE.min, value));
  return Math.round(clamped * 10) / 10;
}

export const defaultSettings: DeviceSettings = {
  locale: defaultLocale,
  fontScale: FONT_SCALE.default,
  colorScheme: 'light',
};

/** Tells the server the visitor's language, so it sends the open pages already rendered in it (see README). */
export const LOCALE_COOKIE = 'wellness-locale';

/** The language in the cookie the server reads (its prerendered page was in it), if any. */
function cookieLocale(): Locale | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

/**
 * Reads saved settings, keeping only values that make sense. Without any, the language is the one the server
 * chose for its page (the cookie, then the browser's languages), so the app starts in the page's language.
 */
export function loadSettings(): DeviceSettings {
  const raw = safeStorage.get(SETTINGS_STORAGE_KEY);
  if (!raw) return { ...defaultSettings, locale: cookieLocale() ?? browserLocale() };
  try {
    const saved = JSON.parse(raw) as Partial<Record<keyof SettingsState, unknown>>;
    return {
      locale: isLocale(saved.locale) ? saved.locale : defaultSettings.locale,
      fontScale:
        typeof saved.fontScale === 'number' ? clampFontScale(saved.fontScale) : defaultSettings.fontScale,
      colorScheme:
        saved.colorScheme === 'dark' || saved.colorScheme === 'light' ? saved.colorScheme : 'light',
    };
  } catch {
    return defaultSettings;
  }
}

export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function saveSettings(settings: DeviceSettings): void {
  const { locale, fontScale, colorScheme } = settings;
  safeStorage.set(SETTINGS_STORAGE_KEY, JSON.stringify({ locale, fontScale, colorScheme }));
  rememberLocale(settings.locale);
}

export function applyPreset(state: SettingsState, preset: ThemePreset) {
  state.shell = normaliseShellConfig(preset.shell, state.shell);
  if (preset.colorScheme) state.colorScheme = preset.colorScheme;
  if (preset.fontScale !== undefined) state.fontScale = clampFontScale(preset.fontScale);
}

/** The saved device settings, the default shell, and a preset from the address's query parameter if any. */
export function initialSettings(
  search = typeof location === 'undefined' ? '' : location.search,
): SettingsState {
  const state: SettingsState = {
    ...loadSettings(),
    shell: defaultShellConfig,
    shortcuts: [],
    profileLoaded: false,
  };
  const preset = themePresetFrom(search);
  if (preset) applyPreset(state, preset);
  return state;
}

/**
 * True when a visit shows exactly what a prerendered page (build/prerender.ts) shows: its language (`prerendered`,
 * the page's data-prerendered), with the default colour scheme and font size. Only then is it hydrated.
 */
export function showsPrerendered(prerendered: string | undefined, settings: DeviceSettings): boolean {
  return (
    prerendered === settings.locale &&
    settings.colorScheme === defaultSettings.colorScheme &&
    settings.fontScale === defaultSettings.fontScale
  );
}
