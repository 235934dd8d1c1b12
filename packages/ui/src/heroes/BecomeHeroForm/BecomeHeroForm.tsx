import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { enumValues } from '@wellness/api/rules';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FileField } from '../../components/FileField';
import {
  controlOf,
  fieldError,
  FieldMessages,
  FormActions,
  FormFullWidth,
  FormLayout,
  RequiredMarker,
  textOf,
  useFieldIds,
} from '../../components/FormLayout';
import { bareFieldset } from '../../components/FormLayout/fieldStyles';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { FormAlert, FormRoot, HeaderGroup, Heading, Lead } from '../formParts';
import type { HealthHeroApplication } from '@wellness/api';

/** What the form sends (multipart): the applicant is the signed-in member, so no name, e-mail or userUuid. */
export type BecomeHeroValues = Omit<HealthHeroApplication, 'uploadStory' | 'uploadDocuments'> & {
  uploadStory: File;
  uploadDocuments?: File;
};

/** §5: the story's file name must contain one of these (the server checks the bytes too). */
export const STORY_NAME_PARTS = ['mp4', 'mkv', 'png', 'jpeg', 'jpg', 'mp3', 'pdf', 'PDF', 'pptx'] as const;
export const isStoryFileName = (name: string) => STORY_NAME_PARTS.some((part) => name.includes(part));
const isPdf = (file: File) => file.name.toLowerCase().endsWith('.pdf');

export const heroApplicationOptions = {
  category: enumValues.HealthHeroCategory,
  ageGroup: enumValues.HeroAgeGroup,
  mentoringChannel: enumValues.MentoringChannel,
  areaOfMentoring: enumValues.MentoringArea,
} as const;
export type HeroOptionKind = keyof typeof heroApplicationOptions;

export interface BecomeHeroFormLabels {
  title: string;
  lead: string;
  name: string;
  email: string;
  mobile: string;
  category: string;
  ageGroup: string;
  numberOfHours: string;
  mentoringChannel: string;
  areaOfMentoring: string;
  experience: string;
  reasonForMentoring: string;
  diseaseType: string;
  diseaseTypeHint: string;
  requiredPackage: string;
  uploadStory: string;
  uploadStoryHint: string;
  uploadDocuments: string;
  uploadDocumentsHint: string;
  choose: string;
  noFile: string;
  select: string;
  submit: string;
  busy: string;
}

export const defaultBecomeHeroFormLabels: BecomeHeroFormLabels = {
  title: 'Become A Health Hero',
  lead: 'Tell us about yourself; our team reviews every application.',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  category: 'Category',
  ageGroup: 'Age Group',
  numberOfHours: 'Number of Hours',
  mentoringChannel: 'Mentoring Type',
  areaOfMentoring: 'Areas of Mentoring',
  experience: 'Experience',
  reasonForMentoring: 'Reason for Mentoring',
  diseaseType: 'Disease Types',
  diseaseTypeHint: 'Separate them with commas',
  requiredPackage: 'Required Membership',
  uploadStory: 'Upload Your Story',
  uploadStoryHint: 'mp4, mkv, png, jpeg, jpg, mp3, pdf or pptx',
  uploadDocuments: 'Upload Documents',
  uploadDocumentsHint: 'A PDF',
  choose: 'Choose file',
  noFile: 'No file chosen',
  select: 'Select',
  submit: 'Submit',
  busy: 'Submitting...',
};

export interface BecomeHeroFormMessages {
  required: string;
  areaRequired: string;
  hoursMin: string;
  storyType: string;
  documentType: string;
}

export const defaultBecomeHeroFormMessages: BecomeHeroFormMessages = {
  required: 'This field is required',
  areaRequired: 'Choose at least one area',
  hoursMin: 'Must be 0 or more',
  // §5's words, trailing space included.
  storyType: 'Image type should be JPG, PNG or JPEG ',
  documentType: 'Document type should be PDF',
};

/** A membership a member may be asked to hold for the hero's sessions. */
export interface HeroPackageChoice {
  uuid: string;
  name: string;
}

export interface BecomeHeroFormProps {
  /** The memberships to choose the hero's required one from (the active packages). */
  packages: readonly HeroPackageChoice[];
  /** The member's name and e-mail (read-only) and mobile (prefilled). */
  name: string;
  email: string;
  mobile?: string;
  onSubmit: (values: BecomeHeroValues) => void;
  busy?: boolean;
  /** The server's refusal (a file refused by its content or size), shown above the fields. */
  error?: string;
  /** An option in the member's language. */
  optionLabel?: (kind: HeroOptionKind, value: string) => string;
  labels?: Partial<BecomeHeroFormLabels>;
  messages?: Partial<BecomeHeroFormMessages>;
}

const AreaSet = styled.fieldset`
  ${bareFieldset}
  gap: ${({ theme }) => theme.space[2]};
`;

const AreaLegend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
`;

type Field =
  | 'category'
  | 'ageGroup'
  | 'numberOfHours'
  | 'mentoringChannel'
  | 'areaOfMentoring'
  | 'experience'
  | 'reasonForMentoring'
  | 'diseaseType'
  | 'packageUuid'
  | 'uploadStory';

/** The form's state (final-form holds an emptied text field as undefined). */
interface Draft {
  mobile?: string;
  category?: string;
  ageGroup?: string;
  numberOfHours?: string;
  mentoringChannel?: string;
  areaOfMentoring?: string[];
  experience?: string;
  reasonForMentoring?: string;
  /** Comma-separated as typed; sent as a list. */
  diseaseType?: string;
  packageUuid?: string;
  uploadStory?: File | null;
  uploadDocuments?: File | null;
}

/** 'Diabetes, Hypertension' → ['Diabetes', 'Hypertension'] (blank and repeated entries dropped). */
export const diseaseTypesOf = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/[,،]/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

/** §5's rules: every choice and the story required, at least one area, the hours a number ≥ 0. */
export function validateBecomeHero(
  values: Draft,
  messages: BecomeHeroFormMessages = defaultBecomeHeroFormMessages,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const hours = textOf(values.numberOfHours);
  if (!values.category) errors.category = messages.required;
  if (!values.ageGroup) errors.ageGroup = messages.required;
  if (!hours) errors.numberOfHours = messages.required;
  else if (!Number.isFinite(Number(hours)) || Number(hours) < 0) errors.numberOfHours = messages.hoursMin;
  if (!values.mentoringChannel) errors.mentoringChannel = messages.required;
  if (!values.areaOfMentoring?.length) errors.areaOfMentoring = messages.areaRequired;
  // The hero profile shows these (none may be blank there).
  if (!textOf(values.experience)) errors.experience = messages.required;
  if (!textOf(values.reasonForMentoring)) errors.reasonForMentoring = messages.required;
  if (!diseaseTypesOf(values.diseaseType).length) errors.diseaseType = messages.required;
  if (!values.packageUuid) errors.packageUuid = messages.required;
  if (!values.uploadStory) errors.uploadStory = messages.required;
  return errors;
}

/** The areas of mentoring: one checkbox each, their error under the group. */
function AreaFields({
  legend,
  disabled,
  areaLabel,
}: {
  legend: string;
  disabled: boolean;
  areaLabel: (area: string) => string;
}) {
  return (
    <FinalField<string[]>
      name="areaOfMentoring"
      subscription={{ error: true, touched: true, modified: true }}
    >
      {({ meta }) => <AreaSetOf meta={meta} legend={legend} disabled={disabled} areaLabel={areaLabel} />}
    </FinalField>
  );
}

function AreaSetOf({
  meta,
  legend,
  disabled,
  areaLabel,
}: {
  meta: Parameters<typeof fieldError>[0];
  legend: string;
  disabled: boolean;
  areaLabel: (area: string) => string;
}) {
  const errorText = fieldError(meta, { onChange: true });
  const areaIds = useFieldIds(undefined, { errorText });
  return (
    <AreaSet
      id={areaIds.id}
      aria-describedby={areaIds.describedBy}
      aria-invalid={areaIds.invalid || undefined}
      disabled={disabled}
    >
      <AreaLegend>
        {legend}
        <RequiredMarker required />
      </AreaLegend>
      {heroApplicationOptions.areaOfMentoring.map((area) => (
        <FinalField<string[]> key={area} name="areaOfMentoring" type="checkbox" value={area}>
          {({ input }) => (
            <Checkbox label={areaLabel(area)} checked={Boolean(input.checked)} onChange={input.onChange} />
          )}
        </FinalField>
      ))}
      <FieldMessages ids={areaIds} errorText={errorText} />
    </AreaSet>
  );
}

/** /become/healthHero: the application (§3 / §5) with the story file and PDF documents. */
export function BecomeHeroForm({
  packages,
  name,
  email,
  mobile: initialMobile = '',
  onSubmit,
  busy = false,
  error,
  optionLabel = (_kind, value) => value,
  labels,
  messages,
}: BecomeHeroFormProps) {
  const text = { ...defaultBecomeHeroFormLabels, ...labels };
  const rules = { ...defaultBecomeHeroFormMessages, ...messages };

  const options = (kind: Exclude<HeroOptionKind, 'areaOfMentoring'>) =>
    heroApplicationOptions[kind].map((value) => ({ value, label: optionLabel(kind, value) }));

  const submit = (values: Draft) => {
    if (busy || !values.uploadStory) return;
    const mobile = textOf(values.mobile);
    onSubmit({
      ...(mobile ? { mobile } : {}),
      category: values.category as BecomeHeroValues['category'],
      ageGroup: values.ageGroup as BecomeHeroValues['ageGroup'],
      numberOfHours: Number(textOf(values.numberOfHours)),
      mentoringChannel: values.mentoringChannel as BecomeHeroValues['mentoringChannel'],
      areaOfMentoring: (values.areaOfMentoring ?? []) as BecomeHeroValues['areaOfMentoring'],
      experience: textOf(values.experience),
      reasonForMentoring: textOf(values.reasonForMentoring),
      diseaseType: diseaseTypesOf(values.diseaseType),
      packageUuid: values.packageUuid ?? '',
      uploadStory: values.uploadStory,
      ...(values.uploadDocuments ? { uploadDocuments: values.uploadDocuments } : {}),
    });
  };

  const choice = (field: 'category' | 'ageGroup' | 'mentoringChannel') => (
    <FinalField<string> name={field}>
      {({ input, meta }) => (
        <Select
          label={text[field]}
          placeholder={text.select}
          required
          options={options(field)}
          {...controlOf(input)}
          errorText={fieldError(meta, { onChange: true })}
          disabled={busy}
        />
      )}
    </FinalField>
  );

  return (
    <Form<Draft>
      onSubmit={submit}
      validate={(values) => validateBecomeHero(values, rules)}
      // The member's mobile may arrive after the form: it fills the field unless the member typed there.
      initialValues={{ mobile: initialMobile || undefined }}
      keepDirtyOnReinitialize
      render={({ handleSubmit }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-label={text.title}>
          <HeaderGroup>
            <Heading>{text.title}</Heading>
            <Lead>{text.lead}</Lead>
          </HeaderGroup>
          {error && <FormAlert>{error}</FormAlert>}
          <FormLayout columns={2}>
            <TextField label={text.name} value={name} readOnly />
            <TextField label={text.email} value={email} readOnly />
            <FinalField<string> name="mobile">
              {({ input }) => (
                <TextField
                  label={text.mobile}
                  value={input.value}
                  inputMode="numeric"
                  autoComplete="tel-national"
                  onChange={input.onChange}
                  disabled={busy}
                />
              )}
            </FinalField>
            {choice('category')}
            {choice('ageGroup')}
            <FinalField<string> name="numberOfHours">
              {({ input, meta }) => (
                <TextField
                  label={text.numberOfHours}
                  type="number"
                  min={0}
                  required
                  {...controlOf(input)}
                  errorText={fieldError(meta)}
                  disabled={busy}
                />
              )}
            </FinalField>
            {choice('mentoringChannel')}
            <FormFullWidth>
              <AreaFields
                legend={text.areaOfMentoring}
                disabled={busy}
                areaLabel={(area) => optionLabel('areaOfMentoring', area)}
              />
            </FormFullWidth>
            <FinalField<string> name="packageUuid">
              {({ input, meta }) => (
                <Select
                  label={text.requiredPackage}
                  placeholder={text.select}
                  required
                  options={packages.map((pkg) => ({ value: pkg.uuid, label: pkg.name }))}
                  {...controlOf(input)}
                  errorText={fieldError(meta, { onChange: true })}
                  disabled={busy}
                />
              )}
            </FinalField>
            <FinalField<string> name="diseaseType">
              {({ input, meta }) => (
                <TextField
                  label={text.diseaseType}
                  helperText={text.diseaseTypeHint}
                  required
                  maxLength={1000}
                  {...controlOf(input)}
                  errorText={fieldError(meta)}
                  disabled={busy}
                />
              )}
            </FinalField>
            {(['experience', 'reasonForMentoring'] as const).map((field) => (
              <FormFullWidth key={field}>
                <FinalField<string> name={field}>
                  {({ input, meta }) => (
                    <TextField
                      multiline
                      rows={3}
                      label={text[field]}
                      required
                      maxLength={2000}
                      {...controlOf(input)}
                      errorText={fieldError(meta)}
                      disabled={busy}
                    />
                  )}
                </FinalField>
              </FormFullWidth>
            ))}
            <FormFullWidth>
              <FinalField<File | null> name="uploadStory">
                {({ input, meta }) => (
                  <FileField
                    label={text.uploadStory}
                    helperText={text.uploadStoryHint}
                    required
                    accept=".mp4,.mkv,.png,.jpeg,.jpg,.mp3,.pdf,.pptx"
                    isAccepted={(file) => isStoryFileName(file.name)}
                    typeErrorText={rules.storyType}
                    chooseLabel={text.choose}
                    noFileLabel={text.noFile}
                    errorText={fieldError(meta, { onChange: true })}
                    onFileSelect={input.onChange}
                    disabled={busy}
                  />
                )}
              </FinalField>
            </FormFullWidth>
            <FormFullWidth>
              <FinalField<File | null> name="uploadDocuments">
                {({ input }) => (
                  <FileField
                    label={text.uploadDocuments}
                    helperText={text.uploadDocumentsHint}
                    accept=".pdf,application/pdf"
                    isAccepted={isPdf}
                    typeErrorText={rules.documentType}
                    chooseLabel={text.choose}
                    noFileLabel={text.noFile}
                    onFileSelect={input.onChange}
                    disabled={busy}
                  />
                )}
              </FinalField>
            </FormFullWidth>
          </FormLayout>
          <FormActions>
            <Button type="submit" busy={busy} busyLabel={text.busy}>
              {text.submit}
            </Button>
          </FormActions>
        </FormRoot>
      )}
    />
  );
}
