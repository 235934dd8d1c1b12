import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LoginForm } from '@wellness/ui/account/LoginForm';
import { useBusyFlow, usePublicServices } from '../../../app/publicServices';
import { redirectTarget } from '../../../app/guards/routeAccess';
import { currentDevice, openCompanionApp, useIsPhoneOrTablet } from '../../companionApp/companionApp';
import { AuthPage } from '../../shell/AuthPage';
import { useGoogleSignIn } from '../google/useGoogleSignIn';
import { logIn, socialLogIn } from '../flows';
import { usePasswordMessages } from '../usePasswordMessages';

/**
 * Login (§2, §4): e-mail, password with show/hide, Forgot Password, Login, Google sign-in and Create an account.
 * On phones and tablets the button reads 'Login with App' and opens the companion app right away (its store page
 * when the app is not installed, §9): the member signs in there, so nothing needs typing here first.
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
  const mobile = useIsPhoneOrTablet();
  const redirectTo = redirectTarget(services.state);
  // One pending store fallback at a time; none left behind once the member leaves the page.
  const cancelFallback = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelFallback.current?.(), []);
  const openApp = () => {
    cancelFallback.current?.();
    cancelFallback.current = openCompanionApp(currentDevice());
  };

  return (
    <AuthPage sideTitleId="app.login.page.sideTitle" sideTextId="app.login.page.sideText">
      <LoginForm
        onSubmit={(values) => {
          void run(services, values, redirectTo);
        }}
        onOpenApp={mobile ? openApp : undefined}
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
