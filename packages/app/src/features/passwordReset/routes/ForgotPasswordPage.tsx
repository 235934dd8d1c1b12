import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ForgotPasswordForm } from '@wellness/ui/account/ForgotPasswordForm';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AuthPage } from '../../shell/AuthPage';
import { forgotPasswordRequested, passwordResetScreenOpened } from '../slice';

/** /forgetPassword (also /ForgetPassword): after success the form is disabled and says the link was sent. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { forgotBusy, linkSent } = useAppSelector((state) => state.passwordReset);

  useEffect(() => {
    dispatch(passwordResetScreenOpened());
  }, [dispatch]);

  return (
    <AuthPage sideTitleId="app.passwordReset.forgot.sideTitle" sideTextId="app.passwordReset.forgot.sideText">
      <ForgotPasswordForm
        onSubmit={(values) => dispatch(forgotPasswordRequested({ email: values.email.trim() }))}
        onBackToLogin={() => void navigate('/login')}
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
