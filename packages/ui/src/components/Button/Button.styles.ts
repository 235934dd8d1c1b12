import styled, { css, keyframes, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * Colours of each variant, shared with IconButton. Read from `data-variant` so state lives in the DOM
 * (inspectable, and no styled-components prop leaking to the element).
 */
export const variantStyles = ({ theme }: { theme: DefaultTheme }) => css`
  &[data-variant='primary'] {
    background: ${theme.color.primary.default};
    color: ${theme.color.primary.onPrimary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${theme.color.primary.hover};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background: ${theme.color.primary.active};
    }
  }
  &[data-variant='secondary'] {
    background: ${theme.color.bg.surface};
    color: ${theme.color.text.primary};
    /* Strong border: a button's edge needs 3:1 against the page. */
    border-color: ${theme.color.border.strong};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${theme.color.bg.sunken};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background: ${theme.color.border.subtle};
    }
  }
  &[data-variant='tertiary'] {
    background: transparent;
    color: ${theme.color.text.link};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${theme.color.primary.subtle};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background: ${theme.color.bg.sunken};
    }
  }
  &[data-variant='danger'] {
    background: ${theme.color.error.solid};
    color: ${theme.color.error.onSolid};
    /* No hover token for danger: mix towards the text colour so both schemes get a visible step. */
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: color-mix(in srgb, ${theme.color.error.solid} 85%, ${theme.color.text.primary});
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background: color-mix(in srgb, ${theme.color.error.solid} 70%, ${theme.color.text.primary});
    }
  }
  /* Disabled looks inert in every variant; busy keeps its variant colours (it is working, not off). */
  &:disabled:not([aria-busy='true']),
  &[aria-disabled='true']:not([aria-busy='true']) {
    background: ${theme.color.bg.sunken};
    color: ${theme.color.text.disabled};
    border-color: ${theme.color.border.subtle};
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** Behaviour common to Button and IconButton: reset, focus ring, motion. */
export const baseButtonStyles = ({ theme }: { theme: DefaultTheme }) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-family: inherit;
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledButton = styled.button`
  ${baseButtonStyles}
  ${variantStyles}
  gap: ${({ theme }) => theme.space[2]};
  max-width: 100%;
  text-align: center;

  &[data-size='sm'] {
    min-height: 36px;
    padding-block: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-size='md'] {
    min-height: ${({ theme }) => theme.layout.touchTarget};
    padding-block: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-size='lg'] {
    min-height: 52px;
    padding-block: ${({ theme }) => theme.space[3]};
    padding-inline: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  /* Every size is a comfortable touch target on phones. */
  ${({ theme }) => theme.media.phoneOnly} {
    &[data-size] {
      min-height: ${({ theme }) => theme.layout.touchTarget};
    }
  }
  &[data-full-width='true'] {
    display: flex;
    width: 100%;
  }
`;

/**
 * The label and the busy label share one grid cell, both laid out, so the button keeps the width
 * of the wider one when `busy` toggles; the hidden one is `visibility: hidden`, which also removes
 * it from the accessible name.
 */
export const Stack = styled.span`
  display: inline-grid;
  min-width: 0;
  & > * {
    grid-area: 1 / 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  & > [data-hidden='true'] {
    visibility: hidden;
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  & > svg {
    width: 1.25em;
    height: 1.25em;
  }
  /* Icons that point (arrows, chevrons) follow the reading direction. */
  &[data-mirror='true']:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export const Spinner = styled.span`
  display: inline-flex;
  & > svg {
    width: 1.25em;
    height: 1.25em;
    animation: ${spin} 0.8s linear infinite;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    & > svg {
      animation: none;
    }
  }
`;
