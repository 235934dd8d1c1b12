export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { stripTags, truncate } from './text';
export { sanitizeHtml, truncateHtml } from './sanitize';
