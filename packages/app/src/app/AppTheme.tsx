import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themes } from '@wellness/ui/theme';
import { useAppSelector } from './hooks';
import { selectColorScheme, selectFontScale } from '../features/settings/selectors';

/** Applies the colour scheme and font-size settings through the design system's theme and global style. */
export function AppTheme({ children }: { children: ReactNode }) {
  const scheme = useAppSelector(selectColorScheme);
  const fontScale = useAppSelector(selectFontScale);
  return (
    <ThemeProvider theme={themes[scheme]}>
      <GlobalStyle fontScale={fontScale} />
      {children}
    </ThemeProvider>
  );
}
