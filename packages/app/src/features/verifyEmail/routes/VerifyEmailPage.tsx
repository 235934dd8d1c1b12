import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { VerifyEmailResult } from '@wellness/ui/account/VerifyEmailResult';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { currentDevice, openCompanionApp, useIsPhoneOrTablet } from '../../companionApp/companionApp';
import { AuthPage } from '../../shell/AuthPage';
import { PLACEHOLDER_TOKEN } from '../saga';
import { verificationRequested } from '../slice';
import { VerifyEmailNoticePage } from './VerifyEmailNoticePage';

/**
 * /verify/email/:token: verifies on load and shows one of three outcomes with a Login button ('Login with App'
 * on phones and tablets). The placeholder token verifies nothing and shows the check-your-inbox notice.
 */
export function VerifyEmailPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const placeholder = token === PLACEHOLDER_TOKEN || token === '';
  const outcome = useAppSelector((state) => state.verifyEmail.outcome);
  const mobile = useIsPhoneOrTablet();

  useEffect(() => {
    if (!placeholder) dispatch(verificationRequested(token));
  }, [dispatch, token, placeholder]);

  if (placeholder) return <VerifyEmailNoticePage />;
  return (
    <AuthPage sideTitleId="app.verifyEmail.result.sideTitle" sideTextId="app.verifyEmail.result.sideText">
      <VerifyEmailResult
        outcome={outcome}
        onLogin={() => (mobile ? openCompanionApp(currentDevice()) : void navigate('/login'))}
        onRegister={() => void navigate('/Signup')}
        registerLabel={t('app.verifyEmail.result.register')}
        labels={{
          completedTitle: t('app.verifyEmail.result.completedTitle'),
          completedText: t('app.verifyEmail.result.completedText'),
          alreadyVerifiedTitle: t('app.verifyEmail.result.alreadyTitle'),
          alreadyVerifiedText: t('app.verifyEmail.result.alreadyText'),
          expiredTitle: t('app.verifyEmail.result.expiredTitle'),
          expiredText: t('app.verifyEmail.result.expiredText'),
          verifying: t('app.verifyEmail.result.verifying'),
          login: t(mobile ? 'app.common.action.loginWithApp' : 'app.common.action.login'),
        }}
      />
    </AuthPage>
  );
}

export { VerifyEmailPage as Component };
