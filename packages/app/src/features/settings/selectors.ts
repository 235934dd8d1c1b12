import type { RootState } from '../../app/rootReducer';

export const selectSettings = (state: RootState) => state.settings;
export const selectLocale = (state: RootState) => state.settings.locale;
export const selectFontScale = (state: RootState) => state.settings.fontScale;
export const selectColorScheme = (state: RootState) => state.settings.colorScheme;
export const selectShellConfig = (state: RootState) => state.settings.shell;
