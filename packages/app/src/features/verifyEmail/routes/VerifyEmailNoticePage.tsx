import { useIntl } from 'react-intl';
import { usePublicServices } from '../../../app/publicServices';
import { VerifyEmailNotice } from '@wellness/ui/account/VerifyEmailNotice';
import { AuthPage } from '../../shell/AuthPage';

/** /verify/email (and /verification): the account is created; the member checks their inbox. */
export function VerifyEmailNoticePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { navigate } = usePublicServices();
  return (
    <AuthPage sideTitleId="app.verifyEmail.notice.sideTitle" sideTextId="app.verifyEmail.notice.sideText">
      <VerifyEmailNotice
        onLogin={() => navigate('/login')}
        labels={{
          title: t('app.verifyEmail.notice.title'),
          text: t('app.verifyEmail.notice.text'),
          login: t('app.common.action.login'),
        }}
      />
    </AuthPage>
  );
}

export { VerifyEmailNoticePage as Component };
