import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Button } from '@wellness/ui/components/Button';
import {
  validateChangePassword,
  type ChangePasswordMessages,
  type ChangePasswordValues,
} from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextInputField } from '../../../lib/formFields';
import { usePasswordMessages } from '../../login/usePasswordMessages';
import { Actions, NarrowColumn, PageTitle, Surface } from '../../shell/PageParts';
import { Stack } from '../../shell/AuthPage';
import { changePasswordRequested } from '../slice';

/** /changePassword: validated on blur, submit disabled until valid and changed; success goes to /dashboard. */
export function ChangePasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => state.changePassword.busy);
  const passwordMessages = usePasswordMessages();
  const messages: ChangePasswordMessages = useMemo(
    () => ({
      ...passwordMessages,
      oldRequired: passwordMessages.required,
      confirmMismatch: intl.formatMessage({ id: 'app.changePassword.form.mismatch' }),
    }),
    [intl, passwordMessages],
  );
  return (
    <NarrowColumn>
      <PageTitle>{t('app.changePassword.form.title')}</PageTitle>
      <Surface>
        <Form<ChangePasswordValues>
          onSubmit={(values) => {
            dispatch(changePasswordRequested(values));
          }}
          validate={(values) => validateChangePassword(values, messages)}
          validateOnBlur
          render={({ handleSubmit, invalid, pristine }) => (
            <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
              <Stack>
                <TextInputField
                  name="oldPassword"
                  type="password"
                  label={t('app.changePassword.form.oldPassword')}
                  autoComplete="current-password"
                  required
                />
                <TextInputField
                  name="newPassword"
                  type="password"
                  label={t('app.changePassword.form.newPassword')}
                  autoComplete="new-password"
                  required
                />
                <TextInputField
                  name="confirmPassword"
                  type="password"
                  label={t('app.changePassword.form.confirmPassword')}
                  autoComplete="new-password"
                  required
                />
              </Stack>
              <Actions>
                <Button
                  type="submit"
                  disabled={invalid || pristine}
                  busy={busy}
                  busyLabel={t('app.changePassword.form.busy')}
                >
                  {t('app.changePassword.form.submit')}
                </Button>
              </Actions>
            </form>
          )}
        />
      </Surface>
    </NarrowColumn>
  );
}

export { ChangePasswordPage as Component };
