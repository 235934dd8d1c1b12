import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, fontScale, themes, type ColorScheme } from '../packages/ui/src/theme';
import { viewports } from './viewports';

export type Locale = 'en' | 'tr' | 'ar';
export type Direction = 'ltr' | 'rtl';

/** How the decorator frames a story: `padded` (default) leaves 16 px around it, `bleed` none (pages, shells). */
export type StoryFrameMode = 'padded' | 'bleed';

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

interface StoryFrameProps {
  scheme: ColorScheme;
  dir: Direction;
  lang: Locale;
  scale: number;
  frame: StoryFrameMode;
  ownsDocument: boolean;
  children: ReactNode;
}

/**
 * Theme, global style, direction and language for every story. In the canvas `dir`/`lang` go on the
 * document too, because portals (dialogs, toasts) render outside the story root and `:lang(ar)` picks
 * the Arabic font; on docs pages, where many stories share one document, only the story root gets them.
 */
function StoryFrame({ scheme, dir, lang, scale, frame, ownsDocument, children }: StoryFrameProps) {
  useLayoutEffect(() => {
    if (!ownsDocument) return;
    document.documentElement.dir = dir;
    document.documentElement.lang = lang;
  }, [dir, lang, ownsDocument]);
  return (
    <ThemeProvider theme={themes[scheme]}>
      <GlobalStyle fontScale={scale} />
      <div
        data-story-root=""
        dir={dir}
        lang={lang}
        // flow-root keeps children's margins inside, so the screenshot shows all of the story.
        style={{ display: 'flow-root', padding: frame === 'bleed' ? 0 : 16 }}
      >
        {children}
      </div>
    </ThemeProvider>
  );
}

const withDesignSystem: Decorator = (Story, { globals, parameters, viewMode }) => {
  const lang = pick<Locale>(globals.locale, ['en', 'tr', 'ar'], 'en');
  // Arabic is always right-to-left; the direction toolbar lets other locales be checked in RTL too.
  const dir = lang === 'ar' ? 'rtl' : pick<Direction>(globals.direction, ['ltr', 'rtl'], 'ltr');
  const scheme = pick<ColorScheme>(globals.theme, ['light', 'dark'], 'light');
  const scale = typeof globals.fontScale === 'number' ? globals.fontScale : fontScale.default;
  const frame = pick<StoryFrameMode>(parameters.frame, ['padded', 'bleed'], 'padded');
  return (
    <StoryFrame
      scheme={scheme}
      dir={dir}
      lang={lang}
      scale={scale}
      frame={frame}
      ownsDocument={viewMode !== 'docs'}
    >
      <Story />
    </StoryFrame>
  );
};

const fontScaleSteps = [0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3];

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withDesignSystem],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction (Arabic is always right-to-left)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the document (sets lang; ar also sets rtl)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'tr', right: 'TR', title: 'Türkçe' },
          { value: 'ar', right: 'AR', title: 'العربية' },
        ],
        dynamicTitle: true,
      },
    },
    fontScale: {
      description: "The member's font-size setting",
      toolbar: {
        title: 'Font size',
        icon: 'paragraph',
        items: fontScaleSteps.map((step) => ({ value: step, title: `${Math.round(step * 100)}%` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    direction: 'ltr',
    locale: 'en',
    fontScale: fontScale.default,
  },
  parameters: {
    // The decorator frames the story itself (see `frame`), so the canvas looks the same in tests.
    layout: 'fullscreen',
    frame: 'padded' satisfies StoryFrameMode,
    viewport: { options: viewports },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { toc: true },
  },
};

export default preview;
