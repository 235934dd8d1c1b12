import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Button } from '@wellness/ui/components/Button';
import { validatePhoneCode, type PhoneCodeValues } from '@wellness/ui/account';
import { useAppDispatch } from '../../../app/hooks';
import { timing } from '../../../config/timing';
import { TextInputField } from '../../../lib/formFields';
import { notify } from '../../notifications/slice';
import { AuthPage, AuthText, AuthTitle, Stack } from '../../shell/AuthPage';

/** /verification/phone: asks for a 4-digit code. The spec wires it to no call, so it says so instead of pretending. */
export function PhoneCodePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const messages = useMemo(
    () => ({ invalid: intl.formatMessage({ id: 'app.phoneCode.form.invalid' }) }),
    [intl],
  );
  return (
    <AuthPage sideTitleId="app.phoneCode.page.sideTitle" sideTextId="app.phoneCode.page.sideText">
      <AuthTitle>{t('app.phoneCode.form.title')}</AuthTitle>
      <AuthText>{t('app.phoneCode.form.text')}</AuthText>
      <Form<PhoneCodeValues>
        onSubmit={() => {
          dispatch(notify('info', { id: 'app.phoneCode.toast.notAvailable' }, timing.toastMs));
        }}
        validate={(values) => validatePhoneCode(values, messages)}
        render={({ handleSubmit, invalid, pristine }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack>
              <TextInputField
                name="code"
                label={t('app.phoneCode.form.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                required
              />
              <Button type="submit" fullWidth disabled={invalid || pristine}>
                {t('app.phoneCode.form.submit')}
              </Button>
            </Stack>
          </form>
        )}
      />
    </AuthPage>
  );
}

export { PhoneCodePage as Component };
