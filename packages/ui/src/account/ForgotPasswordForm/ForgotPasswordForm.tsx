import { MailCheck } from 'lucide-react';
import styled from 'styled-components';
import { AccountForm, Centered, Fields, FormSubmit, FormTextField, TextLink } from '../shared/formParts';
import {
  forgotPasswordMessages,
  validateForgotPassword,
  type ForgotPasswordMessages,
  type ForgotPasswordValues,
} from '../validation';

export interface ForgotPasswordFormLabels {
  title: string;
  text: string;
  email: string;
  submit: string;
  busy: string;
  sent: string;
  backToLogin: string;
}

export const defaultForgotPasswordFormLabels: ForgotPasswordFormLabels = {
  title: 'Reset Password',
  text: 'Enter the email address of your account and we will send you a link to reset your password.',
  email: 'Email',
  submit: 'Reset Password',
  busy: 'Sending...',
  sent: 'A reset link has been sent to your registered email. Please check your inbox.',
  backToLogin: 'Back to Login',
};

export interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotPasswordValues) => void;
  onBackToLogin?: () => void;
  loginHref?: string;
  busy?: boolean;
  /** After success: the form is disabled and the sent text shows (§2). */
  sent?: boolean;
  error?: string;
  initialValues?: Partial<ForgotPasswordValues>;
  labels?: Partial<ForgotPasswordFormLabels>;
  messages?: Partial<ForgotPasswordMessages>;
}

const SentNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.success.subtle};
  color: ${({ theme }) => theme.color.success.fg};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    margin-block-start: 2px;
  }
`;

/** /forgetPassword: asks for the e-mail; after success the form is disabled and says the link was sent. */
export function ForgotPasswordForm({
  onSubmit,
  onBackToLogin,
  loginHref = '/login',
  busy = false,
  sent = false,
  error,
  initialValues,
  labels,
  messages,
}: ForgotPasswordFormProps) {
  const text = { ...defaultForgotPasswordFormLabels, ...labels };
  const rules = { ...forgotPasswordMessages, ...messages };
  return (
    <AccountForm<ForgotPasswordValues>
      title={text.title}
      lead={text.text}
      error={error}
      onSubmit={(values) => onSubmit({ email: values.email.trim() })}
      validate={(values) => validateForgotPassword(values, rules)}
      initialValues={initialValues}
    >
      <div role="status">
        {sent && (
          <SentNote>
            <MailCheck aria-hidden="true" />
            <span>{text.sent}</span>
          </SentNote>
        )}
      </div>
      <Fields disabled={busy || sent}>
        <FormTextField name="email" type="email" label={text.email} autoComplete="email" required />
      </Fields>
      <FormSubmit busy={busy} busyLabel={text.busy} disabled={sent}>
        {text.submit}
      </FormSubmit>
      <Centered>
        <TextLink href={loginHref} onNavigate={onBackToLogin}>
          {text.backToLogin}
        </TextLink>
      </Centered>
    </AccountForm>
  );
}
