import sanitizeHtml from 'sanitize-html';

/** Rich-text descriptions: sanitize-html's default allow-list (no scripts, styles, event handlers or iframes). */
export const sanitizeRichText = (html: string) => sanitizeHtml(html);

/** Plain-text fields: every tag removed. */
export const plainText = (text: string) => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
