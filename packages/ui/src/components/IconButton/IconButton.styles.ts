import styled from 'styled-components';
import { baseButtonStyles, variantStyles } from '../Button/Button.styles';

export const StyledIconButton = styled.button`
  ${baseButtonStyles}
  ${variantStyles}
  flex-shrink: 0;
  padding: 0;

  &[data-size='sm'] {
    width: 36px;
    height: 36px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-size='md'] {
    width: ${({ theme }) => theme.layout.touchTarget};
    height: ${({ theme }) => theme.layout.touchTarget};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-size='lg'] {
    width: 52px;
    height: 52px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  /* Every size is a comfortable touch target on phones. */
  ${({ theme }) => theme.media.phoneOnly} {
    &[data-size] {
      min-width: ${({ theme }) => theme.layout.touchTarget};
      min-height: ${({ theme }) => theme.layout.touchTarget};
    }
  }

  & > svg {
    width: 1.25em;
    height: 1.25em;
  }
  &[data-mirror='true']:dir(rtl) > svg {
    transform: scaleX(-1);
  }
`;

/** The count on a toolbar button (wishlist, cart): a pill on the top end corner. */
export const CountBadge = styled.span`
  position: absolute;
  inset-block-start: -4px;
  inset-inline-end: -4px;
  min-width: 20px;
  height: 20px;
  padding-inline: ${({ theme }) => theme.space[1]};
  border: 2px solid ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent.default};
  color: ${({ theme }) => theme.color.accent.onAccent};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 16px;
  text-align: center;
  pointer-events: none;
`;
