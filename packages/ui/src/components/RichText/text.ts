const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BLOCK_BOUNDARY = /<\/?(p|div|li|ul|ol|h[1-6]|tr|td|th|blockquote|section|article|br|hr)\b[^>]*>/gi;

/**
 * Plain text of an HTML fragment ('short description with markup stripped'): tags and the content
 * of scripts and styles removed, entities decoded, block boundaries kept as single spaces.
 * The result is text for React to render, never HTML.
 */
export function stripTags(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * The first `maxChars` characters of `text` followed by `suffix`, or `text` unchanged when it fits
 * (product names: 30 and '...'; partner names: 30 and ' ...'). Counts characters, not UTF-16 units,
 * so an emoji is never cut in half.
 */
export function truncate(text: string, maxChars: number, suffix = '...'): string {
  const characters = Array.from(text);
  if (characters.length <= maxChars) return text;
  return characters.slice(0, Math.max(0, maxChars)).join('') + suffix;
}
