import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FileField } from '../../components/FileField';
import { FormActions, FormFullWidth, FormLayout } from '../../components/FormLayout';
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
  ChoiceOrText,
  FormAlert,
  FormRoot,
  HeaderGroup,
  Heading,
  Lead,
  Section,
  useFormFields,
} from '../registrationParts';

/** §3's business partner fields but the logo, named as §7 sends them. */
const FIELDS = [
  'name',
  'description',
  'link',
  'type',
  'emailId',
  'phoneNumber',
  'countryCode',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'zipCode',
] as const;
type PartnerField = (typeof FIELDS)[number] | 'logo';

/** What the form sends (multipart): the fields with empty ones dropped, `type` a number, and the logo file. */
export type PartnerRegistrationValues = Omit<PartnerRequest, 'logo'> & { logo: File };

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
  const form = useFormFields(FIELDS);
  const { values } = form;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoRefused, setLogoRefused] = useState(false);
  const [logoTouched, setLogoTouched] = useState(false);
  // The latest selection wins when two byte checks overlap.
  const selection = useRef(0);

  const errors: Partial<Record<PartnerField, string>> = {};
  for (const field of ['name', 'description', 'type', 'countryCode', 'state', 'city', 'country'] as const)
    if (isBlank(values[field])) errors[field] = rules.required;
  errors.emailId = checkEmail(values.emailId, rules);
  errors.phoneNumber = checkPhone(values.phoneNumber, rules);
  errors.zipCode = checkZipNumber(values.zipCode, rules);
  errors.link = checkLink(values.link, rules);
  if (logoRefused) errors.logo = rules.imageType;
  else if (!logo) errors.logo = rules.required;
  const invalid = Object.values(errors).some(Boolean);
  const shown = (field: PartnerField) =>
    (field === 'logo' ? logoTouched || logoRefused : form.touched[field]) ? errors[field] : undefined;

  const textField = (
    field: (typeof FIELDS)[number],
    extra: {
      required?: boolean;
      autoComplete?: string;
      inputMode?: 'numeric' | 'email' | 'url';
      type?: string;
      helperText?: string;
    } = {},
  ) => (
    <TextField
      label={text[field]}
      name={field}
      value={values[field]}
      required={extra.required}
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
      type={extra.type}
      helperText={extra.helperText}
      onChange={(event: ChangeEvent<HTMLInputElement>) => form.set(field, event.target.value)}
      onBlur={() => form.touch(field)}
      errorText={shown(field)}
      disabled={busy}
    />
  );
  const choice = (
    field: 'countryCode' | 'country',
    options: readonly SelectOption[],
    autoComplete: string,
  ) => (
    <ChoiceOrText
      label={text[field]}
      options={options}
      placeholder={text.select}
      value={values[field]}
      required
      autoComplete={autoComplete}
      onChange={(value) => {
        form.set(field, value);
        form.touch(field);
      }}
      onBlur={() => form.touch(field)}
      errorText={shown(field)}
      disabled={busy}
    />
  );

  const chooseLogo = (file: File | null) => {
    setLogoTouched(true);
    const mine = ++selection.current;
    setLogo(null);
    setLogoRefused(false);
    if (!file) return;
    void isLogoImage(file).then((image) => {
      if (mine !== selection.current) return;
      setLogo(image ? file : null);
      setLogoRefused(!image);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.touchAll();
    setLogoTouched(true);
    if (invalid || !logo) return;
    const { type, ...rest } = withoutEmpty(values);
    onSubmit({ ...(rest as Omit<PartnerRequest, 'logo' | 'type'>), type: Number(type) as PartnerType, logo });
  };

  return (
    <FormRoot onSubmit={submit} noValidate aria-label={text.title}>
      <HeaderGroup>
        <Heading>{text.title}</Heading>
        <Lead>{text.lead}</Lead>
      </HeaderGroup>
      {error && <FormAlert>{error}</FormAlert>}
      <Section>
        <legend>{text.business}</legend>
        <FormLayout columns={2}>
          {textField('name', { required: true, autoComplete: 'organization' })}
          <Select
            label={text.type}
            name="type"
            required
            placeholder={text.select}
            options={partnerTypes.map((type) => ({ value: String(type), label: typeLabel(type) }))}
            value={values.type}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              form.set('type', event.target.value);
              form.touch('type');
            }}
            onBlur={() => form.touch('type')}
            errorText={shown('type')}
            disabled={busy}
          />
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
            <TextField
              multiline
              rows={4}
              label={text.description}
              name="description"
              required
              value={values.description}
              onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
                form.set('description', event.target.value)
              }
              onBlur={() => form.touch('description')}
              errorText={shown('description')}
              disabled={busy}
            />
          </FormFullWidth>
          <FormFullWidth>
            <FileField
              label={text.logo}
              helperText={text.logoHint}
              required
              accept={LOGO_ACCEPT}
              isAccepted={hasLogoName}
              typeErrorText={rules.imageType}
              chooseLabel={text.choose}
              noFileLabel={text.noFile}
              errorText={shown('logo')}
              onFileSelect={chooseLogo}
              onReject={() => {
                selection.current += 1;
                setLogo(null);
                setLogoRefused(true);
                setLogoTouched(true);
              }}
              disabled={busy}
            />
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
          {textField('phoneNumber', { required: true, autoComplete: 'tel-national', inputMode: 'numeric' })}
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
}
