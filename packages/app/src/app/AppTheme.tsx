import type { ReactNode } from 'react';
import { useAppSelector } from './hooks';
import { SettingsTheme } from './SettingsTheme';
import { selectColorScheme, selectFontScale, selectShellConfig } from '../features/settings/selectors';

/** Applies the colour scheme, the main theme name and font-size settings through the design system's theme and global style. */
export function AppTheme({ children }: { children: ReactNode }) {
  const scheme = useAppSelector(selectColorScheme);
  const fontScale = useAppSelector(selectFontScale);
  const themeName = useAppSelector(selectShellConfig).theme.main;
  return (
    <SettingsTheme colorScheme={scheme} themeName={themeName} fontScale={fontScale}>
      {children}
    </SettingsTheme>
  );
}
