import { contrastRatio } from '../../theme/contrast';

/** Initials of the first two words of a name: 'Jane Mary Doe' → 'JM'. Empty for a blank name. */
export function initialsOf(name: string | null | undefined): string {
  return (
    (name ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      // Array.from keeps a letter outside the basic plane whole.
      .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
      .join('')
  );
}

function hashOf(text: string): number {
  // FNV-1a: small, stable across runs and platforms.
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

const AVATAR_TEXT = '#FFFFFF';
const MIN_CONTRAST = 4.5;

/**
 * Background colour for a name's initials: the hue comes from the name (same name, same colour),
 * darkened until white initials reach 4.5:1 contrast.
 */
export function avatarColourOf(name: string): { background: string; text: string } {
  const hue = hashOf(name.trim().toLowerCase()) % 360;
  let lightness = 42;
  let background = hslToHex(hue, 50, lightness);
  while (contrastRatio(background, AVATAR_TEXT) < MIN_CONTRAST && lightness > 10) {
    lightness -= 2;
    background = hslToHex(hue, 50, lightness);
  }
  return { background, text: AVATAR_TEXT };
}
