import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { AddressForm } from '@wellness/ui/account';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/selectors';
import { NarrowColumn, Surface } from '../shell/PageParts';
import { addressUpdateRequested, type AddressValues } from './slice';
import { useCountryOptions } from './useCountryOptions';

/** The shipping-address screens: all six fields required (§5); saving says 'Address Details updated successfully'. */
export function AddressScreen({ titleId, then }: { titleId: string; then?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const busy = useAppSelector((state) => state.profile.addressBusy);
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
  // Any country of the maintained list the profile uses (GET /country/list), not the spec's six placeholders:
  // a member in the United States ships to the United States. A stored country outside it stays selectable.
  const listed = useCountryOptions();
  const countries = useMemo(
    () =>
      initialValues.country && !listed.some((option) => option.value === initialValues.country)
        ? [{ value: initialValues.country, label: initialValues.country }, ...listed]
        : listed,
    [initialValues.country, listed],
  );

  return (
    <NarrowColumn>
      <Surface>
        <AddressForm
          initialValues={initialValues}
          countries={countries}
          onSubmit={(values) => {
            const trimmed: AddressValues = {
              addressLine1: values.addressLine1.trim(),
              addressLine2: values.addressLine2.trim(),
              zipCode: values.zipCode.trim(),
              state: values.state.trim(),
              city: values.city.trim(),
              country: values.country,
            };
            dispatch(addressUpdateRequested(trimmed, then));
          }}
          busy={busy}
          labels={{
            title: t(titleId),
            addressLine1: t('app.profile.field.addressLine1'),
            addressLine2: t('app.profile.field.addressLine2'),
            zipCode: t('app.profile.field.zipCode'),
            state: t('app.profile.field.state'),
            city: t('app.profile.field.city'),
            country: t('app.profile.field.country'),
            select: t('app.profile.field.select'),
            submit: t('app.profile.address.save'),
            busy: t('app.profile.address.saving'),
          }}
          messages={{ required: t('app.common.field.required') }}
        />
      </Surface>
    </NarrowColumn>
  );
}
