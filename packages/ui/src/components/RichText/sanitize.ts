import createDOMPurify from 'dompurify';
import type { DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

/** Our own DOMPurify instance, so the link hook does not leak into other users of the library. */
function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * Safe HTML for rendering: no scripts, event handlers, javascript: URLs, forms or inline styles
 * (inline colours would break the dark scheme); links get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * The HTML cut after `maxChars` characters of text, keeping its structure (open elements closed)
 * and ending with `suffix`; `truncated` says whether anything was cut.
 */
export function truncateHtml(
  html: string,
  maxChars: number,
  suffix = '…',
): { html: string; truncated: boolean } {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  let remaining = maxChars;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    // Whitespace between blocks is layout, not content.
    if (text.trim() === '') continue;
    if (text.length <= remaining) {
      remaining -= text.length;
      continue;
    }
    node.textContent = text.slice(0, remaining).trimEnd() + suffix;
    // Drop everything after the cut: later siblings of the node and of each ancestor.
    for (
      let current: Node | null = node;
      current && current !== template.content;
      current = current.parentNode
    ) {
      while (current.nextSibling) current.nextSibling.remove();
    }
    return { html: template.innerHTML, truncated: true };
  }
  return { html, truncated: false };
}
