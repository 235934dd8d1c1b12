import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@wellness/ui/components/Button';
import { AuthPage, AuthText, AuthTitle } from '../../shell/AuthPage';

/** /verify/email (and /verification): the account is created; the member checks their inbox. */
export function VerifyEmailNoticePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <AuthPage sideTitleId="app.verifyEmail.notice.sideTitle" sideTextId="app.verifyEmail.notice.sideText">
      <AuthTitle>{t('app.verifyEmail.notice.title')}</AuthTitle>
      <AuthText>{t('app.verifyEmail.notice.text')}</AuthText>
      <Button as={Link} to="/login" variant="secondary" fullWidth>
        {t('app.common.action.login')}
      </Button>
    </AuthPage>
  );
}

export { VerifyEmailNoticePage as Component };
