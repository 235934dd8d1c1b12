import { describe, expect, it } from 'vitest';
import { stripTags, truncate } from './text';

describe('stripTags', () => {
  it('removes tags and keeps the text', () => {
    expect(stripTags('<p>Calm <strong>mind</strong>, <a href="/x">strong</a> body.</p>')).toBe(
      'Calm mind, strong body.',
    );
  });

  it('keeps block boundaries as spaces', () => {
    expect(stripTags('<h2>Benefits</h2><ul><li>Sleep</li><li>Focus</li></ul><p>More<br>energy</p>')).toBe(
      'Benefits Sleep Focus More energy',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(stripTags('<style>p{color:red}</style>Tea<script>alert(1)</script> time<!-- note -->')).toBe(
      'Tea time',
    );
  });

  it('decodes entities, including ones that look like markup', () => {
    expect(stripTags('Fish &amp; chips &#8211; &lt;b&gt; &#x2764; caf&eacute;')).toBe(
      'Fish & chips – <b> ❤ caf&eacute;',
    );
  });

  it('returns an empty string for empty markup', () => {
    expect(stripTags('<p> </p>')).toBe('');
  });
});

describe('truncate', () => {
  it('cuts at the limit and appends the suffix', () => {
    expect(truncate('Organic Ashwagandha Root Powder 500g', 30)).toBe('Organic Ashwagandha Root Powde...');
    expect(truncate('Harmony Wellness Partners International', 30, ' ...')).toBe(
      'Harmony Wellness Partners Inte ...',
    );
  });

  it('leaves text that fits alone', () => {
    expect(truncate('Green Tea', 30)).toBe('Green Tea');
    expect(truncate('x'.repeat(30), 30)).toBe('x'.repeat(30));
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('🧘🧘🧘', 2, '…')).toBe('🧘🧘…');
  });
});
