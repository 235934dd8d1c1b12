import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { browserLocale, defaultLocale, isLocale, type Locale } from '../../i18n/languages';
import { safeStorage } from '../../lib/storage';

export type ColorScheme = 'light' | 'dark';

export interface SettingsState {
  locale: Locale;
  /** Font-size setting, 0.7–1.3 in steps of 0.1 (§9). */
  fontScale: number;
  colorScheme: ColorScheme;
}

export const FONT_SCALE = { min: 0.7, max: 1.3, step: 0.1, default: 1 } as const;
export const SETTINGS_STORAGE_KEY = 'wellness.settings';

export function clampFontScale(value: number): number {
  if (!Number.isFinite(value)) return FONT_SCALE.default;
  const clamped = Math.min(FONT_SCALE.max, Math.max(FONT_SCALE.min, value));
  return Math.round(clamped * 10) / 10;
}

export const defaultSettings: SettingsState = {
  locale: defaultLocale,
  fontScale: FONT_SCALE.default,
  colorScheme: 'light',
};

/** Reads saved settings, keeping only values that make sense. */
export function loadSettings(): SettingsState {
  const raw = safeStorage.get(SETTINGS_STORAGE_KEY);
  if (!raw) return { ...defaultSettings, locale: browserLocale() };
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

/** Tells the server the visitor's language, so it sends the open pages already rendered in it (see README). */
export const LOCALE_COOKIE = 'wellness-locale';

export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function saveSettings(settings: SettingsState): void {
  safeStorage.set(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  rememberLocale(settings.locale);
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: loadSettings,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    fontScaleChanged(state, action: PayloadAction<number>) {
      state.fontScale = clampFontScale(action.payload);
    },
    colorSchemeChanged(state, action: PayloadAction<ColorScheme>) {
      state.colorScheme = action.payload;
    },
  },
});

export const { localeChanged, fontScaleChanged, colorSchemeChanged } = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
