import { CircleAlert } from 'lucide-react';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Field, Form, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FormActions } from '../../components/FormLayout';
import { bareFieldset } from '../../components/FormLayout/fieldStyles';
import { Select, type SelectProps } from '../../components/Select';
import { TextField, type TextInputProps } from '../../components/TextField';
import type { FormErrors } from '../validation';

/** The error of a field once the member has left it (or tried to submit): the spec's "on blur". */
export function shownError(meta: { touched?: boolean; error?: unknown }): string | undefined {
  return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
}

type FormTextFieldProps = { name: string } & Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
>;

/** A TextField bound to a react-final-form field, showing its error after blur. */
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

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const HeaderGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Fields = styled.fieldset`
  ${bareFieldset}
  gap: ${({ theme }) => theme.space[4]};
`;

const AlertBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.error.fg};
  background: ${({ theme }) => theme.color.error.subtle};
  color: ${({ theme }) => theme.color.error.fg};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    flex: none;
    margin-block-start: 2px;
    inline-size: 20px;
    block-size: 20px;
  }
`;

/** A server error shown in the form (the app may use a toast instead). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <AlertBox role="alert">
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </AlertBox>
  );
}

const LinkAnchor = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-underline-offset: 3px;
  /* A comfortable target without changing the line. */
  display: inline-flex;
  align-items: center;
  min-block-size: 24px;
`;

export interface TextLinkProps {
  href: string;
  /** Called instead of a full page load on a plain click (the app's router). */
  onNavigate?: () => void;
  children: ReactNode;
}

/** A real link (so it can be opened in a tab) that hands plain clicks to the app. */
export function TextLink({ href, onNavigate, children }: TextLinkProps) {
  return (
    <LinkAnchor
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (
          !onNavigate ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        onNavigate();
      }}
    >
      {children}
    </LinkAnchor>
  );
}

const DividerRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  &::before,
  &::after {
    content: '';
    flex: 1;
    block-size: 1px;
    background: ${({ theme }) => theme.color.border.default};
  }
`;

export function OrDivider({ label }: { label: string }) {
  return (
    <DividerRoot role="separator" aria-label={label}>
      {label}
    </DividerRoot>
  );
}

/** Google's "G" mark in its own colours (brand asset; not themed). */
export function GoogleIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.2-.1-2.3-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.2-.1-2.3-.4-3.5z"
      />
    </svg>
  );
}

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Centered = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

type FormSelectFieldProps = { name: string } & Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
>;

/** A Select bound to a react-final-form field, showing its error after blur. */
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

export interface AccountFormProps<Values> {
  /** The heading; it also names the form. */
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** A server message shown above the fields. */
  error?: string;
  onSubmit: (values: Values) => void;
  /** Errors by field name; omit when any values will do. */
  validate?: (values: Values) => FormErrors<Values>;
  initialValues?: Partial<Values>;
  /** Fields, a FormSubmit and whatever follows it. */
  children: ReactNode;
}

/**
 * The frame of every account form: react-final-form state, the heading that names the form (and its lead),
 * the server error, then the children. Submitting an invalid form shows every field's error instead.
 */
export function AccountForm<Values extends object>({
  title,
  lead,
  error,
  onSubmit,
  validate,
  initialValues,
  children,
}: AccountFormProps<Values>) {
  const titleId = useId();
  return (
    <Form<Values>
      // Nothing the app's callback returns (a dispatched action) may reach final-form: it would count as
      // submission errors and keep the submit button disabled after a failed attempt.
      onSubmit={(values) => {
        onSubmit(values);
      }}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <HeaderGroup>
            <Heading id={titleId}>{title}</Heading>
            {lead && <Lead>{lead}</Lead>}
          </HeaderGroup>
          {error && <FormAlert>{error}</FormAlert>}
          {children}
        </FormRoot>
      )}
    />
  );
}

export interface FormSubmitProps {
  /** The button's text. */
  children: ReactNode;
  /** The call is running: shows `busyLabel` with a spinner and disables the button. */
  busy?: boolean;
  busyLabel: string;
  /** Disabled for a reason of the caller's as well (e.g. the link was already sent). */
  disabled?: boolean;
  /**
   * Enabled only once the form is changed and valid (§5: 'disabled until the form is valid and changed').
   * `false` for an action that needs none of the values.
   */
  requireValid?: boolean;
  /** `block`: full width and large, ending an auth card. `actions`: the end of a FormLayout's actions row. */
  placement?: 'block' | 'actions';
}

/** The submit button of an account form, disabled until the form is changed and valid. */
export function FormSubmit({
  children,
  busy = false,
  busyLabel,
  disabled = false,
  requireValid = true,
  placement = 'block',
}: FormSubmitProps) {
  const { invalid, pristine } = useFormState({ subscription: { invalid: true, pristine: true } });
  const block = placement === 'block';
  const button = (
    <Button
      type="submit"
      fullWidth={block}
      size={block ? 'lg' : 'md'}
      disabled={disabled || (requireValid && (invalid || pristine))}
      busy={busy}
      busyLabel={busyLabel}
    >
      {children}
    </Button>
  );
  return block ? button : <FormActions>{button}</FormActions>;
}

export interface GoogleSignInProps {
  /** Starts Google sign-in; nothing shows without it. */
  onClick?: () => void;
  label: string;
  /** The divider's word before the button ('OR'). */
  orLabel: string;
  disabled?: boolean;
}

/** 'OR', then the Google button (sign-in and sign-up screens, §2). */
export function GoogleSignIn({ onClick, label, orLabel, disabled = false }: GoogleSignInProps) {
  if (!onClick) return null;
  return (
    <>
      <OrDivider label={orLabel} />
      <Button
        variant="secondary"
        fullWidth
        size="lg"
        leadingIcon={<GoogleIcon />}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </Button>
    </>
  );
}
