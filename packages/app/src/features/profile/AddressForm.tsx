import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Button } from '@wellness/ui/components/Button';
import { addressCountries, validateAddress, type AddressValues } from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SelectField, TextInputField } from '../../lib/formFields';
import { selectUser } from '../session/selectors';
import { Actions, FieldGrid, NarrowColumn, PageTitle, Surface } from '../shell/PageParts';
import { addressUpdateRequested } from './slice';

/** The shipping-address screens: all six fields required (§5); saving says 'Address Details updated successfully'. */
export function AddressScreen({ titleId, then }: { titleId: string; then?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const busy = useAppSelector((state) => state.profile.addressBusy);
  const messages = useMemo(
    () => ({ required: intl.formatMessage({ id: 'app.common.field.required' }) }),
    [intl],
  );
  const initialValues: AddressValues = useMemo(
    () => ({
      addressLine1: user?.addressLine1 ?? '',
      addressLine2: user?.addressLine2 ?? '',
      zipCode: user?.zipCode ?? '',
      state: user?.state ?? '',
      city: user?.city ?? '',
      country: user?.country ?? '',
    }),
    [user],
  );
  // The spec's address country options; a stored country outside them stays selectable.
  const countries = [
    ...new Set([...addressCountries, ...(initialValues.country ? [initialValues.country] : [])]),
  ];

  return (
    <NarrowColumn>
      <PageTitle>{t(titleId)}</PageTitle>
      <Surface>
        <Form<AddressValues>
          onSubmit={(values) => {
            const trimmed = Object.fromEntries(
              Object.entries(values).map(([key, value]) => [
                key,
                typeof value === 'string' ? value.trim() : value,
              ]),
            ) as unknown as AddressValues;
            dispatch(addressUpdateRequested(trimmed, then));
          }}
          initialValues={initialValues}
          validate={(values) => validateAddress(values, messages)}
          validateOnBlur
          render={({ handleSubmit, invalid, pristine }) => (
            <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
              <FieldGrid>
                <TextInputField
                  name="addressLine1"
                  label={t('app.profile.field.addressLine1')}
                  autoComplete="address-line1"
                  required
                />
                <TextInputField
                  name="addressLine2"
                  label={t('app.profile.field.addressLine2')}
                  autoComplete="address-line2"
                  required
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
                  required
                />
                <TextInputField
                  name="zipCode"
                  label={t('app.profile.field.zipCode')}
                  autoComplete="postal-code"
                  required
                />
                <SelectField
                  name="country"
                  label={t('app.profile.field.country')}
                  options={countries.map((country) => ({ value: country, label: country }))}
                  placeholder={t('app.profile.field.select')}
                  required
                />
              </FieldGrid>
              <Actions>
                <Button
                  type="submit"
                  disabled={invalid || pristine}
                  busy={busy}
                  busyLabel={t('app.profile.address.saving')}
                >
                  {t('app.profile.address.save')}
                </Button>
              </Actions>
            </form>
          )}
        />
      </Surface>
    </NarrowColumn>
  );
}
