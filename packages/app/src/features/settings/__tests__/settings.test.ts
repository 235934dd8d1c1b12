import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startHarness } from '../../../test/sagaHarness';
import { settingsSaga } from '../saga';
import {
  clampFontScale,
  colorSchemeChanged,
  fontScaleChanged,
  loadSettings,
  localeChanged,
  saveSettings,
  settingsReducer,
  SETTINGS_STORAGE_KEY,
} from '../slice';

describe('settings', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'wellness-locale=; path=/; max-age=0';
  });

  it('keeps the font size within 0.7–1.3 in steps of 0.1', () => {
    expect(clampFontScale(0.2)).toBe(0.7);
    expect(clampFontScale(2)).toBe(1.3);
    expect(clampFontScale(1.04)).toBe(1);
    expect(clampFontScale(Number.NaN)).toBe(1);
    expect(settingsReducer(undefined, fontScaleChanged(1.26)).fontScale).toBe(1.3);
  });

  it('starts from English, normal size and the light scheme', () => {
    expect(loadSettings()).toEqual({ locale: 'en', fontScale: 1, colorScheme: 'light' });
  });

  it("a first visit speaks the browser's first language the app knows; a saved choice wins", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    try {
      languages.mockReturnValue(['de-DE', 'ar-EG', 'en']);
      expect(loadSettings().locale).toBe('ar');
      languages.mockReturnValue(['TR', 'en']);
      expect(loadSettings().locale).toBe('tr');
      languages.mockReturnValue(['de', 'fr']);
      expect(loadSettings().locale).toBe('en');
      languages.mockReturnValue(['ar']);
      localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ locale: 'tr' }));
      expect(loadSettings().locale).toBe('tr');
    } finally {
      languages.mockRestore();
    }
  });

  it('without saved settings, starts in the language of the cookie the server answered in', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    try {
      document.cookie = 'wellness-locale=ar; path=/';
      expect(loadSettings().locale).toBe('ar');
      document.cookie = 'wellness-locale=xx; path=/';
      expect(loadSettings().locale).toBe('en');
      localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ locale: 'tr' }));
      document.cookie = 'wellness-locale=ar; path=/';
      expect(loadSettings().locale).toBe('tr');
    } finally {
      languages.mockRestore();
    }
  });

  it('tells the server the chosen language in a cookie when the settings are saved', () => {
    saveSettings({ locale: 'ar', fontScale: 1, colorScheme: 'light' });
    expect(document.cookie).toContain('wellness-locale=ar');
    saveSettings({ locale: 'tr', fontScale: 1, colorScheme: 'light' });
    expect(document.cookie).toContain('wellness-locale=tr');
  });

  it('reads saved settings and ignores values that make no sense', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ locale: 'ar', fontScale: 1.2, colorScheme: 'dark' }),
    );
    expect(loadSettings()).toEqual({ locale: 'ar', fontScale: 1.2, colorScheme: 'dark' });
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ locale: 'xx', fontScale: 'big', colorScheme: 'neon' }),
    );
    expect(loadSettings()).toEqual({ locale: 'en', fontScale: 1, colorScheme: 'light' });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings()).toEqual({ locale: 'en', fontScale: 1, colorScheme: 'light' });
  });

  it('saves the choices 300 ms after they stop changing, so they survive a reload', async () => {
    vi.useFakeTimers();
    try {
      const run = startHarness(settingsSaga, {});
      run.dispatch(localeChanged('tr'));
      run.dispatch(fontScaleChanged(0.9));
      await vi.advanceTimersByTimeAsync(200);
      run.dispatch(colorSchemeChanged('dark'));
      await vi.advanceTimersByTimeAsync(299);
      expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      run.stop();
      expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
        locale: 'tr',
        fontScale: 0.9,
        colorScheme: 'dark',
      });
      expect(loadSettings()).toEqual({ locale: 'tr', fontScale: 0.9, colorScheme: 'dark' });
    } finally {
      vi.useRealTimers();
    }
  });
});
