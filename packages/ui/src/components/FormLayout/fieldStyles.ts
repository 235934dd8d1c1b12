import { css } from 'styled-components';

/** Shared look of every text-like control box (input, textarea, select): one place for states. */
export const controlBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  /* border.strong keeps the field edge at 3:1 or more against the surface. */
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    border-color: ${({ theme }) => theme.color.text.secondary};
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error.fg};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.error.fg};
  }
  &[data-readonly='true'] {
    background: ${({ theme }) => theme.color.bg.sunken};
    border-style: dashed;
  }
  &[data-disabled='true'] {
    background: ${({ theme }) => theme.color.bg.sunken};
    border-color: ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

/** The bare native element inside a control box: the box draws border and focus ring. */
export const bareControl = css`
  flex: 1;
  min-inline-size: 0;
  align-self: stretch;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** Focus ring on the box when one of its native controls (tag names) has keyboard-or-typing focus. */
export const focusRingWithin = (...tags: string[]) => css`
  &:has(${tags.map((tag) => `${tag}:focus-visible`).join(', ')}) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** A fieldset without the browser's frame: a plain column of fields. */
export const bareFieldset = css`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** Kept here for existing imports; the one definition is in components/a11y. */
export { visuallyHidden, VisuallyHidden } from '../a11y';
