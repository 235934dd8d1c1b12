import { useId } from 'react';
import { Form } from 'react-final-form';
import { Button } from '../../components/Button';
import {
  Centered,
  Fields,
  FormAlert,
  FormRoot,
  FormTextField,
  GoogleIcon,
  HeaderGroup,
  Heading,
  OrDivider,
  Row,
  TextLink,
} from '../shared/formParts';
import { loginMessages, validateLogin, type LoginMessages, type LoginValues } from '../validation';

export interface LoginFormLabels {
  title: string;
  email: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  forgotPassword: string;
  /** 'Login', or 'Login with App' on phones and tablets. */
  submit: string;
  busy: string;
  or: string;
  google: string;
  noAccount: string;
  createAccount: string;
}

export const defaultLoginFormLabels: LoginFormLabels = {
  title: 'Login',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotPassword: 'Forgot Password',
  submit: 'Login',
  busy: 'Logging in...',
  or: 'OR',
  google: 'Sign in with Google',
  noAccount: 'Don’t have an account?',
  createAccount: 'Create an account',
};

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  onForgotPassword?: () => void;
  onCreateAccount?: () => void;
  /** Google sign-in; the button shows only when given. */
  onGoogleSignIn?: () => void;
  /** The login call is running: the button shows `labels.busy` and is disabled. */
  busy?: boolean;
  /** A server message to show above the fields. */
  error?: string;
  initialValues?: Partial<LoginValues>;
  forgotPasswordHref?: string;
  createAccountHref?: string;
  labels?: Partial<LoginFormLabels>;
  messages?: Partial<LoginMessages>;
}

/**
 * Login (§2, §5): email, password with show/hide, Forgot Password, Login (disabled until the form is changed
 * and valid), Google sign-in and Create an account.
 */
export function LoginForm({
  onSubmit,
  onForgotPassword,
  onCreateAccount,
  onGoogleSignIn,
  busy = false,
  error,
  initialValues,
  forgotPasswordHref = '/forgetPassword',
  createAccountHref = '/Signup',
  labels,
  messages,
}: LoginFormProps) {
  const text = { ...defaultLoginFormLabels, ...labels };
  const rules = { ...loginMessages, ...messages };
  const titleId = useId();
  return (
    <Form<LoginValues>
      onSubmit={(values) => onSubmit({ email: values.email.trim(), password: values.password })}
      validate={(values) => validateLogin(values, rules)}
      initialValues={initialValues}
      render={({ handleSubmit, invalid, pristine }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <HeaderGroup>
            <Heading id={titleId}>{text.title}</Heading>
          </HeaderGroup>
          {error && <FormAlert>{error}</FormAlert>}
          <Fields disabled={busy}>
            <FormTextField name="email" type="email" label={text.email} autoComplete="email" required />
            <FormTextField
              name="password"
              type="password"
              label={text.password}
              autoComplete="current-password"
              required
              showPasswordLabel={text.showPassword}
              hidePasswordLabel={text.hidePassword}
            />
            <Row>
              <span />
              <TextLink href={forgotPasswordHref} onNavigate={onForgotPassword}>
                {text.forgotPassword}
              </TextLink>
            </Row>
          </Fields>
          <Button
            type="submit"
            fullWidth
            size="lg"
            disabled={invalid || pristine}
            busy={busy}
            busyLabel={text.busy}
          >
            {text.submit}
          </Button>
          {onGoogleSignIn && (
            <>
              <OrDivider label={text.or} />
              <Button
                variant="secondary"
                fullWidth
                size="lg"
                leadingIcon={<GoogleIcon />}
                onClick={onGoogleSignIn}
                disabled={busy}
              >
                {text.google}
              </Button>
            </>
          )}
          <Centered>
            {text.noAccount}{' '}
            <TextLink href={createAccountHref} onNavigate={onCreateAccount}>
              {text.createAccount}
            </TextLink>
          </Centered>
        </FormRoot>
      )}
    />
  );
}
