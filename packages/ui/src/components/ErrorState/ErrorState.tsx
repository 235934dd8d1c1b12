import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { CloudAlert, RotateCcw } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import type { EmptyStateSize } from '../EmptyState';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The spec's words for the failure; the lists use 'Oops something bad happened!'. */
  message?: ReactNode;
  description?: ReactNode;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The message's element: `p` by default, a heading when the error replaces a whole page. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  size?: EmptyStateSize;
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 96px;
  block-size: 96px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.error.subtle};
  color: ${({ theme }) => theme.color.error.fg};

  & > svg {
    inline-size: 44px;
    block-size: 44px;
  }
  [data-size='sm'] & {
    inline-size: 64px;
    block-size: 64px;
  }
  [data-size='sm'] & > svg {
    inline-size: 30px;
    block-size: 30px;
  }
`;

/** What a list or page shows when loading failed, announced at once, with an optional retry. */
export function ErrorState({
  message = 'Oops something bad happened!',
  description,
  onRetry,
  retryLabel = 'Try again',
  titleAs = 'p',
  size = 'md',
  ...rest
}: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      title={message}
      description={description}
      titleAs={titleAs}
      size={size}
      illustration={
        <Badge>
          <CloudAlert />
        </Badge>
      }
      action={
        onRetry && (
          <Button variant="secondary" leadingIcon={<RotateCcw />} onClick={onRetry}>
            {retryLabel}
          </Button>
        )
      }
      {...rest}
    />
  );
}
