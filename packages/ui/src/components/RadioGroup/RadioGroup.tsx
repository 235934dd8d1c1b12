import type { ChangeEvent, FocusEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceFieldset, useFieldIds } from '../FormLayout/Field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  /** Shared by the radios; also what the browser uses to group them for arrow keys. */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value; leave undefined and use `defaultValue` for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  /** Receives the chosen value (and the native event, for form libraries that want it). */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  orientation?: 'vertical' | 'horizontal';
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const Options = styled.div`
  display: flex;
  flex-direction: column;
  &[data-orientation='horizontal'] {
    flex-flow: row wrap;
    column-gap: ${({ theme }) => theme.space[6]};
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;
  &:has(input:disabled) {
    cursor: not-allowed;
  }
`;

const Radio = styled.input`
  flex-shrink: 0;
  inline-size: 20px;
  block-size: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary.default};
  color-scheme: ${({ theme }) => theme.scheme};
  cursor: inherit;

  fieldset[aria-invalid='true'] & {
    outline: 2px solid ${({ theme }) => theme.color.error.fg};
    outline-offset: 1px;
    border-radius: 50%;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/**
 * Native radios in a fieldset: one tab stop, arrow keys move and select (the browser's own
 * behaviour for radios sharing a `name`), legend as the group's name.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  orientation = 'vertical',
  helperText,
  errorText,
  required,
  disabled,
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id, { helperText, errorText });
  return (
    <ChoiceFieldset
      ids={ids}
      legend={legend}
      spacedLegend
      required={required}
      disabled={disabled}
      helperText={helperText}
      errorText={errorText}
      className={className}
    >
      <Options data-orientation={orientation}>
        {options.map((option) => (
          <Option key={option.value}>
            <Radio
              type="radio"
              name={name}
              value={option.value}
              disabled={option.disabled}
              {...(value !== undefined
                ? { checked: value === option.value }
                : { defaultChecked: defaultValue === option.value })}
              onChange={(event) => onChange?.(event.target.value, event)}
              onBlur={onBlur}
            />
            {option.label}
          </Option>
        ))}
      </Options>
    </ChoiceFieldset>
  );
}
