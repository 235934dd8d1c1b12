import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldMessages, FieldRoot, useFieldIds } from '../FormLayout/Field';

export interface SliderProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'className'
> {
  label: ReactNode;
  value: number;
  onChange: (value: number, event: ChangeEvent<HTMLInputElement>) => void;
  min?: number;
  max?: number;
  step?: number;
  /** The value in words, shown beside the label and announced (e.g. `v => `${v * 100}%``). */
  formatValue?: (value: number) => string;
  helperText?: ReactNode;
  className?: string;
}

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
`;

const ValueText = styled.output`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text.primary};
`;

const Range = styled.input`
  inline-size: 100%;
  /* A 44 px tall hit area around the thin track. */
  block-size: ${({ theme }) => theme.layout.touchTarget};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary.default};
  color-scheme: ${({ theme }) => theme.scheme};
  cursor: pointer;
  background: transparent;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const defaultFormat = (value: number) => String(value);

/** Avoids 0.7 + 0.1 = 0.7999… showing up: round to the step's decimals. */
function roundToStep(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}

/** A labelled range input with its current value in words (the shell's font-size setting). */
export function Slider({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  formatValue = defaultFormat,
  helperText,
  className,
  id,
  ...rest
}: SliderProps) {
  const ids = useFieldIds(id, { helperText });
  const text = formatValue(value);
  return (
    <FieldRoot className={className}>
      <Header>
        <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
        <ValueText htmlFor={ids.id} aria-hidden="true">
          {text}
        </ValueText>
      </Header>
      <Range
        {...rest}
        type="range"
        id={ids.id}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(roundToStep(Number(event.target.value), step), event)}
      />
      <FieldMessages ids={ids} helperText={helperText} />
    </FieldRoot>
  );
}
