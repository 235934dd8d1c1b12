import { createGlobalStyle } from 'styled-components';
import { fontScale } from './tokens';
import '@fontsource-variable/inter';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';

export interface GlobalStyleProps {
  /** The shell's font-size setting, 0.7–1.3; multiplies every rem-based size. */
  fontScale?: number;
}

function clampScale(scale: number | undefined): number {
  if (scale === undefined || Number.isNaN(scale)) return fontScale.default;
  return Math.min(fontScale.max, Math.max(fontScale.min, scale));
}

export const GlobalStyle = createGlobalStyle<GlobalStyleProps>`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    font-size: ${({ fontScale: scale }) => `${clampScale(scale) * 100}%`};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.sans};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.body};
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.bg.page};
    color-scheme: ${({ theme }) => theme.scheme};
    -webkit-font-smoothing: antialiased;
  }
  :lang(ar), [lang='ar'] { font-family: ${({ theme }) => theme.font.family.arabic}; }
  h1, h2, h3, h4, h5, h6 { line-height: ${({ theme }) => theme.font.lineHeight.tight}; margin: 0; }
  a { color: ${({ theme }) => theme.color.text.link}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  table { font-variant-numeric: tabular-nums; }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
