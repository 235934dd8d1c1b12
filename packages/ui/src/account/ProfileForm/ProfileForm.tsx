import { Field } from 'react-final-form';
import { FileField } from '../../components/FileField';
import { FormFullWidth, FormLayout } from '../../components/FormLayout';
import { RadioGroup } from '../../components/RadioGroup';
import type { SelectOption } from '../../components/Select';
import {
  AccountForm,
  Fields,
  FormAddressField,
  FormCountryField,
  FormSelectField,
  FormSubmit,
  FormTextField,
  shownError,
} from '../shared/formParts';
import {
  ageGroups,
  genders,
  profileMessages,
  validateProfile,
  type Gender,
  type ProfileMessages,
  type ProfileValues,
} from '../validation';

/** The values plus `name`, sent combined from first and last name (§5). */
export type ProfileSubmit = ProfileValues & { name: string };

export interface ProfileFormLabels {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobile: string;
  ageGroup: string;
  gender: string;
  male: string;
  female: string;
  /** The 'Other' gender is shown as 'Rather Not Say'. */
  other: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  image: string;
  chooseImage: string;
  noImage: string;
  select: string;
  submit: string;
  busy: string;
}

export const defaultProfileFormLabels: ProfileFormLabels = {
  title: 'My Profile',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  countryCode: 'Country Code',
  mobile: 'Mobile',
  ageGroup: 'Age Group',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  other: 'Rather Not Say',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  country: 'Country',
  image: 'Profile Image',
  chooseImage: 'Choose image',
  noImage: 'No image chosen',
  select: 'Select',
  submit: 'Save',
  busy: 'Saving...',
};

export interface ProfileFormProps {
  /** Countries from GET /country/list. */
  countries: readonly SelectOption[];
  /** Calling codes, United States first and India second (§9). */
  countryCodes: readonly SelectOption[];
  initialValues: Partial<ProfileValues>;
  onSubmit: (values: ProfileSubmit) => void;
  busy?: boolean;
  error?: string;
  labels?: Partial<ProfileFormLabels>;
  messages?: Partial<ProfileMessages>;
}

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** The profile form of /profile (§5): email read-only, mobile 6–15 digits, image JPG/PNG/JPEG. */
export function ProfileForm({
  countries,
  countryCodes,
  initialValues,
  onSubmit,
  busy = false,
  error,
  labels,
  messages,
}: ProfileFormProps) {
  const text = { ...defaultProfileFormLabels, ...labels };
  const rules = { ...profileMessages, ...messages };
  // openapi.yaml's Gender, in its order; a value added to the contract fails to compile until it has a label.
  const genderLabels: Record<Gender, string> = { Male: text.male, Female: text.female, Other: text.other };
  const genderOptions = genders.map((gender) => ({ value: gender, label: genderLabels[gender] }));
  const ageOptions = ageGroups.map((group) => ({ value: group, label: group }));
  return (
    <AccountForm<ProfileValues>
      title={text.title}
      error={error}
      onSubmit={(values) =>
        onSubmit({
          ...values,
          name: [values.firstName, values.lastName]
            .map((part) => part?.trim())
            .filter(Boolean)
            .join(' '),
        })
      }
      validate={(values) => validateProfile(values, rules)}
      initialValues={initialValues}
    >
      <Fields disabled={busy}>
        <FormLayout columns={2}>
          <FormTextField name="firstName" label={text.firstName} autoComplete="given-name" required />
          <FormTextField name="lastName" label={text.lastName} autoComplete="family-name" />
          <FormFullWidth>
            <FormTextField name="email" type="email" label={text.email} readOnly required />
          </FormFullWidth>
          <FormSelectField
            name="countryCode"
            label={text.countryCode}
            options={countryCodes}
            placeholder={text.select}
            required
          />
          <FormTextField
            name="mobile"
            type="tel"
            inputMode="numeric"
            label={text.mobile}
            autoComplete="tel-national"
            required
          />
          <FormSelectField
            name="ageGroup"
            label={text.ageGroup}
            options={ageOptions}
            placeholder={text.select}
          />
          <Field<string> name="gender">
            {({ input, meta }) => (
              <RadioGroup
                legend={text.gender}
                name={input.name}
                value={input.value ?? ''}
                onChange={(value) => input.onChange(value)}
                onBlur={() => input.onBlur()}
                options={genderOptions}
                orientation="horizontal"
                errorText={shownError(meta)}
              />
            )}
          </Field>
          <FormAddressField name="addressLine1" label={text.addressLine1} />
          <FormAddressField name="addressLine2" label={text.addressLine2} />
          <FormAddressField name="city" label={text.city} required />
          <FormAddressField name="state" label={text.state} />
          <FormAddressField name="zipCode" label={text.zipCode} />
          <FormCountryField label={text.country} options={countries} placeholder={text.select} required />
          <FormFullWidth>
            <Field<File | null> name="image">
              {({ input, meta }) => (
                <FileField
                  label={text.image}
                  accept={IMAGE_ACCEPT}
                  chooseLabel={text.chooseImage}
                  noFileLabel={text.noImage}
                  typeErrorText={rules.imageType}
                  errorText={shownError(meta)}
                  onFileSelect={(file) => {
                    input.onChange(file);
                    input.onBlur();
                  }}
                />
              )}
            </Field>
          </FormFullWidth>
          <FormSubmit placement="actions" busy={busy} busyLabel={text.busy}>
            {text.submit}
          </FormSubmit>
        </FormLayout>
      </Fields>
    </AccountForm>
  );
}
