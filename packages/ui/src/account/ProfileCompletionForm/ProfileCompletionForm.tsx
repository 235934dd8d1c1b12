import { Field } from 'react-final-form';
import { Checkbox } from '../../components/Checkbox';
import { FormFullWidth, FormLayout } from '../../components/FormLayout';
import type { SelectOption } from '../../components/Select';
import {
  AccountForm,
  Fields,
  FormAddressField,
  FormCountryField,
  FormSubmit,
  FormTextField,
  shownError,
} from '../shared/formParts';
import {
  profileCompletionMessages,
  validateProfileCompletion,
  type ProfileCompletionMessages,
  type ProfileCompletionValues,
} from '../validation';

/** What the first-time update sends (§5): only city, country, name, state and zipCode. */
export type ProfileCompletionSubmit = Omit<ProfileCompletionValues, 'terms'>;

export interface ProfileCompletionFormLabels {
  title: string;
  name: string;
  country: string;
  countryPlaceholder: string;
  state: string;
  city: string;
  zipCode: string;
  terms: string;
  submit: string;
  busy: string;
}

export const defaultProfileCompletionFormLabels: ProfileCompletionFormLabels = {
  title: 'We are keen to know about you.',
  name: 'Name',
  country: 'Country',
  countryPlaceholder: 'Select a country',
  state: 'State',
  city: 'City',
  zipCode: 'Zip Code',
  terms: 'I accept the pricing policy terms and conditions',
  submit: 'Let’s Go',
  busy: 'Saving...',
};

export interface ProfileCompletionFormProps {
  /** Countries from GET /country/list. */
  countries: readonly SelectOption[];
  onSubmit: (values: ProfileCompletionSubmit) => void;
  busy?: boolean;
  error?: string;
  initialValues?: Partial<ProfileCompletionValues>;
  labels?: Partial<ProfileCompletionFormLabels>;
  messages?: Partial<ProfileCompletionMessages>;
}

/** /profileUpdate: the first-time form (name, country, state, city, zip code, terms) with button 'Let’s Go'. */
export function ProfileCompletionForm({
  countries,
  onSubmit,
  busy = false,
  error,
  initialValues,
  labels,
  messages,
}: ProfileCompletionFormProps) {
  const text = { ...defaultProfileCompletionFormLabels, ...labels };
  const rules = { ...profileCompletionMessages, ...messages };
  return (
    <AccountForm<ProfileCompletionValues>
      title={text.title}
      error={error}
      onSubmit={({ name, country, state, city, zipCode }) =>
        onSubmit({
          name: name.trim(),
          country,
          state: state.trim(),
          city: city.trim(),
          zipCode: zipCode.trim(),
        })
      }
      validate={(values) => validateProfileCompletion(values, rules)}
      initialValues={initialValues}
    >
      <Fields disabled={busy}>
        <FormLayout columns={2}>
          <FormFullWidth>
            <FormTextField name="name" label={text.name} autoComplete="name" required />
          </FormFullWidth>
          <FormCountryField
            label={text.country}
            options={countries}
            placeholder={text.countryPlaceholder}
            required
          />
          <FormAddressField name="state" label={text.state} required />
          <FormAddressField name="city" label={text.city} required />
          <FormAddressField name="zipCode" label={text.zipCode} required />
          <FormFullWidth>
            <Field<boolean> name="terms" type="checkbox">
              {({ input, meta }) => (
                <Checkbox
                  name={input.name}
                  checked={Boolean(input.checked)}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  label={text.terms}
                  required
                  errorText={shownError(meta)}
                />
              )}
            </Field>
          </FormFullWidth>
        </FormLayout>
      </Fields>
      <FormSubmit busy={busy} busyLabel={text.busy}>
        {text.submit}
      </FormSubmit>
    </AccountForm>
  );
}
