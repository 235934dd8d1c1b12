import { Button } from '../../components/Button';
import {
  AccountForm,
  defaultPasswordToggleLabels,
  Fields,
  FormSubmit,
  NewPasswordFields,
} from '../shared/formParts';
import { MessagePanel } from '../shared/MessagePanel';
import {
  resetPasswordMessages,
  validateResetPassword,
  type ResetPasswordMessages,
  type ResetPasswordValues,
} from '../validation';
import { ResetSuccessArt } from './ResetSuccessArt';

export interface ResetPasswordFormLabels {
  title: string;
  newPassword: string;
  confirmPassword: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  busy: string;
  successTitle: string;
  /** 'Login', or 'Login with App' on phones and tablets. */
  login: string;
}

export const defaultResetPasswordFormLabels: ResetPasswordFormLabels = {
  title: 'Reset Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  ...defaultPasswordToggleLabels,
  submit: 'Reset Password',
  busy: 'Resetting...',
  successTitle: 'Password Reset Successful',
  login: 'Login',
};

/** Side text of the reset page's AuthLayout (§2). */
export const resetPasswordSideText = {
  title: 'Just One Step Away',
  text: 'reset your password and restore your activities',
} as const;

export interface ResetPasswordFormProps {
  /** Receives { newPassword, confirmPassword }; the app adds the token from the address. */
  onSubmit: (values: ResetPasswordValues) => void;
  onLogin: () => void;
  busy?: boolean;
  /** After success: a success image and a Login button instead of the form. */
  success?: boolean;
  error?: string;
  labels?: Partial<ResetPasswordFormLabels>;
  messages?: Partial<ResetPasswordMessages>;
}

/** /reset/{token}: New Password and Confirm Password with show/hide; Reset Password disabled until valid. */
export function ResetPasswordForm({
  onSubmit,
  onLogin,
  busy = false,
  success = false,
  error,
  labels,
  messages,
}: ResetPasswordFormProps) {
  const text = { ...defaultResetPasswordFormLabels, ...labels };
  const rules = { ...resetPasswordMessages, ...messages };
  if (success) {
    return (
      <MessagePanel
        tone="success"
        icon={null}
        art={<ResetSuccessArt />}
        title={text.successTitle}
        actions={
          <Button size="lg" onClick={onLogin}>
            {text.login}
          </Button>
        }
      />
    );
  }
  return (
    <AccountForm<ResetPasswordValues>
      title={text.title}
      error={error}
      onSubmit={(values) =>
        onSubmit({ newPassword: values.newPassword, confirmPassword: values.confirmPassword })
      }
      validate={(values) => validateResetPassword(values, rules)}
    >
      <Fields disabled={busy}>
        <NewPasswordFields
          name="newPassword"
          label={text.newPassword}
          confirmLabel={text.confirmPassword}
          toggleLabels={text}
        />
      </Fields>
      <FormSubmit busy={busy} busyLabel={text.busy}>
        {text.submit}
      </FormSubmit>
    </AccountForm>
  );
}
