import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Country, User } from '@wellness/api';
import { Avatar } from '@wellness/ui/components/Avatar';
import { Button } from '@wellness/ui/components/Button';
import {
  MyDataPanel,
  PackagePanel,
  ProfileForm,
  type ProfileSubmit,
  type ProfileValues as FormValues,
} from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { Surface } from '../../shell/PageParts';
import {
  accountDeletionRequested,
  myDataRequested,
  profileUpdateRequested,
  type ProfileValues,
} from '../slice';
import { callingCodeEntry, callingCodeOf, callingCodeOptions } from '../callingCodes';
import { useCountries, useCountryOptions } from '../useCountryOptions';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 20rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-inline-size: 0;
`;

const Identity = styled(Surface)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
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

/** The form's values; its Country Code is the country's entry (several countries share a calling code). */
function formValuesOf(user: User, countries: readonly Country[]): Partial<FormValues> {
  const [firstName = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: user.email,
    countryCode: callingCodeEntry(countries, user.countryCode, user.country),
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

const plainFields = [
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

/** Only what changed is sent (the contract asks for it); first and last name go as one name (§5). */
export function changedFields(user: User, values: ProfileSubmit): ProfileValues {
  const changes: ProfileValues = {};
  const name = values.name.trim();
  if (name !== (user.name ?? '').trim()) changes.name = name;
  for (const key of plainFields) {
    const value = (values[key] ?? '').trim();
    const stored = user[key] ?? '';
    // Empty optional fields are left alone, except the second address line, which may be cleared.
    if (value !== stored && (value !== '' || key === 'addressLine2')) changes[key] = value;
  }
  if (values.image) changes.image = values.image;
  return changes;
}

/** My Profile (§2): avatar, name, package panel, the profile form, links to Change Password and Change Address. */
export function ProfilePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const busy = useAppSelector((state) => state.profile.profileBusy);
  const myData = useAppSelector((state) => state.profile);
  const countries = useCountryOptions();
  const countryList = useCountries();
  const callingCodes = useMemo(() => callingCodeOptions(countryList), [countryList]);
  const initialValues = useMemo(() => (user ? formValuesOf(user, countryList) : {}), [user, countryList]);
  // After logout the page is left at once; nothing to show meanwhile.
  if (!user) return null;

  const name = user.name?.trim() || user.email;
  const memberPackage = user.package
    ? {
        name: user.package.name,
        color: user.package.colour,
        // MMM DD, YYYY in English (§9); the same parts in the member's language.
        expiryDate: user.package.expiry
          ? intl.formatDate(user.package.expiry, { month: 'short', day: '2-digit', year: 'numeric' })
          : undefined,
      }
    : null;

  return (
    <Layout>
      <Column>
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
        <PackagePanel
          memberPackage={memberPackage}
          onChoosePackage={() => void navigate('/packages')}
          labels={{
            title: t('app.profile.package.title'),
            expiry: t('app.profile.package.expiry'),
            none: t('app.profile.package.none'),
            upgrade: t('app.profile.package.upgrade'),
            select: t('app.profile.package.select'),
          }}
        />
      </Column>
      <Column>
        <Surface>
          <ProfileForm
            countries={countries}
            countryCodes={callingCodes}
            initialValues={initialValues}
            onSubmit={(values) =>
              dispatch(
                profileUpdateRequested(
                  changedFields(user, {
                    ...values,
                    countryCode: callingCodeOf(countryList, values.countryCode),
                  }),
                ),
              )
            }
            busy={busy}
            labels={{
              title: t('app.profile.page.title'),
              firstName: t('app.profile.field.firstName'),
              lastName: t('app.profile.field.lastName'),
              email: t('app.common.field.email'),
              countryCode: t('app.profile.field.countryCode'),
              mobile: t('app.profile.field.mobile'),
              ageGroup: t('app.profile.field.ageGroup'),
              gender: t('app.profile.field.gender'),
              male: t('app.profile.gender.male'),
              female: t('app.profile.gender.female'),
              other: t('app.profile.gender.other'),
              addressLine1: t('app.profile.field.addressLine1'),
              addressLine2: t('app.profile.field.addressLine2'),
              city: t('app.profile.field.city'),
              state: t('app.profile.field.state'),
              zipCode: t('app.profile.field.zipCode'),
              country: t('app.profile.field.country'),
              image: t('app.profile.field.image'),
              chooseImage: t('app.profile.field.chooseFile'),
              noImage: t('app.profile.field.noFile'),
              select: t('app.profile.field.select'),
              submit: t('app.profile.page.save'),
              busy: t('app.profile.page.saving'),
            }}
            messages={{
              required: t('app.common.field.required'),
              emailInvalid: t('app.login.validation.emailInvalid'),
              emailRequired: t('app.login.validation.emailRequired'),
              mobileDigits: t('app.profile.validation.mobileDigits'),
              mobileMin: t('app.profile.validation.mobileMin'),
              mobileMax: t('app.profile.validation.mobileMax'),
              imageType: t('app.profile.toast.imageType'),
            }}
          />
        </Surface>
        <Surface>
          <MyDataPanel
            onDownload={() => dispatch(myDataRequested())}
            downloading={myData.myDataBusy}
            onDelete={(values) => dispatch(accountDeletionRequested(values))}
            deleting={myData.deleteBusy}
            deleteError={myData.deleteError ?? undefined}
            labels={{
              title: t('app.profile.myData.title'),
              description: t('app.profile.myData.description'),
              download: t('app.profile.myData.download'),
              downloading: t('app.profile.myData.downloading'),
              delete: t('app.profile.myData.delete'),
              dialogTitle: t('app.profile.myData.dialogTitle'),
              dialogText: t('app.profile.myData.dialogText'),
              confirm: t('app.profile.myData.confirm'),
              confirmRequired: t('app.profile.myData.confirmRequired'),
              password: t('app.profile.myData.password'),
              passwordRequired: t('app.profile.myData.passwordRequired'),
              submit: t('app.profile.myData.submit'),
              busy: t('app.profile.myData.busy'),
              cancel: t('app.profile.myData.cancel'),
              close: t('app.profile.myData.close'),
            }}
          />
        </Surface>
      </Column>
    </Layout>
  );
}

export { ProfilePage as Component };
