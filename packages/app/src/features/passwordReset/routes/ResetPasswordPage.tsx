import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResetPasswordForm } from '@wellness/ui/account/ResetPasswordForm';
import { useBusyFlow, usePublicServices } from '../../../app/publicServices';
import { openCompanionApp, useCompanionApp } from '../../companionApp/companionApp';
import { AuthPage } from '../../shell/AuthPage';
import { usePasswordMessages } from '../../login/usePasswordMessages';
import { resetPassword } from '../flows';

/** /reset/:token: New and Confirm Password; after success a success image and a Login button. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const services = usePublicServices();
  const token = services.params.token ?? '';
  const [resetBusy, run] = useBusyFlow(resetPassword);
  // The new password is saved: the screen shows its success state.
  const [resetDone, setResetDone] = useState(false);
  const passwordMessages = usePasswordMessages();
  // A phone or tablet of a deployment with a companion app: 'Login with App' opens it (§2).
  const companionApp = useCompanionApp();

  return (
    <AuthPage sideTitleId="app.passwordReset.reset.sideTitle" sideTextId="app.passwordReset.reset.sideText">
      <ResetPasswordForm
        onSubmit={(values) => void run(services, { ...values, token }).then(setResetDone)}
        onLogin={() => (companionApp ? openCompanionApp(companionApp) : services.navigate('/login'))}
        busy={resetBusy}
        success={resetDone}
        labels={{
          title: t('app.passwordReset.reset.title'),
          newPassword: t('app.passwordReset.reset.newPassword'),
          confirmPassword: t('app.passwordReset.reset.confirmPassword'),
          showPassword: t('app.common.password.show'),
          hidePassword: t('app.common.password.hide'),
          submit: t('app.passwordReset.reset.submit'),
          busy: t('app.passwordReset.reset.busy'),
          successTitle: t('app.passwordReset.reset.successTitle'),
          login: t(companionApp ? 'app.common.action.loginWithApp' : 'app.common.action.login'),
        }}
        messages={{ ...passwordMessages, confirmMismatch: t('app.passwordReset.reset.mismatch') }}
      />
    </AuthPage>
  );
}

export { ResetPasswordPage as Component };
