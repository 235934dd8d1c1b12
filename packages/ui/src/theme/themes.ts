import type { ThemeName } from '@wellness/api';
import { enumValues } from '@wellness/api/rules';
import {
  breakpoint,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  media,
  motion,
  packageColours,
  palette as p,
  radius,
  space,
  zIndex,
} from './tokens';

export type ColorScheme = 'light' | 'dark';

interface FeedbackColour {
  /** Text and icon colour on `subtle` or on the page. */
  fg: string;
  /** Tinted background (toasts, badges, alerts). */
  subtle: string;
  /** Solid fill. */
  solid: string;
  /** Text on `solid`. */
  onSolid: string;
}

export interface SemanticColours {
  bg: { page: string; surface: string; raised: string; sunken: string; inverse: string; overlay: string };
  text: {
    primary: string;
    secondary: string;
    muted: string;
    inverse: string;
    link: string;
    disabled: string;
  };
  border: { subtle: string; default: string; strong: string; focus: string };
  primary: { default: string; hover: string; active: string; subtle: string; onPrimary: string };
  accent: { default: string; subtle: string; onAccent: string };
  success: FeedbackColour;
  error: FeedbackColour;
  warning: FeedbackColour;
  info: FeedbackColour;
  /** Order status "other" (marketplace §4: light blue). */
  neutralInfo: FeedbackColour;
  packages: typeof packageColours;
}

const light: SemanticColours = {
  bg: {
    page: p.stone[50],
    surface: p.stone[0],
    raised: p.stone[0],
    sunken: p.stone[100],
    inverse: p.stone[900],
    overlay: 'rgba(12, 10, 9, 0.5)',
  },
  text: {
    primary: p.stone[900],
    secondary: p.stone[600],
    muted: p.stone[600],
    inverse: p.stone[50],
    link: p.teal[700],
    disabled: p.stone[500],
  },
  border: { subtle: p.stone[200], default: p.stone[300], strong: p.stone[500], focus: p.teal[700] },
  primary: {
    default: p.teal[700],
    hover: p.teal[800],
    active: p.teal[900],
    subtle: p.teal[50],
    onPrimary: p.stone[0],
  },
  accent: { default: p.coral[700], subtle: p.coral[100], onAccent: p.stone[0] },
  success: { fg: p.green[700], subtle: p.green[50], solid: p.green[700], onSolid: p.stone[0] },
  error: { fg: p.red[700], subtle: p.red[50], solid: p.red[700], onSolid: p.stone[0] },
  warning: { fg: p.amber[700], subtle: p.amber[50], solid: p.amber[700], onSolid: p.stone[0] },
  info: { fg: p.blue[700], subtle: p.blue[50], solid: p.blue[700], onSolid: p.stone[0] },
  neutralInfo: { fg: p.sky[800], subtle: p.sky[100], solid: p.sky[800], onSolid: p.stone[0] },
  packages: packageColours,
};

const dark: SemanticColours = {
  bg: {
    page: p.stone[900],
    surface: p.stone[850],
    raised: p.stone[800],
    sunken: p.stone[950],
    inverse: p.stone[50],
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  text: {
    primary: p.stone[50],
    secondary: p.stone[300],
    muted: p.stone[400],
    inverse: p.stone[900],
    link: p.teal[300],
    disabled: p.stone[500],
  },
  border: { subtle: p.stone[800], default: p.stone[700], strong: p.stone[400], focus: p.teal[300] },
  primary: {
    default: p.teal[400],
    hover: p.teal[300],
    active: p.teal[100],
    subtle: p.teal[950],
    onPrimary: p.teal[950],
  },
  accent: { default: p.coral[300], subtle: p.coral[900], onAccent: p.stone[950] },
  success: { fg: p.green[400], subtle: p.green[950], solid: p.green[400], onSolid: p.stone[950] },
  error: { fg: p.red[400], subtle: p.red[950], solid: p.red[400], onSolid: p.stone[950] },
  warning: { fg: p.amber[400], subtle: p.amber[950], solid: p.amber[400], onSolid: p.stone[950] },
  info: { fg: p.blue[400], subtle: p.blue[950], solid: p.blue[400], onSolid: p.stone[950] },
  neutralInfo: { fg: p.blue[400], subtle: p.blue[950], solid: p.blue[400], onSolid: p.stone[950] },
  packages: packageColours,
};

const shadows = {
  light: {
    sm: '0 1px 2px rgba(28, 25, 23, 0.06), 0 1px 3px rgba(28, 25, 23, 0.08)',
    md: '0 4px 12px rgba(28, 25, 23, 0.08), 0 2px 4px rgba(28, 25, 23, 0.06)',
    lg: '0 12px 32px rgba(28, 25, 23, 0.14), 0 4px 8px rgba(28, 25, 23, 0.06)',
  },
  // Dark scheme: depth comes from surface tone, shadows stay faint.
  dark: { sm: 'none', md: '0 4px 12px rgba(0, 0, 0, 0.35)', lg: '0 12px 32px rgba(0, 0, 0, 0.5)' },
};

/** The named colour themes of the colour-scheme panel (openapi.yaml `ThemeName`); `default` is the teal brand. */
export type { ThemeName };
export const themeNames: readonly ThemeName[] = enumValues.ThemeName;

/** A named theme changes the brand hue (primary actions, links, focus rings); the neutrals stay. */
function withHue(colours: SemanticColours, scheme: ColorScheme, name: ThemeName): SemanticColours {
  if (name === 'default') return colours;
  const hue = p[name];
  return scheme === 'light'
    ? {
        ...colours,
        text: { ...colours.text, link: hue[700] },
        border: { ...colours.border, focus: hue[700] },
        primary: {
          default: hue[700],
          hover: hue[800],
          active: hue[900],
          subtle: hue[50],
          onPrimary: p.stone[0],
        },
      }
    : {
        ...colours,
        text: { ...colours.text, link: hue[300] },
        border: { ...colours.border, focus: hue[300] },
        primary: {
          default: hue[400],
          hover: hue[300],
          active: hue[100],
          subtle: hue[950],
          onPrimary: hue[950],
        },
      };
}

function build(scheme: ColorScheme, name: ThemeName = 'default') {
  return {
    scheme,
    name,
    color: withHue(scheme === 'light' ? light : dark, scheme, name),
    shadow: shadows[scheme],
    font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
    space,
    radius,
    zIndex,
    breakpoint,
    media,
    motion,
    layout,
  };
}

export type AppTheme = ReturnType<typeof build>;

export const lightTheme: AppTheme = build('light');
const darkTheme: AppTheme = build('dark');

export const themes: Record<ColorScheme, AppTheme> = { light: lightTheme, dark: darkTheme };

const named = new Map<string, AppTheme>();
/** The theme of a scheme and a name (built once); an unknown name gives the default theme. */
export function themeOf(scheme: ColorScheme, name: string = 'default'): AppTheme {
  const known: ThemeName = (themeNames as readonly string[]).includes(name) ? (name as ThemeName) : 'default';
  if (known === 'default') return themes[scheme];
  const key = `${scheme}:${known}`;
  let theme = named.get(key);
  if (!theme) {
    theme = build(scheme, known);
    named.set(key, theme);
  }
  return theme;
}
