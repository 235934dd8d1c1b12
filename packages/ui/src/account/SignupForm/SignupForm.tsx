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
  TextLink,
} from '../shared/formParts';
import { signupMessages, validateSignup, type SignupMessages, type SignupValues } from '../validation';

export interface SignupFormLabels {
  title: string;
  email: string;
  password: string;
  confirmPassword: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  busy: string;
  or: string;
  google: string;
  haveAccount: string;
  login: string;
}

export const defaultSignupFormLabels: SignupFormLabels = {
  title: 'We are keen to know about you.',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Enter your password again',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Create Account',
  busy: 'Creating account...',
  or: 'OR',
  google: 'Sign up with Google',
  haveAccount: 'Already have an account?',
  login: 'Login',
};

export interface SignupFormProps {
  /** Receives { email, password, confirmPassword }, the body of POST /user/create. */
  onSubmit: (values: SignupValues) => void;
  /** Google sign-in after the OR divider; shows only when given. */
  onGoogleSignIn?: () => void;
  onLogin?: () => void;
  loginHref?: string;
  busy?: boolean;
  error?: string;
  initialValues?: Partial<SignupValues>;
  labels?: Partial<SignupFormLabels>;
  messages?: Partial<SignupMessages>;
}

/**
 * Sign-up (§2, §5): Email, Password, Enter your password again, checked on blur; Create Account disabled until
 * the form is valid and changed; Google after an OR divider.
 */
export function SignupForm({
  onSubmit,
  onGoogleSignIn,
  onLogin,
  loginHref = '/login',
  busy = false,
  error,
  initialValues,
  labels,
  messages,
}: SignupFormProps) {
  const text = { ...defaultSignupFormLabels, ...labels };
  const rules = { ...signupMessages, ...messages };
  const titleId = useId();
  return (
    <Form<SignupValues>
      onSubmit={(values) => onSubmit({ ...values, email: values.email.trim() })}
      validate={(values) => validateSignup(values, rules)}
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
              autoComplete="new-password"
              required
              showPasswordLabel={text.showPassword}
              hidePasswordLabel={text.hidePassword}
            />
            <FormTextField
              name="confirmPassword"
              type="password"
              label={text.confirmPassword}
              autoComplete="new-password"
              required
              showPasswordLabel={text.showPassword}
              hidePasswordLabel={text.hidePassword}
            />
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
            {text.haveAccount}{' '}
            <TextLink href={loginHref} onNavigate={onLogin}>
              {text.login}
            </TextLink>
          </Centered>
        </FormRoot>
      )}
    />
  );
}
