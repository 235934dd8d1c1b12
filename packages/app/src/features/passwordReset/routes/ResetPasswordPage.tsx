import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ResetPasswordForm } from '@wellness/ui/account/ResetPasswordForm';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { currentDevice, openCompanionApp, useIsPhoneOrTablet } from '../../companionApp/companionApp';
import { AuthPage } from '../../shell/AuthPage';
import { usePasswordMessages } from '../../login/usePasswordMessages';
import { passwordResetScreenOpened, resetPasswordRequested } from '../slice';

/** /reset/:token: New and Confirm Password; after success a success image and a Login button. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { resetBusy, resetDone } = useAppSelector((state) => state.passwordReset);
  const passwordMessages = usePasswordMessages();
  const mobile = useIsPhoneOrTablet();

  useEffect(() => {
    dispatch(passwordResetScreenOpened());
  }, [dispatch]);

  return (
    <AuthPage sideTitleId="app.passwordReset.reset.sideTitle" sideTextId="app.passwordReset.reset.sideText">
      <ResetPasswordForm
        onSubmit={(values) => dispatch(resetPasswordRequested({ ...values, token }))}
        onLogin={() => (mobile ? openCompanionApp(currentDevice()) : void navigate('/login'))}
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
          login: t(mobile ? 'app.common.action.loginWithApp' : 'app.common.action.login'),
        }}
        messages={{ ...passwordMessages, confirmMismatch: t('app.passwordReset.reset.mismatch') }}
      />
    </AuthPage>
  );
}

export { ResetPasswordPage as Component };
