import sanitizeHtml from 'sanitize-html';

/** Rich-text descriptions: sanitize-html's default allow-list (no scripts, styles, event handlers or iframes). */
export const sanitizeRichText = (html: string) => sanitizeHtml(html);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The words of rich text, for places that show no HTML (a mail's or calendar's text): every tag removed and the
 * entities sanitize-html writes turned back into characters. Plain-text fields never go through this: they are
 * stored as typed, and escaped where they are drawn.
 */
export const textOfHtml = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
