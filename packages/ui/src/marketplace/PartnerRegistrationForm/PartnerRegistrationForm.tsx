import { useRef } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { Button } from '../../components/Button';
import { FileField } from '../../components/FileField';
import { controlOf, fieldError, FormActions, FormFullWidth, FormLayout } from '../../components/FormLayout';
import { Select, type SelectOption } from '../../components/Select';
import { TextField } from '../../components/TextField';
import type { PartnerRequest, PartnerType } from '@wellness/api';
import { defaultPartnerTypeLabel } from '../PartnerCard';
import {
  checkEmail,
  checkLink,
  checkPhone,
  checkZipNumber,
  defaultRegistrationMessages,
  hasLogoName,
  isBlank,
  isLogoImage,
  LOGO_ACCEPT,
  partnerTypes,
  withoutEmpty,
  type RegistrationMessages,
} from '../partnerRules';
import {
  FormRoot,
  RegistrationHeader,
  RegistrationChoice,
  RegistrationTextField,
  Section,
} from '../registrationParts';

/** §3's business partner fields but the logo, named as §7 sends them. */
type PartnerTextField =
  | 'name'
  | 'description'
  | 'link'
  | 'type'
  | 'emailId'
  | 'phoneNumber'
  | 'countryCode'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'country'
  | 'zipCode';
type PartnerField = PartnerTextField | 'logo';

/** What the form sends (multipart): the fields with empty ones dropped, `type` a number, and the logo file. */
export type PartnerRegistrationValues = Omit<PartnerRequest, 'logo'> & { logo: File };

/** The form's state: the text fields (an emptied one undefined), the logo once its bytes passed, and a refusal. */
type Draft = Partial<Record<PartnerTextField, string>> & { logo?: File | null; logoRefused?: boolean };

/** §5's rules: every field but the address lines required, e-mail, phone, zip and link in form, a logo image. */
export function validatePartnerRegistration(
  values: Draft,
  messages: RegistrationMessages = defaultRegistrationMessages,
): Partial<Record<PartnerField, string>> {
  const errors: Partial<Record<PartnerField, string>> = {};
  for (const field of ['name', 'description', 'type', 'countryCode', 'state', 'city', 'country'] as const)
    if (isBlank(values[field])) errors[field] = messages.required;
  errors.emailId = checkEmail(values.emailId, messages);
  errors.phoneNumber = checkPhone(values.phoneNumber, messages);
  errors.zipCode = checkZipNumber(values.zipCode, messages);
  errors.link = checkLink(values.link, messages);
  if (values.logoRefused) errors.logo = messages.imageType;
  else if (!values.logo) errors.logo = messages.required;
  return errors;
}

export interface PartnerRegistrationFormLabels {
  title: string;
  lead: string;
  business: string;
  contact: string;
  address: string;
  name: string;
  logo: string;
  logoHint: string;
  description: string;
  link: string;
  linkHint: string;
  type: string;
  emailId: string;
  phoneNumber: string;
  countryCode: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  choose: string;
  noFile: string;
  select: string;
  submit: string;
  busy: string;
}

export const defaultPartnerRegistrationFormLabels: PartnerRegistrationFormLabels = {
  title: 'Become a Partner',
  lead: 'Tell us about your business. Our team will connect with you shortly.',
  business: 'Your business',
  contact: 'Contact',
  address: 'Address',
  name: 'Business Name',
  logo: 'Logo',
  logoHint: 'JPG, JPEG or PNG',
  description: 'Description',
  link: 'Website',
  linkHint: 'Including the scheme, e.g. https://example.com',
  type: 'Type',
  emailId: 'Email',
  phoneNumber: 'Phone Number',
  countryCode: 'Country Code',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
  zipCode: 'Zip Code',
  choose: 'Choose file',
  noFile: 'No file chosen',
  select: 'Select',
  submit: 'Submit',
  busy: 'Submitting...',
};

export interface PartnerRegistrationFormProps {
  countryCodes: readonly SelectOption[];
  countries: readonly SelectOption[];
  onSubmit: (values: PartnerRegistrationValues) => void;
  busy?: boolean;
  /** The server's refusal (e.g. the logo judged by its bytes), shown above the fields. */
  error?: string;
  typeLabel?: (type: PartnerType) => string;
  labels?: Partial<PartnerRegistrationFormLabels>;
  messages?: Partial<RegistrationMessages>;
}

/** /partners/register (§2, §5): open to anyone; every field but the address lines is required, with a logo. */
export function PartnerRegistrationForm({
  countryCodes,
  countries,
  onSubmit,
  busy = false,
  error,
  typeLabel = defaultPartnerTypeLabel,
  labels,
  messages,
}: PartnerRegistrationFormProps) {
  const text = { ...defaultPartnerRegistrationFormLabels, ...labels };
  const rules = { ...defaultRegistrationMessages, ...messages };
  // The latest selection wins when two byte checks overlap.
  const selection = useRef(0);

  const textField = (
    field: PartnerTextField,
    extra: {
      required?: boolean;
      autoComplete?: string;
      inputMode?: 'numeric' | 'email' | 'url';
      type?: string;
      helperText?: string;
    } = {},
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
    if (busy || !values.logo) return;
    const { logo, logoRefused: _refused, ...fields } = values;
    const { type, ...rest } = withoutEmpty(fields);
    onSubmit({ ...(rest as Omit<PartnerRequest, 'logo' | 'type'>), type: Number(type) as PartnerType, logo });
  };

  return (
    <Form<Draft>
      onSubmit={submit}
      validate={(values) => validatePartnerRegistration(values, rules)}
      render={({ handleSubmit, form }) => {
        /** The logo counts once its bytes are an image; until then the field holds none. */
        const chooseLogo = (file: File | null) => {
          const mine = ++selection.current;
          form.batch(() => {
            form.change('logo', null);
            form.change('logoRefused', false);
            form.blur('logo');
          });
          if (!file) return;
          void isLogoImage(file).then((image) => {
            if (mine !== selection.current) return;
            form.batch(() => {
              form.change('logo', image ? file : null);
              form.change('logoRefused', !image);
            });
          });
        };
        return (
          <FormRoot onSubmit={handleSubmit} noValidate aria-label={text.title}>
            <RegistrationHeader title={text.title} lead={text.lead} error={error} />
            <Section>
              <legend>{text.business}</legend>
              <FormLayout columns={2}>
                {textField('name', { required: true, autoComplete: 'organization' })}
                <FinalField<string> name="type">
                  {({ input, meta }) => (
                    <Select
                      label={text.type}
                      name="type"
                      required
                      placeholder={text.select}
                      options={partnerTypes.map((type) => ({ value: String(type), label: typeLabel(type) }))}
                      {...controlOf(input)}
                      errorText={fieldError(meta, { onChange: true })}
                      disabled={busy}
                    />
                  )}
                </FinalField>
                <FormFullWidth>
                  {textField('link', {
                    required: true,
                    autoComplete: 'url',
                    type: 'url',
                    inputMode: 'url',
                    helperText: text.linkHint,
                  })}
                </FormFullWidth>
                <FormFullWidth>
                  <FinalField<string> name="description">
                    {({ input, meta }) => (
                      <TextField
                        multiline
                        rows={4}
                        label={text.description}
                        name="description"
                        required
                        {...controlOf(input)}
                        errorText={fieldError(meta)}
                        disabled={busy}
                      />
                    )}
                  </FinalField>
                </FormFullWidth>
                <FormFullWidth>
                  <FinalField<File | null> name="logo" subscription={{ error: true, touched: true }}>
                    {({ meta }) => (
                      <FileField
                        label={text.logo}
                        helperText={text.logoHint}
                        required
                        accept={LOGO_ACCEPT}
                        isAccepted={hasLogoName}
                        typeErrorText={rules.imageType}
                        chooseLabel={text.choose}
                        noFileLabel={text.noFile}
                        errorText={fieldError(meta)}
                        onFileSelect={chooseLogo}
                        onReject={() => {
                          selection.current += 1;
                          form.batch(() => {
                            form.change('logo', null);
                            form.change('logoRefused', true);
                            form.blur('logo');
                          });
                        }}
                        disabled={busy}
                      />
                    )}
                  </FinalField>
                </FormFullWidth>
              </FormLayout>
            </Section>
            <Section>
              <legend>{text.contact}</legend>
              <FormLayout columns={2}>
                <FormFullWidth>
                  {textField('emailId', {
                    required: true,
                    autoComplete: 'email',
                    type: 'email',
                    inputMode: 'email',
                  })}
                </FormFullWidth>
                {choice('countryCode', countryCodes, 'tel-country-code')}
                {textField('phoneNumber', {
                  required: true,
                  autoComplete: 'tel-national',
                  inputMode: 'numeric',
                })}
              </FormLayout>
            </Section>
            <Section>
              <legend>{text.address}</legend>
              <FormLayout columns={2}>
                {textField('addressLine1', { autoComplete: 'address-line1' })}
                {textField('addressLine2', { autoComplete: 'address-line2' })}
                {textField('city', { required: true, autoComplete: 'address-level2' })}
                {textField('state', { required: true, autoComplete: 'address-level1' })}
                {choice('country', countries, 'country-name')}
                {textField('zipCode', { required: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
              </FormLayout>
            </Section>
            <FormActions>
              <Button type="submit" variant="primary" busy={busy} busyLabel={text.busy}>
                {text.submit}
              </Button>
            </FormActions>
          </FormRoot>
        );
      }}
    />
  );
}
