import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@wellness/ui/components/Avatar';
import { PackageBadge } from '@wellness/ui/components/Badge';
import { Button } from '@wellness/ui/components/Button';
import { FileField } from '@wellness/ui/components/FileField';
import {
  ageGroups,
  validateProfile,
  type ProfileMessages,
  type ProfileValues as FormValues,
} from '@wellness/ui/account';
import type { User } from '@wellness/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SelectField, TextInputField } from '../../../lib/formFields';
import { selectUser } from '../../session/selectors';
import { Actions, FieldGrid, PageTitle, Surface } from '../../shell/PageParts';
import { profileUpdateRequested, type ProfileValues } from '../slice';
import { useCallingCodeOptions, useCountryOptions } from '../useCountryOptions';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 20rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const Identity = styled(Surface)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Muted = styled.p`
  margin: 0;
  max-inline-size: 100%;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: 100%;
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

type Values = Omit<FormValues, 'image'> & { image: File | null };

function formValuesOf(user: User): Values {
  const [firstName = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: user.email,
    countryCode: user.countryCode ?? '',
    mobile: user.mobile ?? '',
    ageGroup: user.ageGroup ?? '',
    gender: user.gender ?? '',
    addressLine1: user.addressLine1 ?? '',
    addressLine2: user.addressLine2 ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    country: user.country ?? '',
    image: null,
  };
}

/** Only what changed is sent; first and last name go as one name (§5). */
function changedFields(initial: Values, values: Values): ProfileValues {
  const changes: ProfileValues = {};
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  if (name !== `${initial.firstName} ${initial.lastName}`.trim()) changes.name = name;
  const plain = [
    'countryCode',
    'mobile',
    'ageGroup',
    'gender',
    'addressLine1',
    'addressLine2',
    'city',
    'state',
    'zipCode',
    'country',
  ] as const;
  for (const key of plain) {
    const value = values[key].trim();
    if (value !== initial[key] && (value !== '' || key === 'addressLine2')) changes[key] = value;
  }
  if (values.image) changes.image = values.image;
  return changes;
}

function PackagePanel({ user }: { user: User }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const current = user.package;
  return (
    <Surface aria-labelledby="package-title">
      <SectionTitle id="package-title">{t('app.profile.package.title')}</SectionTitle>
      {current ? (
        <>
          <PackageBadge color={current.colour} size="md">
            {current.name}
          </PackageBadge>
          {current.expiry && (
            <Muted>
              {t('app.profile.package.expires', {
                // MMM DD, YYYY in English (§9); the same parts in the member's language.
                date: intl.formatDate(current.expiry, { month: 'short', day: '2-digit', year: 'numeric' }),
              })}
            </Muted>
          )}
        </>
      ) : (
        <Muted>{t('app.profile.package.none')}</Muted>
      )}
      <Actions>
        <Button as={Link} to="/packages" variant="secondary">
          {t(current ? 'app.profile.package.upgrade' : 'app.profile.package.select')}
        </Button>
      </Actions>
    </Surface>
  );
}

/** My Profile (§2): avatar, name, package panel, the profile form, links to Change Password and Change Address. */
export function ProfilePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const busy = useAppSelector((state) => state.profile.profileBusy);
  const countries = useCountryOptions();
  const callingCodes = useCallingCodeOptions();
  const messages: ProfileMessages = useMemo(
    () => ({
      required: intl.formatMessage({ id: 'app.common.field.required' }),
      emailInvalid: intl.formatMessage({ id: 'app.login.validation.emailInvalid' }),
      emailRequired: intl.formatMessage({ id: 'app.login.validation.emailRequired' }),
      mobileDigits: intl.formatMessage({ id: 'app.profile.validation.mobileDigits' }),
      mobileMin: intl.formatMessage({ id: 'app.profile.validation.mobileMin' }),
      mobileMax: intl.formatMessage({ id: 'app.profile.validation.mobileMax' }),
      imageType: intl.formatMessage({ id: 'app.profile.toast.imageType' }),
    }),
    [intl],
  );
  const initialValues = useMemo(() => (user ? formValuesOf(user) : null), [user]);
  // After logout the page is left at once; nothing to show meanwhile.
  if (!user || !initialValues) return null;

  const genders = [
    { value: 'Male', label: t('app.profile.gender.male') },
    { value: 'Female', label: t('app.profile.gender.female') },
    { value: 'Other', label: t('app.profile.gender.other') },
  ];
  const name = user.name?.trim() || user.email;

  return (
    <>
      <PageTitle>{t('app.profile.page.title')}</PageTitle>
      <Layout>
        <div style={{ display: 'grid', gap: 24 }}>
          <Identity aria-label={name}>
            <Avatar name={name} src={user.image} size="xl" decorative />
            <Name>{name}</Name>
            <Muted>{user.email}</Muted>
            <Links>
              <Button as={Link} to="/changePassword" variant="tertiary">
                {t('app.profile.page.changePassword')}
              </Button>
              <Button as={Link} to="/changeaddress" variant="tertiary">
                {t('app.profile.page.changeAddress')}
              </Button>
            </Links>
          </Identity>
          <PackagePanel user={user} />
        </div>
        <Surface>
          <Form<Values>
            onSubmit={(values) => {
              dispatch(profileUpdateRequested(changedFields(initialValues, values)));
            }}
            initialValues={initialValues}
            validate={(values) => validateProfile(values, messages)}
            validateOnBlur
            render={({ handleSubmit, invalid, pristine, form }) => (
              <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
                <FieldGrid>
                  <TextInputField
                    name="firstName"
                    label={t('app.profile.field.firstName')}
                    autoComplete="given-name"
                    required
                  />
                  <TextInputField
                    name="lastName"
                    label={t('app.profile.field.lastName')}
                    autoComplete="family-name"
                  />
                  <TextInputField
                    name="email"
                    type="email"
                    label={t('app.common.field.email')}
                    readOnly
                    required
                  />
                  <SelectField
                    name="countryCode"
                    label={t('app.profile.field.countryCode')}
                    options={callingCodes}
                    placeholder={t('app.profile.field.select')}
                    required
                  />
                  <TextInputField
                    name="mobile"
                    type="tel"
                    inputMode="numeric"
                    label={t('app.profile.field.mobile')}
                    autoComplete="tel-national"
                    required
                  />
                  <SelectField
                    name="gender"
                    label={t('app.profile.field.gender')}
                    options={genders}
                    placeholder={t('app.profile.field.select')}
                  />
                  <SelectField
                    name="ageGroup"
                    label={t('app.profile.field.ageGroup')}
                    options={ageGroups.map((group) => ({ value: group, label: group }))}
                    placeholder={t('app.profile.field.select')}
                  />
                  <TextInputField
                    name="addressLine1"
                    label={t('app.profile.field.addressLine1')}
                    autoComplete="address-line1"
                  />
                  <TextInputField
                    name="addressLine2"
                    label={t('app.profile.field.addressLine2')}
                    autoComplete="address-line2"
                  />
                  <TextInputField
                    name="city"
                    label={t('app.profile.field.city')}
                    autoComplete="address-level2"
                    required
                  />
                  <TextInputField
                    name="state"
                    label={t('app.profile.field.state')}
                    autoComplete="address-level1"
                  />
                  <TextInputField
                    name="zipCode"
                    label={t('app.profile.field.zipCode')}
                    autoComplete="postal-code"
                  />
                  <SelectField
                    name="country"
                    label={t('app.profile.field.country')}
                    options={countries}
                    placeholder={t('app.profile.field.select')}
                    required
                  />
                  <Field<File | null> name="image">
                    {({ meta }) => (
                      <FileField
                        label={t('app.profile.field.image')}
                        accept=".jpg,.jpeg,.png"
                        typeErrorText={messages.imageType}
                        chooseLabel={t('app.profile.field.chooseFile')}
                        noFileLabel={t('app.profile.field.noFile')}
                        errorText={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
                        onFileSelect={(file) => form.change('image', file)}
                      />
                    )}
                  </Field>
                </FieldGrid>
                <Actions>
                  <Button
                    type="submit"
                    disabled={invalid || pristine}
                    busy={busy}
                    busyLabel={t('app.profile.page.saving')}
                  >
                    {t('app.profile.page.save')}
                  </Button>
                </Actions>
              </form>
            )}
          />
        </Surface>
      </Layout>
    </>
  );
}

export { ProfilePage as Component };
