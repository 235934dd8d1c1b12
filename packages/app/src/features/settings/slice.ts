import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberSettings } from '@wellness/api';
import type { Locale } from '../../i18n/languages';
import { applyPreset, clampFontScale, initialSettings, type ColorScheme } from './deviceSettings';
import {
  normaliseShellConfig,
  normaliseShortcuts,
  defaultShellConfig,
  type ShellConfig,
  type ThemePreset,
} from './shellSettings';

export * from './deviceSettings';

const settingsSlice = createSlice({
  name: 'settings',
  initialState: () => initialSettings(),
  reducers: {
    /** The member (or a guest, in memory) changed the shell: whole nested objects are replaced. */
    shellChanged(state, action: PayloadAction<Partial<ShellConfig>>) {
      state.shell = normaliseShellConfig(action.payload, state.shell);
    },
    shellReset(state) {
      state.shell = defaultShellConfig;
    },
    shortcutToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.shortcuts = state.shortcuts.includes(id)
        ? state.shortcuts.filter((shortcut) => shortcut !== id)
        : normaliseShortcuts([...state.shortcuts, id]);
    },
    /** A theme preset from the query parameter (§2): applied over what is there, not saved by itself. */
    themePresetApplied(state, action: PayloadAction<ThemePreset>) {
      applyPreset(state, action.payload);
    },
    /** The member's settings as saved in the profile (null: never saved, today's look stays). */
    memberSettingsLoaded(state, action: PayloadAction<MemberSettings>) {
      const { settings, shortcuts } = action.payload;
      if (settings) {
        state.shell = normaliseShellConfig(settings);
        state.colorScheme = settings.colorScheme;
        state.fontScale = clampFontScale(settings.fontScale);
      }
      state.shortcuts = normaliseShortcuts(shortcuts);
      state.profileLoaded = true;
    },
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

export const {
  localeChanged,
  fontScaleChanged,
  colorSchemeChanged,
  shellChanged,
  shellReset,
  shortcutToggled,
  themePresetApplied,
  memberSettingsLoaded,
} = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
