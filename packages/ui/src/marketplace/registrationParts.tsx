/**
 * The vendor and business-partner forms' frame and fields (one place for both forms); seen in the stories of
 * PartnerRegistrationForm and VendorRegistrationForm, which draw them.
 */
import type { ChangeEvent } from 'react';
import { Field as FinalField } from 'react-final-form';
import styled from 'styled-components';
import {
  controlOf,
  fieldError,
  FormAlert,
  FormRoot as BaseFormRoot,
  HeaderGroup,
  Heading,
  Lead,
} from '../components/FormLayout';
import { Select, type SelectOption } from '../components/Select';
import { TextField } from '../components/TextField';

/** The form frame of the other forms, wider: the registration forms set fields two and three abreast. */
export const FormRoot = styled(BaseFormRoot)`
  max-inline-size: 56rem;
`;

/** Both forms' title, lead and the server's refusal, above their sections. */
export function RegistrationHeader({
  title,
  lead,
  error,
}: {
  title: string;
  lead: string;
  error?: string | null;
}) {
  return (
    <>
      <HeaderGroup>
        <Heading>{title}</Heading>
        <Lead>{lead}</Lead>
      </HeaderGroup>
      {error && <FormAlert>{error}</FormAlert>}
    </>
  );
}

export const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  min-inline-size: 0;

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }

  legend {
    padding-inline: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

export const SectionNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface RegistrationTextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'url';
  type?: string;
  helperText?: string;
  disabled?: boolean;
}

/** A text field of the enclosing react-final-form Form, its error shown once it was left. */
export function RegistrationTextField({ name, ...field }: RegistrationTextFieldProps) {
  return (
    <FinalField<string> name={name}>
      {({ input, meta }) => (
        <TextField {...field} name={name} {...controlOf(input)} errorText={fieldError(meta)} />
      )}
    </FinalField>
  );
}

export interface RegistrationChoiceProps {
  name: string;
  label: string;
  /** Choices (the country list); without any the field is free text. */
  options: readonly SelectOption[];
  placeholder: string;
  autoComplete: string;
  disabled?: boolean;
}

/** A required choice of the enclosing Form (country, calling code), its error shown once it was changed or left. */
export function RegistrationChoice({ name, ...field }: RegistrationChoiceProps) {
  return (
    <FinalField<string> name={name}>
      {({ input, meta }) => (
        <ChoiceOrText
          {...field}
          required
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          errorText={fieldError(meta, { onChange: true })}
        />
      )}
    </FinalField>
  );
}

interface ChoiceOrTextProps {
  label: string;
  /** Choices (the country list); without any the field is free text. */
  options: readonly SelectOption[];
  placeholder: string;
  value: string;
  required?: boolean;
  errorText?: string;
  disabled?: boolean;
  autoComplete?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A select over the country list, or a text field while the list is unavailable. */
export function ChoiceOrText({ options, onChange, placeholder, autoComplete, ...field }: ChoiceOrTextProps) {
  return options.length > 0 ? (
    <Select
      {...field}
      options={options}
      placeholder={placeholder}
      autoComplete={autoComplete}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
    />
  ) : (
    <TextField
      {...field}
      autoComplete={autoComplete}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
    />
  );
}
