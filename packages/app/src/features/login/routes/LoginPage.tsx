import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoginForm } from '@wellness/ui/account/LoginForm';
import { useBusyFlow, usePublicServices } from '../../../app/publicServices';
import { redirectTarget } from '../../../app/guards/routeAccess';
import { openCompanionApp, useCompanionApp } from '../../companionApp/companionApp';
import { AuthPage } from '../../shell/AuthPage';
import { useGoogleSignIn } from '../google/useGoogleSignIn';
import { logIn, socialLogIn } from '../flows';
import { usePasswordMessages } from '../usePasswordMessages';

/**
 * Login (§2, §4): e-mail, password with show/hide, Forgot Password, Login, Google sign-in and Create an account.
 * On phones and tablets of a deployment with a companion app (GET /config, from MOBILE_APP_URL and the store
 * variables) the button reads 'Login with App' and opens the app right away (its store page when the app is not
 * installed, §9), and 'Continue in the browser' beside it gives the web form. Without an app a phone signs in on
 * the web like a computer.
 */
export function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const services = usePublicServices();
  const { navigate } = services;
  const [busy, run] = useBusyFlow(logIn);
  const [socialBusy, runSocial] = useBusyFlow(socialLogIn);
  const passwordMessages = usePasswordMessages();
  const googleSignIn = useGoogleSignIn((idToken) => void runSocial(services, idToken));
  const companionApp = useCompanionApp();
  const [inBrowser, setInBrowser] = useState(false);
  const offerApp = companionApp !== null && !inBrowser;
  const redirectTo = redirectTarget(services.state);
  // One pending store fallback at a time; none left behind once the member leaves the page.
  const cancelFallback = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelFallback.current?.(), []);
  const openApp = () => {
    if (!companionApp) return;
    cancelFallback.current?.();
    cancelFallback.current = openCompanionApp(companionApp);
  };

  return (
    <AuthPage sideTitleId="app.login.page.sideTitle" sideTextId="app.login.page.sideText">
      <LoginForm
        onSubmit={(values) => {
          void run(services, values, redirectTo);
        }}
        onOpenApp={offerApp ? openApp : undefined}
        onContinueInBrowser={() => {
          cancelFallback.current?.();
          setInBrowser(true);
        }}
        onForgotPassword={() => navigate('/forgetPassword')}
        onCreateAccount={() => navigate('/Signup')}
        onGoogleSignIn={googleSignIn}
        busy={busy || socialBusy}
        labels={{
          title: t('app.login.form.title'),
          email: t('app.common.field.email'),
          password: t('app.common.field.password'),
          showPassword: t('app.common.password.show'),
          hidePassword: t('app.common.password.hide'),
          forgotPassword: t('app.login.form.forgotPassword'),
          submit: t('app.common.action.login'),
          openApp: t('app.common.action.loginWithApp'),
          continueInBrowser: t('app.login.form.continueInBrowser'),
          busy: t('app.login.form.busy'),
          or: t('app.common.divider.or'),
          google: t('app.common.google.signIn'),
          noAccount: t('app.login.form.noAccount'),
          createAccount: t('app.login.form.createAccount'),
        }}
        messages={{
          ...passwordMessages,
          emailInvalid: t('app.login.validation.emailInvalid'),
          emailRequired: t('app.login.validation.emailRequired'),
        }}
      />
    </AuthPage>
  );
}

export { LoginPage as Component };
