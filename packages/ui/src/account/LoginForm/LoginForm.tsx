import {
  AccountForm,
  Centered,
  defaultPasswordToggleLabels,
  Fields,
  FormPasswordField,
  FormSubmit,
  FormTextField,
  GoogleSignIn,
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
  submit: string;
  /** The button on phones and tablets (see `onOpenApp`). */
  openApp: string;
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
  ...defaultPasswordToggleLabels,
  forgotPassword: 'Forgot Password',
  submit: 'Login',
  openApp: 'Login with App',
  busy: 'Logging in...',
  or: 'OR',
  google: 'Sign in with Google',
  noAccount: 'Don’t have an account?',
  createAccount: 'Create an account',
};

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  /**
   * Phones and tablets (§1, §2): the button reads `labels.openApp` and opens the companion app, where the member
   * signs in. It needs nothing typed here, so it is enabled from the start and the fields are not checked.
   */
  onOpenApp?: () => void;
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
 * and valid), Google sign-in and Create an account. With `onOpenApp` the button is 'Login with App' instead.
 */
export function LoginForm({
  onSubmit,
  onOpenApp,
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
  return (
    <AccountForm<LoginValues>
      // The app form and the web form are different forms: a page that learns it is on a phone after its first
      // render (a hydrated prerendered page) starts the form afresh.
      key={onOpenApp ? 'app' : 'web'}
      title={text.title}
      error={error}
      onSubmit={(values) => {
        if (onOpenApp) onOpenApp();
        else onSubmit({ email: values.email.trim(), password: values.password });
      }}
      validate={onOpenApp ? undefined : (values) => validateLogin(values, rules)}
      initialValues={initialValues}
    >
      <Fields disabled={busy}>
        <FormTextField name="email" type="email" label={text.email} autoComplete="email" required />
        <FormPasswordField
          name="password"
          label={text.password}
          autoComplete="current-password"
          required
          toggleLabels={text}
        />
        <Row>
          <span />
          <TextLink href={forgotPasswordHref} onNavigate={onForgotPassword}>
            {text.forgotPassword}
          </TextLink>
        </Row>
      </Fields>
      <FormSubmit busy={busy} busyLabel={text.busy} requireValid={!onOpenApp}>
        {onOpenApp ? text.openApp : text.submit}
      </FormSubmit>
      <GoogleSignIn onClick={onGoogleSignIn} label={text.google} orLabel={text.or} disabled={busy} />
      <Centered>
        {text.noAccount}{' '}
        <TextLink href={createAccountHref} onNavigate={onCreateAccount}>
          {text.createAccount}
        </TextLink>
      </Centered>
    </AccountForm>
  );
}
