import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { TextField } from '@wellness/ui/components/TextField';
import { Select, type SelectOption } from '@wellness/ui/components/Select';
import { Checkbox } from '@wellness/ui/components/Checkbox';

/** Errors show once a field was left (validation on blur, §5), or after a submit attempt. */
function errorOf(meta: { touched?: boolean; error?: unknown; submitFailed?: boolean }): string | undefined {
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}

interface TextProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  maxLength?: number;
}

export function TextInputField({ name, type = 'text', ...rest }: TextProps) {
  const intl = useIntl();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextField
          {...input}
          {...rest}
          value={input.value ?? ''}
          type={type}
          errorText={errorOf(meta)}
          showPasswordLabel={intl.formatMessage({ id: 'app.common.password.show' })}
          hidePasswordLabel={intl.formatMessage({ id: 'app.common.password.hide' })}
        />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  autoComplete,
}: {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <Select
          {...input}
          value={input.value ?? ''}
          label={label}
          options={options}
          placeholder={placeholder}
          required={required}
          autoComplete={autoComplete}
          errorText={errorOf(meta)}
        />
      )}
    </Field>
  );
}

export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input }, meta }) => (
        <Checkbox {...input} label={label} errorText={errorOf(meta)} />
      )}
    </Field>
  );
}
