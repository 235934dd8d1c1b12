import { useIntl } from 'react-intl';
import { SignupForm } from '@wellness/ui/account/SignupForm';
import { useBusyFlow, usePublicServices } from '../../../app/publicServices';
import { AuthPage } from '../../shell/AuthPage';
import { useGoogleSignIn } from '../../login/google/useGoogleSignIn';
import { usePasswordMessages } from '../../login/usePasswordMessages';
import { socialLogIn } from '../../login/flows';
import { signUp } from '../flows';

/** Sign-up (§2): validated on blur; Create Account is disabled until the form is valid and changed. */
export function SignupPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const services = usePublicServices();
  const [busy, run] = useBusyFlow(signUp);
  const [socialBusy, runSocial] = useBusyFlow(socialLogIn);
  const passwordMessages = usePasswordMessages();
  const googleSignIn = useGoogleSignIn((idToken) => void runSocial(services, idToken));

  return (
    <AuthPage sideTitleId="app.signup.page.sideTitle" sideTextId="app.signup.page.sideText">
      <SignupForm
        onSubmit={(values) => void run(services, { ...values, email: values.email.trim() })}
        onGoogleSignIn={googleSignIn}
        onLogin={() => services.navigate('/login')}
        busy={busy || socialBusy}
        labels={{
          title: t('app.signup.form.title'),
          email: t('app.common.field.email'),
          password: t('app.common.field.password'),
          confirmPassword: t('app.signup.form.confirmPassword'),
          showPassword: t('app.common.password.show'),
          hidePassword: t('app.common.password.hide'),
          submit: t('app.signup.form.submit'),
          busy: t('app.signup.form.busy'),
          or: t('app.common.divider.or'),
          google: t('app.common.google.signIn'),
          haveAccount: t('app.signup.form.haveAccount'),
          login: t('app.common.action.login'),
        }}
        messages={{
          ...passwordMessages,
          emailInvalid: t('app.signup.validation.emailInvalid'),
          emailRequired: t('app.signup.validation.emailRequired'),
          confirmRequired: t('app.signup.validation.confirmRequired'),
          confirmMismatch: t('app.signup.validation.confirmMismatch'),
        }}
      />
    </AuthPage>
  );
}

export { SignupPage as Component };
