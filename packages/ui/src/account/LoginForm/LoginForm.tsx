import { Button } from '../../components/Button';
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
  /** Beside it: sign in on this page instead (see `onContinueInBrowser`). */
  continueInBrowser: string;
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
  continueInBrowser: 'Continue in the browser',
  busy: 'Logging in...',
  or: 'OR',
  google: 'Sign in with Google',
  noAccount: 'Don’t have an account?',
  createAccount: 'Create an account',
};

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  /**
   * Phones and tablets when the deployment has a companion app (§1, §2): the button reads `labels.openApp` and
   * opens the app, where the member signs in. Nothing is typed here, so the e-mail and password fields are left
   * out and the button is enabled from the start.
   */
  onOpenApp?: () => void;
  /** With `onOpenApp`: 'Continue in the browser' beside it, which the page answers with the web form. */
  onContinueInBrowser?: () => void;
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
 * and valid), Google sign-in and Create an account. With `onOpenApp` (a phone, and a deployment with a companion
 * app) the button is 'Login with App' instead, with 'Continue in the browser' beside it.
 */
export function LoginForm({
  onSubmit,
  onOpenApp,
  onContinueInBrowser,
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
      {!onOpenApp && (
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
      )}
      <FormSubmit busy={busy} busyLabel={text.busy} requireValid={!onOpenApp}>
        {onOpenApp ? text.openApp : text.submit}
      </FormSubmit>
      {onOpenApp && onContinueInBrowser && (
        <Button variant="secondary" fullWidth size="lg" onClick={onContinueInBrowser} disabled={busy}>
          {text.continueInBrowser}
        </Button>
      )}
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
