import { MailCheck } from 'lucide-react';
import { Button } from '../../components/Button';
import { MessagePanel } from '../shared/MessagePanel';

export interface VerifyEmailNoticeLabels {
  title: string;
  text: string;
  login: string;
}

export const defaultVerifyEmailNoticeLabels: VerifyEmailNoticeLabels = {
  title: 'Please Conform Your Email',
  text: 'Your account has been created. We have sent a verification link to your email: please check your inbox.',
  login: 'Go to Login page',
};

export interface VerifyEmailNoticeProps {
  /** The address the link went to, shown in bold when given. */
  email?: string;
  onLogin?: () => void;
  labels?: Partial<VerifyEmailNoticeLabels>;
}

/** /verify/email: the static notice after sign-up (account created, check the inbox). */
export function VerifyEmailNotice({ email, onLogin, labels }: VerifyEmailNoticeProps) {
  const text = { ...defaultVerifyEmailNoticeLabels, ...labels };
  return (
    <MessagePanel
      tone="info"
      icon={<MailCheck />}
      title={text.title}
      text={
        <>
          {text.text}
          {email && (
            <>
              <br />
              <strong>{email}</strong>
            </>
          )}
        </>
      }
      actions={
        onLogin && (
          <Button variant="secondary" onClick={onLogin}>
            {text.login}
          </Button>
        )
      }
    />
  );
}
