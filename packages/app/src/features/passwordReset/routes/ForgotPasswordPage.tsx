import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@wellness/ui/components/Button';
import { validateForgotPassword, type ForgotPasswordValues } from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextInputField } from '../../../lib/formFields';
import { AuthPage, AuthText, AuthTitle, Row, Stack } from '../../shell/AuthPage';
import { forgotPasswordRequested, passwordResetScreenOpened } from '../slice';

/** /forgetPassword (also /ForgetPassword): after success the form is disabled and says the link was sent. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const { forgotBusy, linkSent } = useAppSelector((state) => state.passwordReset);
  const messages = useMemo(
    () => ({
      emailInvalid: intl.formatMessage({ id: 'app.passwordReset.forgot.emailInvalid' }),
      emailRequired: intl.formatMessage({ id: 'app.passwordReset.forgot.emailRequired' }),
    }),
    [intl],
  );

  useEffect(() => {
    dispatch(passwordResetScreenOpened());
  }, [dispatch]);

  return (
    <AuthPage sideTitleId="app.passwordReset.forgot.sideTitle" sideTextId="app.passwordReset.forgot.sideText">
      <AuthTitle>{t('app.passwordReset.forgot.title')}</AuthTitle>
      <AuthText role={linkSent ? 'status' : undefined}>
        {t(linkSent ? 'app.passwordReset.forgot.sent' : 'app.passwordReset.forgot.text')}
      </AuthText>
      <Form<ForgotPasswordValues>
        onSubmit={(values) => {
          dispatch(forgotPasswordRequested({ email: values.email.trim() }));
        }}
        validate={(values) => validateForgotPassword(values, messages)}
        render={({ handleSubmit, invalid, pristine }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={forgotBusy}>
            <fieldset disabled={linkSent} style={{ border: 0, margin: 0, padding: 0 }}>
              <Stack>
                <TextInputField
                  name="email"
                  type="email"
                  label={t('app.common.field.email')}
                  autoComplete="email"
                  required
                />
                <Button
                  type="submit"
                  fullWidth
                  disabled={invalid || pristine || linkSent}
                  busy={forgotBusy}
                  busyLabel={t('app.passwordReset.forgot.busy')}
                >
                  {t('app.passwordReset.forgot.submit')}
                </Button>
              </Stack>
            </fieldset>
          </form>
        )}
      />
      <Row>
        <Link to="/login">{t('app.passwordReset.forgot.backToLogin')}</Link>
      </Row>
    </AuthPage>
  );
}

export { ForgotPasswordPage as Component };
