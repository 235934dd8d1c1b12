import {
  AccountForm,
  defaultPasswordToggleLabels,
  Fields,
  FormPasswordField,
  FormSubmit,
  NewPasswordFields,
} from '../shared/formParts';
import {
  changePasswordMessages,
  validateChangePassword,
  type ChangePasswordMessages,
  type ChangePasswordValues,
} from '../validation';

export interface ChangePasswordFormLabels {
  title: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  busy: string;
}

export const defaultChangePasswordFormLabels: ChangePasswordFormLabels = {
  title: 'Change Password',
  oldPassword: 'Old Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  ...defaultPasswordToggleLabels,
  submit: 'Change Password',
  busy: 'Saving...',
};

export interface ChangePasswordFormProps {
  /** Receives { oldPassword, newPassword, confirmPassword }, the body of PATCH /user/password/change. */
  onSubmit: (values: ChangePasswordValues) => void;
  busy?: boolean;
  error?: string;
  labels?: Partial<ChangePasswordFormLabels>;
  messages?: Partial<ChangePasswordMessages>;
}

/** /changePassword: old, new and confirm; checked on blur; submit disabled until changed and valid. */
export function ChangePasswordForm({
  onSubmit,
  busy = false,
  error,
  labels,
  messages,
}: ChangePasswordFormProps) {
  const text = { ...defaultChangePasswordFormLabels, ...labels };
  const rules = { ...changePasswordMessages, ...messages };
  return (
    <AccountForm<ChangePasswordValues>
      title={text.title}
      error={error}
      onSubmit={({ oldPassword, newPassword, confirmPassword }) =>
        onSubmit({ oldPassword, newPassword, confirmPassword })
      }
      validate={(values) => validateChangePassword(values, rules)}
    >
      <Fields disabled={busy}>
        <FormPasswordField
          name="oldPassword"
          label={text.oldPassword}
          autoComplete="current-password"
          required
          toggleLabels={text}
        />
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
