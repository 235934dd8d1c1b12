import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themeOf, type ThemeName } from '@wellness/ui/theme';
import type { ColorScheme } from '../features/settings/deviceSettings';

/** The design system's theme and global style for a colour scheme, main theme and font size (no store needed). */
export function SettingsTheme({
  colorScheme,
  themeName,
  fontScale,
  children,
}: {
  colorScheme: ColorScheme;
  themeName: ThemeName;
  fontScale: number;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={themeOf(colorScheme, themeName)}>
      <GlobalStyle fontScale={fontScale} />
      {children}
    </ThemeProvider>
  );
}
