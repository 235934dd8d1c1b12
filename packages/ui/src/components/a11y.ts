import styled, { css } from 'styled-components';

/** Hidden from sight, still in the accessibility tree (and focusable, if it is a control). */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only: a table header's name, a badge's meaning, a struck price's label. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
