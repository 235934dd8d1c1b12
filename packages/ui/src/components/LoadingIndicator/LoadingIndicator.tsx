import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../a11y';

export type LoadingIndicatorVariant = 'inline' | 'fullPage';
export type LoadingIndicatorSize = 'sm' | 'md' | 'lg';

export interface LoadingIndicatorProps extends HTMLAttributes<HTMLDivElement> {
  /** Text read out and (unless `hideLabel`) shown next to the spinner. */
  label?: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /** `fullPage` fills and centres in its container (the whole viewport for a page load). */
  variant?: LoadingIndicatorVariant;
  size?: LoadingIndicatorSize;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-variant='fullPage'] {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: ${({ theme }) => theme.space[3]};
    inline-size: 100%;
    min-block-size: 100vh;
    font-size: ${({ theme }) => theme.font.size.md};
    background: ${({ theme }) => theme.color.bg.page};
  }
`;

const Spinner = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.color.primary.default};
  animation: ${spin} 900ms linear infinite;

  &[data-size='sm'] {
    inline-size: 16px;
    block-size: 16px;
  }
  &[data-size='md'] {
    inline-size: 24px;
    block-size: 24px;
  }
  &[data-size='lg'] {
    inline-size: 48px;
    block-size: 48px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** A spinner with its 'Loading...' text, announced politely. */
export function LoadingIndicator({
  label = 'Loading...',
  hideLabel = false,
  variant = 'inline',
  size,
  ...rest
}: LoadingIndicatorProps) {
  const spinnerSize = size ?? (variant === 'fullPage' ? 'lg' : 'md');
  return (
    <Root role="status" data-variant={variant} {...rest}>
      <Spinner data-size={spinnerSize} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </Spinner>
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </Root>
  );
}
