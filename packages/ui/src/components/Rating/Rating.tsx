import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import styled from 'styled-components';
import { ChoiceFieldset, useFieldIds } from '../FormLayout/Field';
import { visuallyHidden } from '../FormLayout/fieldStyles';

export interface RatingProps {
  /** The current rating; 0 for none yet. Read-only ratings may be fractional (an average, 4.5). */
  value: number;
  /** Name of the radio group ('Your rating'); required unless `readOnly`. */
  label?: ReactNode;
  onChange?: (value: number) => void;
  /** Display only: an image of the stars named by `valueText`. */
  readOnly?: boolean;
  max?: number;
  /** Radio group name for forms; generated when left out. */
  name?: string;
  /** Name of each star radio. */
  starLabel?: (stars: number, max: number) => string;
  /** Text alternative of a read-only rating. */
  valueText?: (value: number, max: number) => string;
  size?: 'sm' | 'md';
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const defaultStarLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);
const defaultValueText = (value: number, max: number) => `${value} out of ${max} stars`;

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  --star-size: 24px;
  &[data-size='sm'] {
    --star-size: 16px;
  }
`;

/** One star: an outline, and on top the filled star clipped to the filled fraction. */
const StarShape = styled.span`
  position: relative;
  display: inline-flex;
  inline-size: var(--star-size);
  block-size: var(--star-size);
  color: ${({ theme }) => theme.color.border.strong};

  & > svg {
    inline-size: 100%;
    block-size: 100%;
  }
  & > span {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    overflow: hidden;
    color: ${({ theme }) => theme.color.accent.default};
  }
  & > span > svg {
    inline-size: var(--star-size);
    block-size: var(--star-size);
    fill: currentColor;
  }
`;

/** A star radio: the whole 44 px square picks it; the real radio is visually hidden inside. */
const StarOption = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.layout.touchTarget};
  block-size: ${({ theme }) => theme.layout.touchTarget};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  & > input {
    ${visuallyHidden}
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const InteractiveStars = styled(Stars)`
  fieldset[aria-invalid='true'] & ${StarShape} {
    color: ${({ theme }) => theme.color.error.fg};
  }
  /* Hover previews: every star up to the pointer fills, those after it empty. */
  &:hover:not(:has(input:disabled)) ${StarOption} ${StarShape} > span {
    inline-size: 100% !important;
  }
  &:hover ${StarOption}:hover ~ ${StarOption} ${StarShape} > span {
    inline-size: 0 !important;
  }
`;

function StarIcon({ fill }: { fill: number }) {
  return (
    <StarShape aria-hidden="true">
      <Star />
      <span style={{ inlineSize: `${Math.round(fill * 100)}%` }}>
        <Star />
      </span>
    </StarShape>
  );
}

const fillOf = (value: number, index: number) => Math.min(1, Math.max(0, value - index));

/** Five stars: a radio group to rate (arrow keys move), or a read-only image of a rating. */
export function Rating({
  value,
  label,
  onChange,
  readOnly = false,
  max = 5,
  name,
  starLabel = defaultStarLabel,
  valueText = defaultValueText,
  size = 'md',
  helperText,
  errorText,
  required,
  disabled,
  id,
  className,
}: RatingProps) {
  const ids = useFieldIds(id, { helperText, errorText });
  const stars = Array.from({ length: max }, (_, index) => index + 1);

  if (readOnly) {
    return (
      <Stars role="img" aria-label={valueText(value, max)} data-size={size} className={className}>
        {stars.map((star) => (
          <StarIcon key={star} fill={fillOf(value, star - 1)} />
        ))}
      </Stars>
    );
  }

  return (
    <ChoiceFieldset
      ids={ids}
      legend={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      errorText={errorText}
      className={className}
    >
      <InteractiveStars data-size={size}>
        {stars.map((star) => (
          <StarOption key={star}>
            <input
              type="radio"
              name={name ?? ids.id}
              value={star}
              checked={value === star}
              aria-label={starLabel(star, max)}
              onChange={() => onChange?.(star)}
            />
            <StarIcon fill={fillOf(value, star - 1)} />
          </StarOption>
        ))}
      </InteractiveStars>
    </ChoiceFieldset>
  );
}
