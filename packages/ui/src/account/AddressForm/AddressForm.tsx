import { FormFullWidth, FormLayout } from '../../components/FormLayout';
import type { SelectOption } from '../../components/Select';
import { AccountForm, Fields, FormAddressField, FormCountryField, FormSubmit } from '../shared/formParts';
import {
  addressCountries,
  addressMessages,
  validateAddress,
  type AddressMessages,
  type AddressValues,
} from '../validation';

export interface AddressFormLabels {
  title: string;
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  state: string;
  city: string;
  country: string;
  select: string;
  submit: string;
  busy: string;
}

export const defaultAddressFormLabels: AddressFormLabels = {
  title: 'Shipping Address',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  zipCode: 'Zip Code',
  state: 'State',
  city: 'City',
  country: 'Country',
  select: 'Select',
  submit: 'Save',
  busy: 'Saving...',
};

/** The spec's country options for the address (§9). */
export const defaultAddressCountryOptions: SelectOption[] = addressCountries.map((country) => ({
  value: country,
  label: country,
}));

export interface AddressFormProps {
  onSubmit: (values: AddressValues) => void;
  initialValues?: Partial<AddressValues>;
  /** Defaults to Afghanistan, Brazil, Canada, China, Congo, India. */
  countries?: readonly SelectOption[];
  busy?: boolean;
  error?: string;
  labels?: Partial<AddressFormLabels>;
  messages?: Partial<AddressMessages>;
}

/** /changeaddress and /address/add: the Shipping Address form; all six fields are required. */
export function AddressForm({
  onSubmit,
  initialValues,
  countries = defaultAddressCountryOptions,
  busy = false,
  error,
  labels,
  messages,
}: AddressFormProps) {
  const text = { ...defaultAddressFormLabels, ...labels };
  const rules = { ...addressMessages, ...messages };
  return (
    <AccountForm<AddressValues>
      title={text.title}
      error={error}
      onSubmit={(values) => onSubmit({ ...values })}
      validate={(values) => validateAddress(values, rules)}
      initialValues={initialValues}
    >
      <Fields disabled={busy}>
        <FormLayout columns={2}>
          <FormFullWidth>
            <FormAddressField name="addressLine1" label={text.addressLine1} required />
          </FormFullWidth>
          <FormFullWidth>
            <FormAddressField name="addressLine2" label={text.addressLine2} required />
          </FormFullWidth>
          <FormAddressField name="zipCode" label={text.zipCode} required />
          <FormAddressField name="state" label={text.state} required />
          <FormAddressField name="city" label={text.city} required />
          <FormCountryField label={text.country} options={countries} placeholder={text.select} required />
          <FormSubmit placement="actions" busy={busy} busyLabel={text.busy}>
            {text.submit}
          </FormSubmit>
        </FormLayout>
      </Fields>
    </AccountForm>
  );
}
