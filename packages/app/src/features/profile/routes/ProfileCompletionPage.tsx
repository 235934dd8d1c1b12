import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Button } from '@wellness/ui/components/Button';
import {
  validateProfileCompletion,
  type ProfileCompletionMessages,
  type ProfileCompletionValues,
} from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CheckboxField, SelectField, TextInputField } from '../../../lib/formFields';
import { logoutRequested } from '../../session/slice';
import { selectUser } from '../../session/selectors';
import { AuthPage, AuthTitle, Row, Stack } from '../../shell/AuthPage';
import { profileCompletionRequested } from '../slice';
import { useCountryOptions } from '../useCountryOptions';

/** /profileUpdate: the first-time form (name, country, state, city, zipCode, terms); success goes to /packages. */
export function ProfileCompletionPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => state.profile.completionBusy);
  const user = useAppSelector(selectUser);
  const countries = useCountryOptions();
  const messages: ProfileCompletionMessages = useMemo(
    () => ({
      required: intl.formatMessage({ id: 'app.common.field.required' }),
      zipCodeMin: intl.formatMessage({ id: 'app.profile.validation.zipCodeMin' }),
      cityStateMin: intl.formatMessage({ id: 'app.profile.validation.cityStateMin' }),
      terms: intl.formatMessage({ id: 'app.profile.completion.termsRequired' }),
    }),
    [intl],
  );
  const initialValues = useMemo(() => ({ name: user?.name ?? '', terms: false }), [user?.name]);

  return (
    <AuthPage sideTitleId="app.profile.completion.sideTitle" sideTextId="app.profile.completion.sideText">
      <AuthTitle>{t('app.profile.completion.title')}</AuthTitle>
      <Form<ProfileCompletionValues>
        onSubmit={({ name, country, state, city, zipCode }) => {
          dispatch(
            profileCompletionRequested({
              name: name.trim(),
              country,
              state: state.trim(),
              city: city.trim(),
              zipCode: zipCode.trim(),
            }),
          );
        }}
        initialValues={initialValues}
        validate={(values) => validateProfileCompletion(values, messages)}
        render={({ handleSubmit, invalid }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
            <Stack>
              <TextInputField name="name" label={t('app.profile.field.name')} autoComplete="name" required />
              <SelectField
                name="country"
                label={t('app.profile.field.country')}
                options={countries}
                placeholder={t('app.profile.field.select')}
                autoComplete="country-name"
                required
              />
              <TextInputField
                name="state"
                label={t('app.profile.field.state')}
                autoComplete="address-level1"
                required
              />
              <TextInputField
                name="city"
                label={t('app.profile.field.city')}
                autoComplete="address-level2"
                required
              />
              <TextInputField
                name="zipCode"
                label={t('app.profile.field.zipCode')}
                autoComplete="postal-code"
                required
              />
              <CheckboxField name="terms" label={t('app.profile.completion.terms')} />
              <Button
                type="submit"
                fullWidth
                disabled={invalid}
                busy={busy}
                busyLabel={t('app.profile.completion.busy')}
              >
                {t('app.profile.completion.submit')}
              </Button>
            </Stack>
          </form>
        )}
      />
      <Row>
        <Button variant="tertiary" onClick={() => dispatch(logoutRequested())}>
          {t('app.profile.completion.otherAccount')}
        </Button>
      </Row>
    </AuthPage>
  );
}

export { ProfileCompletionPage as Component };
