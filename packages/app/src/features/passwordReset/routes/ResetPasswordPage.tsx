import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@wellness/ui/components/Button';
import {
  validateResetPassword,
  type ResetPasswordMessages,
  type ResetPasswordValues,
} from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextInputField } from '../../../lib/formFields';
import { AuthPage, AuthText, AuthTitle, Stack } from '../../shell/AuthPage';
import { usePasswordMessages } from '../../login/usePasswordMessages';
import { passwordResetScreenOpened, resetPasswordRequested } from '../slice';

const SuccessImage = styled(CircleCheck)`
  inline-size: 72px;
  block-size: 72px;
  color: ${({ theme }) => theme.color.success.fg};
`;

/** /reset/:token: New and Confirm Password; after success a success image and a Login button. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const { resetBusy, resetDone } = useAppSelector((state) => state.passwordReset);
  const passwordMessages = usePasswordMessages();
  const messages: ResetPasswordMessages = useMemo(
    () => ({
      ...passwordMessages,
      confirmMismatch: intl.formatMessage({ id: 'app.passwordReset.reset.mismatch' }),
    }),
    [intl, passwordMessages],
  );

  useEffect(() => {
    dispatch(passwordResetScreenOpened());
  }, [dispatch]);

  return (
    <AuthPage sideTitleId="app.passwordReset.reset.sideTitle" sideTextId="app.passwordReset.reset.sideText">
      {resetDone ? (
        <Stack role="status">
          <SuccessImage aria-hidden="true" />
          <AuthTitle>{t('app.passwordReset.reset.successTitle')}</AuthTitle>
          <AuthText>{t('app.passwordReset.reset.successText')}</AuthText>
          <Button as={Link} to="/login" fullWidth>
            {t('app.common.action.login')}
          </Button>
        </Stack>
      ) : (
        <>
          <AuthTitle>{t('app.passwordReset.reset.title')}</AuthTitle>
          <Form<ResetPasswordValues>
            onSubmit={(values) => {
              dispatch(resetPasswordRequested({ ...values, token }));
            }}
            validate={(values) => validateResetPassword(values, messages)}
            render={({ handleSubmit, invalid, pristine }) => (
              <form onSubmit={handleSubmit} noValidate aria-busy={resetBusy}>
                <Stack>
                  <TextInputField
                    name="newPassword"
                    type="password"
                    label={t('app.passwordReset.reset.newPassword')}
                    autoComplete="new-password"
                    required
                  />
                  <TextInputField
                    name="confirmPassword"
                    type="password"
                    label={t('app.passwordReset.reset.confirmPassword')}
                    autoComplete="new-password"
                    required
                  />
                  <Button
                    type="submit"
                    fullWidth
                    disabled={invalid || pristine}
                    busy={resetBusy}
                    busyLabel={t('app.passwordReset.reset.busy')}
                  >
                    {t('app.passwordReset.reset.submit')}
                  </Button>
                </Stack>
              </form>
            )}
          />
        </>
      )}
    </AuthPage>
  );
}

export { ResetPasswordPage as Component };
