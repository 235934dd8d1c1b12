import { cloneElement, useEffect, useId, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

export type TooltipPlacement = 'top' | 'bottom';

interface DescribableProps {
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /** The tip text (or short content); it describes the trigger, it never names it. */
  content: ReactNode;
  /** One focusable element (a button, a link) that the tip describes. */
  children: ReactElement<DescribableProps>;
  placement?: TooltipPlacement;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Tip = styled.span`
  position: absolute;
  inset-inline-start: 50%;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  inline-size: max-content;
  max-inline-size: 240px;
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.body};
  text-align: center;
  transform: translateX(-50%);

  /* Bridges the gap to the trigger so the pointer can move onto the tip (WCAG 1.4.13). */
  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    block-size: ${({ theme }) => theme.space[2]};
  }
  &[data-placement='top']::before {
    inset-block-start: 100%;
  }
  &[data-placement='bottom']::before {
    inset-block-end: 100%;
  }

  [dir='rtl'] & {
    transform: translateX(50%);
  }
  &[data-placement='top'] {
    inset-block-end: calc(100% + ${({ theme }) => theme.space[2]});
  }
  &[data-placement='bottom'] {
    inset-block-start: calc(100% + ${({ theme }) => theme.space[2]});
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * A short description shown while the pointer is over the trigger or the trigger has focus;
 * Escape hides it (WCAG 1.4.13). The trigger keeps its own accessible name.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <Anchor
      onPointerEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Tip id={id} role="tooltip" data-placement={placement} hidden={!open}>
        {content}
      </Tip>
    </Anchor>
  );
}
