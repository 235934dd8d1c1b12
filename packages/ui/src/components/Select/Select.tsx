import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { Field, useFieldIds } from '../FormLayout/Field';
import { controlBox, focusRingWithin } from '../FormLayout/fieldStyles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'className' | 'children' | 'multiple'
> {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** First, empty-valued option ('Select a country'); left out when not given. */
  placeholder?: string;
  helperText?: ReactNode;
  errorText?: ReactNode;
  className?: string;
}

const Box = styled.div`
  ${controlBox}
  ${focusRingWithin('select')}
  position: relative;
  padding: 0;
`;

const NativeSelect = styled.select`
  flex: 1;
  min-inline-size: 0;
  align-self: stretch;
  appearance: none;
  margin: 0;
  /* Room for the chevron at the end, which the select would otherwise draw under. */
  padding-block: 0;
  padding-inline: ${({ theme }) => `${theme.space[3]} calc(${theme.space[3]} + 20px + ${theme.space[2]})`};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  cursor: pointer;
  color-scheme: ${({ theme }) => theme.scheme};

  &:disabled {
    cursor: not-allowed;
  }
  /* The placeholder reads as a hint, like an empty text field's placeholder. */
  &:has(> option[value='']:checked) {
    color: ${({ theme }) => theme.color.text.muted};
  }
  option {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.bg.surface};
  }
`;

const Chevron = styled(ChevronDown)`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  pointer-events: none;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** A styled native `<select>`: the platform's own list, keyboard and screen-reader behaviour. */
export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  helperText,
  errorText,
  className,
  id,
  required,
  disabled,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, { helperText, errorText });
  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      helperText={helperText}
      errorText={errorText}
      className={className}
    >
      <Box data-invalid={ids.invalid} data-disabled={Boolean(disabled)}>
        <NativeSelect
          {...rest}
          id={ids.id}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={
            [ids.describedBy, rest['aria-describedby']].filter(Boolean).join(' ') || undefined
          }
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron size={20} aria-hidden />
      </Box>
    </Field>
  );
}
