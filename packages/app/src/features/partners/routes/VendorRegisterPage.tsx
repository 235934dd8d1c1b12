import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { VendorRegistrationForm, type VendorRegistrationFormLabels } from '@wellness/ui/marketplace';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { countriesRequested } from '../../reference/slice';
import { countryChoices, registrationMessages } from '../partnerWords';
import { applicationFormOpened, vendorApplicationSent } from '../slice';

/** Form label → catalog id (the form's keys follow §7's field names). */
const LABEL_IDS: Record<keyof VendorRegistrationFormLabels, string> = {
  title: 'vendor.title',
  lead: 'vendor.lead',
  personal: 'vendor.personal',
  address: 'form.address',
  store: 'vendor.store',
  payout: 'vendor.payout',
  payoutNote: 'vendor.payoutNote',
  first_name: 'form.firstName',
  last_name: 'form.lastName',
  email: 'form.email',
  phone: 'form.phone',
  countryCode: 'form.countryCode',
  address_1: 'form.addressLine1',
  address_2: 'form.addressLine2',
  city: 'form.city',
  state: 'form.state',
  country: 'form.country',
  zipCode: 'form.zipCode',
  store_name: 'vendor.storeName',
  account_name: 'vendor.accountName',
  account_no: 'vendor.accountNo',
  bank_name: 'vendor.bankName',
  swift_code: 'vendor.swiftCode',
  bank_address: 'vendor.bankAddress',
  iban: 'vendor.iban',
  paypal_link: 'vendor.paypalLink',
  select: 'form.select',
  submit: 'form.submit',
  busy: 'form.busy',
};

/**
 * /vendor/register (§2, §6): open to anyone, signed in or not. Success says §8's words and goes to /marketplace;
 * a refusal says 'error' and the form names a known cause.
 */
export function VendorRegisterPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `app.partners.${id}` });
  const dispatch = useAppDispatch();
  const countries = useAppSelector((state) => state.reference.countries.items);
  const { sending, failure } = useAppSelector((state) => state.partners.vendor);
  const choices = useMemo(() => countryChoices(countries), [countries]);

  useEffect(() => {
    dispatch(applicationFormOpened());
    dispatch(countriesRequested());
  }, [dispatch]);

  return (
    <section>
      <VendorRegistrationForm
        countryCodes={choices.codes}
        countries={choices.names}
        busy={sending}
        error={failure ? t(`form.${failure === 'other' ? 'failed' : failure}`) : undefined}
        onSubmit={(values) => dispatch(vendorApplicationSent(values))}
        labels={
          Object.fromEntries(
            Object.entries(LABEL_IDS).map(([key, id]) => [key, t(id)]),
          ) as unknown as VendorRegistrationFormLabels
        }
        messages={registrationMessages(intl)}
      />
    </section>
  );
}

export { VendorRegisterPage as Component };
