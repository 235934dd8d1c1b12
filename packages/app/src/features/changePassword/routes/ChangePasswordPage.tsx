import { useIntl } from 'react-intl';
import { ChangePasswordForm } from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePasswordMessages } from '../../login/usePasswordMessages';
import { NarrowColumn, Surface } from '../../shell/PageParts';
import { changePasswordRequested } from '../slice';

/** /changePassword: validated on blur, submit disabled until valid and changed; success goes to /dashboard. */
export function ChangePasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => state.changePassword.busy);
  const passwordMessages = usePasswordMessages();
  return (
    <NarrowColumn>
      <Surface>
        <ChangePasswordForm
          onSubmit={(values) => dispatch(changePasswordRequested(values))}
          busy={busy}
          labels={{
            title: t('app.changePassword.form.title'),
            oldPassword: t('app.changePassword.form.oldPassword'),
            newPassword: t('app.changePassword.form.newPassword'),
            confirmPassword: t('app.changePassword.form.confirmPassword'),
            showPassword: t('app.common.password.show'),
            hidePassword: t('app.common.password.hide'),
            submit: t('app.changePassword.form.submit'),
            busy: t('app.changePassword.form.busy'),
          }}
          messages={{
            ...passwordMessages,
            oldRequired: passwordMessages.required,
            confirmMismatch: t('app.changePassword.form.mismatch'),
          }}
        />
      </Surface>
    </NarrowColumn>
  );
}

export { ChangePasswordPage as Component };
