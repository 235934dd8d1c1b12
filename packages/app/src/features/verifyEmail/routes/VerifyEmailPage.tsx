import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { VerifyEmailResult } from '@wellness/ui/account/VerifyEmailResult';
import { usePublicServices } from '../../../app/publicServices';
import { openCompanionApp, useCompanionApp } from '../../companionApp/companionApp';
import { AuthPage } from '../../shell/AuthPage';
import { PLACEHOLDER_TOKEN, verifyEmailOnce, type VerificationOutcome } from '../flows';
import { VerifyEmailNoticePage } from './VerifyEmailNoticePage';

/**
 * /verify/email/:token: verifies on load and shows one of three outcomes with a Login button ('Login with App'
 * on phones and tablets). The placeholder token verifies nothing and shows the check-your-inbox notice.
 */
export function VerifyEmailPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const services = usePublicServices();
  const { navigate } = services;
  const token = services.params.token ?? '';
  const placeholder = token === PLACEHOLDER_TOKEN || token === '';
  const [verified, setVerified] = useState<{ token: string; outcome: VerificationOutcome } | null>(null);
  const outcome = verified?.token === token ? verified.outcome : 'verifying';
  // A phone or tablet of a deployment with a companion app: 'Login with App' opens it (§2).
  const companionApp = useCompanionApp();

  useEffect(() => {
    if (placeholder) return;
    let current = true;
    void verifyEmailOnce(services, token).then((result) => {
      if (current) setVerified({ token, outcome: result });
    });
    return () => {
      current = false;
    };
    // The token decides; the services are the same for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, placeholder]);

  if (placeholder) return <VerifyEmailNoticePage />;
  return (
    <AuthPage sideTitleId="app.verifyEmail.result.sideTitle" sideTextId="app.verifyEmail.result.sideText">
      <VerifyEmailResult
        outcome={outcome}
        onLogin={() => (companionApp ? openCompanionApp(companionApp) : navigate('/login'))}
        onRegister={() => navigate('/Signup')}
        registerLabel={t('app.verifyEmail.result.register')}
        labels={{
          completedTitle: t('app.verifyEmail.result.completedTitle'),
          completedText: t('app.verifyEmail.result.completedText'),
          alreadyVerifiedTitle: t('app.verifyEmail.result.alreadyTitle'),
          alreadyVerifiedText: t('app.verifyEmail.result.alreadyText'),
          expiredTitle: t('app.verifyEmail.result.expiredTitle'),
          expiredText: t('app.verifyEmail.result.expiredText'),
          verifying: t('app.verifyEmail.result.verifying'),
          login: t(companionApp ? 'app.common.action.loginWithApp' : 'app.common.action.login'),
        }}
      />
    </AuthPage>
  );
}

export { VerifyEmailPage as Component };
