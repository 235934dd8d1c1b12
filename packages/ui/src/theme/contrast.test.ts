import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './contrast';
import { packageColours, palette } from './tokens';
import { themeNames, themeOf, type SemanticColours } from './themes';

const WCAG_TEXT = 4.5;

describe('contrastRatio', () => {
  it('gives the WCAG extremes for black and white, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches published values and reads 3-digit hex', () => {
    // WebAIM: #767676 on white is the lightest grey that passes AA, 4.54:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#FFF', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0F766E', '#FFFFFF')).toBeCloseTo(5.47, 2);
  });
});

describe('readableTextOn', () => {
  it('puts dark text on light colours and white text on dark ones', () => {
    expect(readableTextOn('#FDE68A')).toBe('#1C1917');
    expect(readableTextOn('#134E4A')).toBe('#FFFFFF');
  });

  it('accepts the pair of candidate colours', () => {
    expect(readableTextOn('#FFFFFF', '#000000', '#EEEEEE')).toBe('#000000');
  });

  it.each(Object.entries(packageColours))('makes the default %s package badge readable', (_name, colour) => {
    expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(WCAG_TEXT);
  });

  it.each(
    Object.entries(palette).flatMap(([hue, steps]) =>
      Object.entries(steps).map(([step, hex]) => [`${hue}.${step}`, hex]),
    ),
  )('keeps text on %s at 4.5:1 or better', (_name, colour) => {
    expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(WCAG_TEXT);
  });
});

type Pair = [label: string, foreground: string, background: string];

/** Every text-on-background combination the semantic tokens promise in one scheme. */
function textPairs(c: SemanticColours): Pair[] {
  const surfaces = {
    'bg.page': c.bg.page,
    'bg.surface': c.bg.surface,
    'bg.raised': c.bg.raised,
    'bg.sunken': c.bg.sunken,
  };
  const texts = {
    'text.primary': c.text.primary,
    'text.secondary': c.text.secondary,
    'text.muted': c.text.muted,
    'text.link': c.text.link,
  };
  const pairs: Pair[] = [];
  for (const [textName, text] of Object.entries(texts)) {
    for (const [bgName, bg] of Object.entries(surfaces)) pairs.push([`${textName} on ${bgName}`, text, bg]);
  }
  pairs.push(['text.inverse on bg.inverse', c.text.inverse, c.bg.inverse]);
  pairs.push(['primary.onPrimary on primary.default', c.primary.onPrimary, c.primary.default]);
  pairs.push(['primary.onPrimary on primary.hover', c.primary.onPrimary, c.primary.hover]);
  pairs.push(['primary.default on primary.subtle', c.primary.default, c.primary.subtle]);
  pairs.push(['accent.onAccent on accent.default', c.accent.onAccent, c.accent.default]);
  for (const name of ['success', 'error', 'warning', 'info', 'neutralInfo'] as const) {
    const f = c[name];
    pairs.push([`${name}.onSolid on ${name}.solid`, f.onSolid, f.solid]);
    pairs.push([`${name}.fg on ${name}.subtle`, f.fg, f.subtle]);
    pairs.push([`${name}.fg on bg.surface`, f.fg, c.bg.surface]);
    pairs.push([`${name}.fg on bg.page`, f.fg, c.bg.page]);
  }
  return pairs;
}

describe.each(
  themeNames.flatMap((name) =>
    (['light', 'dark'] as const).map((scheme) => [`${name} ${scheme}`, themeOf(scheme, name)] as const),
  ),
)('the %s theme', (_scheme, theme) => {
  it.each(textPairs(theme.color))('%s meets 4.5:1', (_label, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_TEXT);
  });
});
