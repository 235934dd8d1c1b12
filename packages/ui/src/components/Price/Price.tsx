import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../a11y';
import { formatPrice, resolvePrice } from './formatPrice';
import type { PriceFormat, PriceInput } from './formatPrice';

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, PriceFormat {
  /** The regular price. */
  amount?: PriceInput;
  /** A sale price; when it differs, the regular price is shown struck through. */
  saleAmount?: PriceInput;
  /** Shown instead of a zero amount, e.g. 'Free'. */
  freeLabel?: string;
  /** Appended to the amount, e.g. '/year' for packages. */
  suffix?: string;
  /** Read before the struck-through price by screen readers. */
  originalPriceLabel?: string;
  size?: 'sm' | 'md' | 'lg';
}

const Wrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text.primary};

  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-size='md'] {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }

  & [data-current] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-on-sale='true'] [data-current] {
    color: ${({ theme }) => theme.color.accent.default};
  }
  & [data-suffix] {
    font-size: 0.75em;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  & del {
    font-size: 0.8em;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

/**
 * A price in the member's currency: the sale price with the regular one struck through, the
 * regular price, or 0 when both are empty; a free label for zero and a suffix such as '/year'.
 */
export function Price({
  amount,
  saleAmount,
  currency,
  locale,
  fractionDigits,
  freeLabel,
  suffix,
  originalPriceLabel = 'Original price',
  size = 'md',
  ...rest
}: PriceProps) {
  const format = { currency, locale, fractionDigits };
  const price = resolvePrice(amount, saleAmount);
  const isFree = price.amount === 0 && freeLabel !== undefined;
  return (
    <Wrapper data-size={size} data-on-sale={price.original !== undefined} {...rest}>
      <span data-current="">
        {/* Isolated left to right: '$129.00' reads the same inside an Arabic sentence. */}
        {isFree ? freeLabel : <bdi dir="ltr">{formatPrice(price.amount, format)}</bdi>}
        {!isFree && suffix && <span data-suffix="">{suffix}</span>}
      </span>
      {price.original !== undefined && (
        <del>
          <VisuallyHidden>{`${originalPriceLabel}: `}</VisuallyHidden>
          <bdi dir="ltr">{formatPrice(price.original, format)}</bdi>
        </del>
      )}
    </Wrapper>
  );
}
