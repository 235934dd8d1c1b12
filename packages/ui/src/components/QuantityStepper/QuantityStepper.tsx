import type { ReactNode } from 'react';
import { Minus, Plus } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton';

export interface QuantityStepperProps {
  value: number;
  /** Receives the new quantity, always within `min`…`max`. */
  onChange: (value: number) => void;
  /** Lowest quantity; the spec's default and floor is 1. */
  min?: number;
  max?: number;
  /** Minus pressed at the minimum (the marketplace then alerts 'min limit reached'). */
  onMinReached?: () => void;
  /** Plus pressed at the maximum; without it the plus button is disabled there. */
  onMaxReached?: () => void;
  /** Name of the group, e.g. 'Quantity' or 'Quantity of Yoga mat'. */
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  disabled?: boolean;
  /** An update is in flight (cart saving): buttons pause, the group is `aria-busy`. */
  busy?: boolean;
  className?: string;
  /** Extra content after the value (a unit, for example). */
  suffix?: ReactNode;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Value = styled.output`
  min-inline-size: 3ch;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text.primary};

  [aria-disabled='true'] > & {
    color: ${({ theme }) => theme.color.text.disabled};
  }
`;

/** Minus, the quantity, plus. Never goes below `min` (1) nor above `max`. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  onMinReached,
  onMaxReached,
  label = 'Quantity',
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  disabled = false,
  busy = false,
  className,
  suffix,
}: QuantityStepperProps) {
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  const inert = disabled || busy;

  function decrease() {
    if (atMin) onMinReached?.();
    else onChange(Math.max(min, value - 1));
  }

  function increase() {
    if (atMax) onMaxReached?.();
    else onChange(max === undefined ? value + 1 : Math.min(max, value + 1));
  }

  return (
    <Group
      role="group"
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={disabled || undefined}
      className={className}
    >
      {/* Minus stays pressable at the minimum so the caller can explain why nothing changed. */}
      <IconButton
        variant="secondary"
        size="sm"
        label={decreaseLabel}
        icon={<Minus aria-hidden />}
        disabled={inert}
        onClick={decrease}
      />
      <Value aria-live="polite">
        {value}
        {suffix}
      </Value>
      <IconButton
        variant="secondary"
        size="sm"
        label={increaseLabel}
        icon={<Plus aria-hidden />}
        disabled={inert || (atMax && !onMaxReached)}
        onClick={increase}
      />
    </Group>
  );
}
