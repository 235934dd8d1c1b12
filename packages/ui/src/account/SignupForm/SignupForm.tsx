import {
  AccountForm,
  Centered,
  defaultPasswordToggleLabels,
  Fields,
  FormSubmit,
  FormTextField,
  GoogleSignIn,
  NewPasswordFields,
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
  ...defaultPasswordToggleLabels,
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
  return (
    <AccountForm<SignupValues>
      title={text.title}
      error={error}
      onSubmit={(values) => onSubmit({ ...values, email: values.email.trim() })}
      validate={(values) => validateSignup(values, rules)}
      initialValues={initialValues}
    >
      <Fields disabled={busy}>
        <FormTextField name="email" type="email" label={text.email} autoComplete="email" required />
        <NewPasswordFields
          name="password"
          label={text.password}
          confirmLabel={text.confirmPassword}
          toggleLabels={text}
        />
      </Fields>
      <FormSubmit busy={busy} busyLabel={text.busy}>
        {text.submit}
      </FormSubmit>
      <GoogleSignIn onClick={onGoogleSignIn} label={text.google} orLabel={text.or} disabled={busy} />
      <Centered>
        {text.haveAccount}{' '}
        <TextLink href={loginHref} onNavigate={onLogin}>
          {text.login}
        </TextLink>
      </Centered>
    </AccountForm>
  );
}
