import { useId } from 'react';
import { Form } from 'react-final-form';
import { Button } from '../../components/Button';
import { FormActions, FormFullWidth, FormLayout } from '../../components/FormLayout';
import type { SelectOption } from '../../components/Select';
import {
  Fields,
  FormAlert,
  FormRoot,
  FormSelectField,
  FormTextField,
  HeaderGroup,
  Heading,
} from '../shared/formParts';
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
  const titleId = useId();
  return (
    <Form<AddressValues>
      onSubmit={(values) => onSubmit({ ...values })}
      validate={(values) => validateAddress(values, rules)}
      initialValues={initialValues}
      render={({ handleSubmit, invalid, pristine }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <HeaderGroup>
            <Heading id={titleId}>{text.title}</Heading>
          </HeaderGroup>
          {error && <FormAlert>{error}</FormAlert>}
          <Fields disabled={busy}>
            <FormLayout columns={2}>
              <FormFullWidth>
                <FormTextField
                  name="addressLine1"
                  label={text.addressLine1}
                  autoComplete="address-line1"
                  required
                />
              </FormFullWidth>
              <FormFullWidth>
                <FormTextField
                  name="addressLine2"
                  label={text.addressLine2}
                  autoComplete="address-line2"
                  required
                />
              </FormFullWidth>
              <FormTextField name="zipCode" label={text.zipCode} autoComplete="postal-code" required />
              <FormTextField name="state" label={text.state} autoComplete="address-level1" required />
              <FormTextField name="city" label={text.city} autoComplete="address-level2" required />
              <FormSelectField
                name="country"
                label={text.country}
                options={countries}
                placeholder={text.select}
                autoComplete="country-name"
                required
              />
              <FormActions>
                <Button type="submit" disabled={invalid || pristine} busy={busy} busyLabel={text.busy}>
                  {text.submit}
                </Button>
              </FormActions>
            </FormLayout>
          </Fields>
        </FormRoot>
      )}
    />
  );
}
