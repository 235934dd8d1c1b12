import { useId } from 'react';
import { Form } from 'react-final-form';
import { Button } from '../../components/Button';
import { Fields, FormAlert, FormRoot, FormTextField, HeaderGroup, Heading } from '../shared/formParts';
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
  showPassword: 'Show password',
  hidePassword: 'Hide password',
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
  const titleId = useId();
  const toggles = { showPasswordLabel: text.showPassword, hidePasswordLabel: text.hidePassword };
  return (
    <Form<ChangePasswordValues>
      onSubmit={({ oldPassword, newPassword, confirmPassword }) =>
        onSubmit({ oldPassword, newPassword, confirmPassword })
      }
      validate={(values) => validateChangePassword(values, rules)}
      render={({ handleSubmit, invalid, pristine }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <HeaderGroup>
            <Heading id={titleId}>{text.title}</Heading>
          </HeaderGroup>
          {error && <FormAlert>{error}</FormAlert>}
          <Fields disabled={busy}>
            <FormTextField
              name="oldPassword"
              type="password"
              label={text.oldPassword}
              autoComplete="current-password"
              required
              {...toggles}
            />
            <FormTextField
              name="newPassword"
              type="password"
              label={text.newPassword}
              autoComplete="new-password"
              required
              {...toggles}
            />
            <FormTextField
              name="confirmPassword"
              type="password"
              label={text.confirmPassword}
              autoComplete="new-password"
              required
              {...toggles}
            />
          </Fields>
          <Button
            type="submit"
            fullWidth
            size="lg"
            disabled={invalid || pristine}
            busy={busy}
            busyLabel={text.busy}
          >
            {text.submit}
          </Button>
        </FormRoot>
      )}
    />
  );
}
