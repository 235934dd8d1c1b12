import { Form } from 'react-final-form';
import { Button } from '../../components/Button';
import { FormActions, FormFullWidth, FormLayout } from '../../components/FormLayout';
import type { SelectOption } from '../../components/Select';
import type { VendorRequest } from '@wellness/api';
import {
  checkEmail,
  checkPhone,
  defaultRegistrationMessages,
  isBlank,
  withoutEmpty,
  type RegistrationMessages,
} from '../partnerRules';
import {
  FormRoot,
  RegistrationHeader,
  RegistrationChoice,
  RegistrationTextField,
  Section,
  SectionNote,
} from '../registrationParts';

/** §3's vendor form fields, named as §7 sends them. */
type VendorField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'countryCode'
  | 'address_1'
  | 'address_2'
  | 'city'
  | 'state'
  | 'country'
  | 'zipCode'
  | 'store_name'
  | 'account_name'
  | 'account_no'
  | 'bank_name'
  | 'swift_code'
  | 'bank_address'
  | 'iban'
  | 'paypal_link';

/** §5: required with 'This field is required'. */
const REQUIRED: readonly VendorField[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'countryCode',
  'zipCode',
  'state',
  'city',
  'country',
  'store_name',
];

/** The form's state (final-form holds an emptied field as undefined). */
type Draft = Partial<Record<VendorField, string>>;

/** §5's rules: the required fields, the e-mail and the phone number. */
export function validateVendorRegistration(
  values: Draft,
  messages: RegistrationMessages = defaultRegistrationMessages,
): Partial<Record<VendorField, string>> {
  const errors: Partial<Record<VendorField, string>> = {};
  for (const field of REQUIRED) if (isBlank(values[field])) errors[field] = messages.required;
  errors.email = checkEmail(values.email, messages);
  errors.phone = checkPhone(values.phone, messages);
  return errors;
}

export interface VendorRegistrationFormLabels {
  title: string;
  lead: string;
  personal: string;
  address: string;
  store: string;
  payout: string;
  payoutNote: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  countryCode: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  store_name: string;
  account_name: string;
  account_no: string;
  bank_name: string;
  swift_code: string;
  bank_address: string;
  iban: string;
  paypal_link: string;
  select: string;
  submit: string;
  busy: string;
}

export const defaultVendorRegistrationFormLabels: VendorRegistrationFormLabels = {
  title: 'Become a Vendor',
  lead: 'Tell us about you and your store. Our team will connect with you shortly.',
  personal: 'Your details',
  address: 'Address',
  store: 'Store',
  payout: 'Bank details',
  payoutNote: 'Optional. Stored encrypted and used only to pay you.',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  countryCode: 'Country Code',
  address_1: 'Address Line 1',
  address_2: 'Address Line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
  zipCode: 'Zip Code',
  store_name: 'Store Name',
  account_name: 'Account Name',
  account_no: 'Account Number',
  bank_name: 'Bank Name',
  swift_code: 'SWIFT Code',
  bank_address: 'Bank Address',
  iban: 'IBAN',
  paypal_link: 'PayPal Link',
  select: 'Select',
  submit: 'Submit',
  busy: 'Submitting...',
};

export interface VendorRegistrationFormProps {
  /** Calling codes ('+1'), labelled with the country. */
  countryCodes: readonly SelectOption[];
  /** Country names. */
  countries: readonly SelectOption[];
  /** The application with empty fields dropped (§5). */
  onSubmit: (values: VendorRequest) => void;
  busy?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
  labels?: Partial<VendorRegistrationFormLabels>;
  messages?: Partial<RegistrationMessages>;
}

/** /vendor/register (§2, §5): open to anyone; bank fields optional. */
export function VendorRegistrationForm({
  countryCodes,
  countries,
  onSubmit,
  busy = false,
  error,
  labels,
  messages,
}: VendorRegistrationFormProps) {
  const text = { ...defaultVendorRegistrationFormLabels, ...labels };
  const rules = { ...defaultRegistrationMessages, ...messages };
  const textField = (
    field: VendorField,
    extra: { required?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'email'; type?: string } = {},
  ) => <RegistrationTextField name={field} label={text[field]} {...extra} disabled={busy} />;
  const choice = (
    field: 'countryCode' | 'country',
    options: readonly SelectOption[],
    autoComplete: string,
  ) => (
    <RegistrationChoice
      name={field}
      label={text[field]}
      options={options}
      placeholder={text.select}
      autoComplete={autoComplete}
      disabled={busy}
    />
  );

  const submit = (values: Draft) => {
    if (busy) return;
    onSubmit(withoutEmpty(values) as VendorRequest);
  };

  return (
    <Form<Draft>
      onSubmit={submit}
      validate={(values) => validateVendorRegistration(values, rules)}
      render={({ handleSubmit }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-label={text.title}>
          <RegistrationHeader title={text.title} lead={text.lead} error={error} />
          <Section>
            <legend>{text.personal}</legend>
            <FormLayout columns={2}>
              {textField('first_name', { required: true, autoComplete: 'given-name' })}
              {textField('last_name', { required: true, autoComplete: 'family-name' })}
              {textField('email', {
                required: true,
                autoComplete: 'email',
                type: 'email',
                inputMode: 'email',
              })}
              {choice('countryCode', countryCodes, 'tel-country-code')}
              {textField('phone', { required: true, autoComplete: 'tel-national', inputMode: 'numeric' })}
            </FormLayout>
          </Section>
          <Section>
            <legend>{text.address}</legend>
            <FormLayout columns={2}>
              {textField('address_1', { autoComplete: 'address-line1' })}
              {textField('address_2', { autoComplete: 'address-line2' })}
              {textField('city', { required: true, autoComplete: 'address-level2' })}
              {textField('state', { required: true, autoComplete: 'address-level1' })}
              {choice('country', countries, 'country-name')}
              {textField('zipCode', { required: true, autoComplete: 'postal-code' })}
            </FormLayout>
          </Section>
          <Section>
            <legend>{text.store}</legend>
            <FormLayout columns={2}>
              {textField('store_name', { required: true, autoComplete: 'organization' })}
            </FormLayout>
          </Section>
          <Section>
            <legend>{text.payout}</legend>
            <SectionNote>{text.payoutNote}</SectionNote>
            <FormLayout columns={2}>
              {textField('account_name', { autoComplete: 'off' })}
              {textField('account_no', { autoComplete: 'off' })}
              {textField('bank_name', { autoComplete: 'off' })}
              {textField('swift_code', { autoComplete: 'off' })}
              {textField('iban', { autoComplete: 'off' })}
              {textField('paypal_link', { autoComplete: 'off', type: 'url' })}
              <FormFullWidth>{textField('bank_address', { autoComplete: 'off' })}</FormFullWidth>
            </FormLayout>
          </Section>
          <FormActions>
            <Button type="submit" variant="primary" busy={busy} busyLabel={text.busy}>
              {text.submit}
            </Button>
          </FormActions>
        </FormRoot>
      )}
    />
  );
}
