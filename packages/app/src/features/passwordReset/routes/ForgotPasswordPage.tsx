import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ForgotPasswordForm } from '@wellness/ui/account/ForgotPasswordForm';
import { useBusyFlow, usePublicServices } from '../../../app/publicServices';
import { AuthPage } from '../../shell/AuthPage';
import { sendResetLink } from '../flows';

/** /forgetPassword (also /ForgetPassword): after success the form is disabled and says the link was sent. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const services = usePublicServices();
  const [forgotBusy, run] = useBusyFlow(sendResetLink);
  // The reset link was sent: the form stays disabled (§4) until the screen is opened again.
  const [linkSent, setLinkSent] = useState(false);

  return (
    <AuthPage sideTitleId="app.passwordReset.forgot.sideTitle" sideTextId="app.passwordReset.forgot.sideText">
      <ForgotPasswordForm
        onSubmit={(values) =>
          void run(services, values.email.trim()).then((sent) => setLinkSent((was) => was || sent))
        }
        onBackToLogin={() => services.navigate('/login')}
        busy={forgotBusy}
        sent={linkSent}
        labels={{
          title: t('app.passwordReset.forgot.title'),
          text: t('app.passwordReset.forgot.text'),
          email: t('app.common.field.email'),
          submit: t('app.passwordReset.forgot.submit'),
          busy: t('app.passwordReset.forgot.busy'),
          sent: t('app.passwordReset.forgot.sent'),
          backToLogin: t('app.passwordReset.forgot.backToLogin'),
        }}
        messages={{
          emailInvalid: t('app.passwordReset.forgot.emailInvalid'),
          emailRequired: t('app.passwordReset.forgot.emailRequired'),
        }}
      />
    </AuthPage>
  );
}

export { ForgotPasswordPage as Component };
