import { useId, useMemo, useState } from 'react';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { sanitizeHtml, truncateHtml } from './sanitize';

export interface RichTextProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the server; it is sanitised before rendering. */
  html: string;
  /** Show only this many characters with a 'Show more' toggle (the marketplace uses 400). */
  collapsedLength?: number;
  showMoreLabel?: string;
  showLessLabel?: string;
}

const Content = styled.div`
  color: ${({ theme }) => theme.color.text.primary};
  line-height: ${({ theme }) => theme.font.lineHeight.body};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p,
  ul,
  ol,
  blockquote {
    margin-block: 0 ${({ theme }) => theme.space[3]};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space[1]};
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space[4]};
    border-inline-start: 3px solid ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
  }
`;

const Toggle = styled.button`
  margin-block-start: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
`;

/** Sanitised rich text with readable typography and an optional 'Show more' / 'Show less' toggle. */
export function RichText({
  html,
  collapsedLength,
  showMoreLabel = 'Show more',
  showLessLabel = 'Show less',
  id,
  ...rest
}: RichTextProps) {
  const ownId = useId();
  const contentId = id ?? ownId;
  const [expanded, setExpanded] = useState(false);
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const short = useMemo(
    () =>
      collapsedLength === undefined ? { html: safe, truncated: false } : truncateHtml(safe, collapsedLength),
    [safe, collapsedLength],
  );

  return (
    <div>
      <Content
        id={contentId}
        {...rest}
        dangerouslySetInnerHTML={{ __html: short.truncated && !expanded ? short.html : safe }}
      />
      {short.truncated && (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? showLessLabel : showMoreLabel}
        </Toggle>
      )}
    </div>
  );
}
