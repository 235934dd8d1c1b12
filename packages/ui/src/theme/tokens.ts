/**
 * Raw design values. Components never read these directly: they read the semantic theme
 * (`theme.color.bg.surface`, …) built from them in themes.ts.
 */
export const palette = {
  teal: {
    50: '#F0FDFA',
    100: '#CCFBF1',
    300: '#5EEAD4',
    400: '#2DD4BF',
    600: '#0D9488',
    700: '#0F766E',
    800: '#115E59',
    900: '#134E4A',
    950: '#042F2E',
  },
  coral: { 100: '#FFEDD5', 300: '#FDBA74', 500: '#F97316', 700: '#C2410C', 900: '#431407' },
  stone: {
    0: '#FFFFFF',
    50: '#FAFAF9',
    100: '#F5F5F4',
    200: '#E7E5E4',
    300: '#D6D3D1',
    400: '#A8A29E',
    500: '#78716C',
    600: '#57534E',
    700: '#44403C',
    800: '#292524',
    850: '#221F1E',
    900: '#1C1917',
    950: '#0C0A09',
  },
  green: { 50: '#F0FDF4', 400: '#4ADE80', 700: '#15803D', 950: '#052E16' },
  red: { 50: '#FEF2F2', 400: '#F87171', 700: '#B91C1C', 950: '#450A0A' },
  amber: { 50: '#FFFBEB', 400: '#FBBF24', 700: '#B45309', 950: '#451A03' },
  blue: { 50: '#EFF6FF', 400: '#60A5FA', 700: '#1D4ED8', 950: '#172554' },
  sky: { 100: '#E0F2FE', 800: '#075985' },
  /** Hues of the named themes (ocean, plum, sunset): the same steps as teal. */
  ocean: {
    50: '#EFF6FF',
    100: '#DBEAFE',
    300: '#93C5FD',
    400: '#60A5FA',
    600: '#2563EB',
    700: '#1D4ED8',
    800: '#1E40AF',
    900: '#1E3A8A',
    950: '#172554',
  },
  plum: {
    50: '#FAF5FF',
    100: '#F3E8FF',
    300: '#D8B4FE',
    400: '#C084FC',
    600: '#9333EA',
    700: '#7E22CE',
    800: '#6B21A8',
    900: '#581C87',
    950: '#3B0764',
  },
  sunset: {
    50: '#FFF7ED',
    100: '#FFEDD5',
    300: '#FDBA74',
    400: '#FB923C',
    600: '#EA580C',
    700: '#C2410C',
    800: '#9A3412',
    900: '#7C2D12',
    950: '#431407',
  },
} as const;

/** Default package badge colours; real colours come from the package data. */
export const packageColours = { starter: '#78716C', explorer: '#0F766E', champion: '#B45309' } as const;

/** 4 px grid. `space[4]` is 16 px. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  6: '24px',
  8: '32px',
  12: '48px',
  16: '64px',
} as const;

export const radius = { sm: '4px', md: '8px', lg: '12px', pill: '9999px' } as const;

/**
 * Type scale in rem (modular, ratio 1.2) so the member's font-size setting (0.7–1.3),
 * applied to the root font size, scales every text at once.
 */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.2rem',
  xl: '1.44rem',
  '2xl': '1.728rem',
  '3xl': '2.074rem',
  '4xl': '2.488rem',
} as const;

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const fontFamily = {
  sans: "'Inter Variable', 'Noto Sans Arabic', system-ui, sans-serif",
  arabic: "'Noto Sans Arabic', 'Inter Variable', system-ui, sans-serif",
  // Self-hosted (its faces are imported by the components that draw it), so the machine's `monospace` never
  // decides how a code looks, in the app or in a screenshot.
  mono: "'DejaVu Mono', ui-monospace, 'SFMono-Regular', Menlo, monospace",
} as const;

export const lineHeight = { tight: 1.25, body: 1.5 } as const;

export const zIndex = {
  base: 0,
  sticky: 100,
  drawer: 200,
  dropdown: 300,
  overlay: 400,
  dialog: 500,
  toast: 600,
  tooltip: 700,
} as const;

/** Minimum widths in px: phone is below `tablet`. */
export const breakpoint = { tablet: 600, desktop: 1024, wide: 1440 } as const;

export const media = {
  tablet: `@media (min-width: ${breakpoint.tablet}px)`,
  desktop: `@media (min-width: ${breakpoint.desktop}px)`,
  wide: `@media (min-width: ${breakpoint.wide}px)`,
  phoneOnly: `@media (max-width: ${breakpoint.tablet - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const motion = {
  duration: { fast: '150ms', normal: '200ms', slow: '250ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.3, 0, 1, 1)' },
} as const;

/** Layout constants of the spec (§9): navbar 280 px (folded 64), container 1570 or 1120. */
export const layout = {
  navbarWidth: '280px',
  navbarFolded: '64px',
  /** Tabbed navbar style: the side-panel rail of 120 px, 64 px when dense (§9). */
  navbarTabbed: '120px',
  navbarDense: '64px',
  sidePanel: '380px',
  containerWide: '1570px',
  containerNarrow: '1120px',
  touchTarget: '44px',
} as const;

/** Font-size setting of the shell (§9): 0.7 to 1.3 in steps of 0.1. */
export const fontScale = { min: 0.7, max: 1.3, step: 0.1, default: 1 } as const;
