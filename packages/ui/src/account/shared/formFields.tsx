/** Form fields bound to the enclosing react-final-form Form: text, password (with show/hide), new password pair, address, select. */
import { Select, type SelectProps } from '../../components/Select';
import { TextField, type TextInputProps } from '../../components/TextField';
import { Field } from 'react-final-form';

/** The error of a field once the member has left it (or tried to submit): the spec's "on blur". */
export function shownError(meta: { touched?: boolean; error?: unknown }): string | undefined {
  return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
}

type FormTextFieldProps = { name: string } & Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
>;

/** A TextField bound to a form field, showing its error after blur. */
export function FormTextField({ name, ...rest }: FormTextFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextField {...rest} {...input} value={input.value ?? ''} errorText={shownError(meta)} />
      )}
    </Field>
  );
}

/** The show/hide toggle's names of a password field. */
export interface PasswordToggleLabels {
  showPassword: string;
  hidePassword: string;
}

type FormPasswordFieldProps = Omit<FormTextFieldProps, 'type' | 'showPasswordLabel' | 'hidePasswordLabel'> & {
  toggleLabels: PasswordToggleLabels;
};

/** A password field bound to the form, with its show/hide toggle. */
export function FormPasswordField({ toggleLabels, ...rest }: FormPasswordFieldProps) {
  return (
    <FormTextField
      {...rest}
      type="password"
      showPasswordLabel={toggleLabels.showPassword}
      hidePasswordLabel={toggleLabels.hidePassword}
    />
  );
}

export const defaultPasswordToggleLabels: PasswordToggleLabels = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};

export interface NewPasswordFieldsProps {
  /** The new password's field; its confirmation is always `confirmPassword`. */
  name: 'password' | 'newPassword';
  label: string;
  confirmLabel: string;
  toggleLabels: PasswordToggleLabels;
}

/** A new password and its confirmation, both required (sign-up, reset and change password). */
export function NewPasswordFields({ name, label, confirmLabel, toggleLabels }: NewPasswordFieldsProps) {
  return (
    <>
      <FormPasswordField
        name={name}
        label={label}
        autoComplete="new-password"
        required
        toggleLabels={toggleLabels}
      />
      <FormPasswordField
        name="confirmPassword"
        label={confirmLabel}
        autoComplete="new-password"
        required
        toggleLabels={toggleLabels}
      />
    </>
  );
}

/** Autofill tokens of the postal-address fields, by field name. */
const addressAutoComplete = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
} as const;

type FormAddressFieldProps = Omit<FormTextFieldProps, 'name' | 'autoComplete'> & {
  name: keyof typeof addressAutoComplete;
};

/** A postal-address text field bound to the form; the browser's autofill token follows from its name. */
export function FormAddressField({ name, ...rest }: FormAddressFieldProps) {
  return <FormTextField name={name} autoComplete={addressAutoComplete[name]} {...rest} />;
}

type FormSelectFieldProps = { name: string } & Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
>;

/** A Select bound to a form field, showing its error after blur. */
export function FormSelectField({ name, ...rest }: FormSelectFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <Select {...rest} {...input} value={input.value ?? ''} errorText={shownError(meta)} />
      )}
    </Field>
  );
}

/** The country select of an address (field `country`). */
export function FormCountryField(props: Omit<FormSelectFieldProps, 'name' | 'autoComplete'>) {
  return <FormSelectField name="country" autoComplete="country-name" {...props} />;
}
