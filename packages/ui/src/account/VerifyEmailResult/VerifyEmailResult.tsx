import { CircleCheck, Clock, MailCheck } from 'lucide-react';
import { Button } from '../../components/Button';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { MessagePanel } from '../shared/MessagePanel';

export type VerifyEmailOutcome = 'completed' | 'alreadyVerified' | 'expired' | 'verifying';

export interface VerifyEmailResultLabels {
  completedTitle: string;
  completedText: string;
  alreadyVerifiedTitle: string;
  alreadyVerifiedText: string;
  expiredTitle: string;
  expiredText: string;
  verifying: string;
  /** 'Login', or 'Login with App' on phones and tablets. */
  login: string;
}

export const defaultVerifyEmailResultLabels: VerifyEmailResultLabels = {
  completedTitle: 'Email Verification completed',
  completedText: 'Your account is verified. Kindly login.',
  alreadyVerifiedTitle: 'Email Already Verified',
  alreadyVerifiedText: 'Go to Login page',
  expiredTitle: 'Link Expired',
  expiredText: 'Please Register Again',
  verifying: 'Verifying your email...',
  login: 'Login',
};

export interface VerifyEmailResultProps {
  outcome: VerifyEmailOutcome;
  onLogin: () => void;
  /** For 'expired': a second action to the sign-up page, shown when given. */
  onRegister?: () => void;
  registerLabel?: string;
  labels?: Partial<VerifyEmailResultLabels>;
}

/** /verify/email/{token}: the result of verifying the e-mail address (§2, §8). */
export function VerifyEmailResult({
  outcome,
  onLogin,
  onRegister,
  registerLabel = 'Create an account',
  labels,
}: VerifyEmailResultProps) {
  const text = { ...defaultVerifyEmailResultLabels, ...labels };
  if (outcome === 'verifying') {
    return (
      <MessagePanel
        tone="info"
        icon={null}
        art={<LoadingIndicator label={text.verifying} hideLabel size="lg" />}
        title={text.verifying}
      />
    );
  }
  const content = {
    completed: {
      tone: 'success',
      icon: <CircleCheck />,
      title: text.completedTitle,
      body: text.completedText,
    },
    alreadyVerified: {
      tone: 'info',
      icon: <MailCheck />,
      title: text.alreadyVerifiedTitle,
      body: text.alreadyVerifiedText,
    },
    expired: { tone: 'warning', icon: <Clock />, title: text.expiredTitle, body: text.expiredText },
  } as const;
  const { tone, icon, title, body } = content[outcome];
  return (
    <MessagePanel
      tone={tone}
      icon={icon}
      title={title}
      text={body}
      actions={
        <>
          <Button size="lg" onClick={onLogin}>
            {text.login}
          </Button>
          {outcome === 'expired' && onRegister && (
            <Button variant="tertiary" onClick={onRegister}>
              {registerLabel}
            </Button>
          )}
        </>
      }
    />
  );
}
