import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@wellness/ui/components/Button';
import { ProfileCompletionForm } from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { logoutRequested } from '../../session/slice';
import { selectUser } from '../../session/selectors';
import { AuthPage, Row } from '../../shell/AuthPage';
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
  const initialValues = useMemo(() => ({ name: user?.name ?? '' }), [user?.name]);

  return (
    <AuthPage sideTitleId="app.profile.completion.sideTitle" sideTextId="app.profile.completion.sideText">
      <ProfileCompletionForm
        countries={countries}
        initialValues={initialValues}
        onSubmit={({ name, country, state, city, zipCode }) =>
          dispatch(
            profileCompletionRequested({
              name: name.trim(),
              country,
              state: state.trim(),
              city: city.trim(),
              zipCode: zipCode.trim(),
            }),
          )
        }
        busy={busy}
        labels={{
          title: t('app.profile.completion.title'),
          name: t('app.profile.field.name'),
          country: t('app.profile.field.country'),
          countryPlaceholder: t('app.profile.field.select'),
          state: t('app.profile.field.state'),
          city: t('app.profile.field.city'),
          zipCode: t('app.profile.field.zipCode'),
          terms: t('app.profile.completion.terms'),
          submit: t('app.profile.completion.submit'),
          busy: t('app.profile.completion.busy'),
        }}
        messages={{
          required: t('app.common.field.required'),
          zipCodeMin: t('app.profile.validation.zipCodeMin'),
          cityStateMin: t('app.profile.validation.cityStateMin'),
          terms: t('app.profile.completion.termsRequired'),
        }}
      />
      {/* A way out for someone who signed in with the wrong account. */}
      <Row>
        <Button variant="tertiary" onClick={() => dispatch(logoutRequested())}>
          {t('app.profile.completion.otherAccount')}
        </Button>
      </Row>
    </AuthPage>
  );
}

export { ProfileCompletionPage as Component };
