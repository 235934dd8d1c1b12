import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@wellness/ui/components/Button';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { currentDevice, isPhoneOrTablet, openCompanionApp } from '../../companionApp/companionApp';
import { AuthPage, AuthText, AuthTitle, Stack } from '../../shell/AuthPage';
import { RouteLoading } from '../../shell/RouteLoading';
import { PLACEHOLDER_TOKEN } from '../saga';
import { verificationRequested } from '../slice';
import { VerifyEmailNoticePage } from './VerifyEmailNoticePage';

const titles = {
  completed: ['app.verifyEmail.result.completedTitle', 'app.verifyEmail.result.completedText'],
  alreadyVerified: ['app.verifyEmail.result.alreadyTitle', 'app.verifyEmail.result.alreadyText'],
  expired: ['app.verifyEmail.result.expiredTitle', 'app.verifyEmail.result.expiredText'],
} as const;

/** /verify/email/:token: verifies on load (unless the token is the placeholder) and shows one of three outcomes. */
export function VerifyEmailPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const placeholder = token === PLACEHOLDER_TOKEN || token === '';
  const outcome = useAppSelector((state) => state.verifyEmail.outcome);
  const device = useMemo(() => currentDevice(), []);

  useEffect(() => {
    if (!placeholder) dispatch(verificationRequested(token));
  }, [dispatch, token, placeholder]);

  // The placeholder link (no real token) verifies nothing: it shows the check-your-inbox notice.
  if (placeholder) return <VerifyEmailNoticePage />;
  const shown = outcome;
  return (
    <AuthPage sideTitleId="app.verifyEmail.result.sideTitle" sideTextId="app.verifyEmail.result.sideText">
      {shown === 'verifying' ? (
        <RouteLoading />
      ) : (
        <Stack>
          <div>
            <AuthTitle>{t(titles[shown][0])}</AuthTitle>
            <AuthText>{t(titles[shown][1])}</AuthText>
          </div>
          {isPhoneOrTablet(device) ? (
            <Button fullWidth onClick={() => openCompanionApp(device)}>
              {t('app.common.action.loginWithApp')}
            </Button>
          ) : (
            <Button as={Link} to="/login" fullWidth>
              {t('app.common.action.login')}
            </Button>
          )}
          {shown === 'expired' && (
            <Button as={Link} to="/Signup" variant="secondary" fullWidth>
              {t('app.verifyEmail.result.register')}
            </Button>
          )}
        </Stack>
      )}
    </AuthPage>
  );
}

export { VerifyEmailPage as Component };
