// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
// Sanitising is checked in real Chromium by the RichText stories: DOMPurify does not support happy-dom.
import { truncateHtml } from './sanitize';

describe('truncateHtml', () => {
  it('leaves short HTML alone', () => {
    expect(truncateHtml('<p>Short</p>', 20)).toEqual({ html: '<p>Short</p>', truncated: false });
  });

  it('cuts the text and closes the open elements', () => {
    const result = truncateHtml('<p>One <strong>two three</strong> four</p><p>five</p>', 9);
    expect(result).toEqual({ html: '<p>One <strong>two t…</strong></p>', truncated: true });
  });
});
