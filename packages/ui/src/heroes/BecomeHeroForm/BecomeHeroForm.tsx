import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { enumValues } from '@wellness/api/rules';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FileField } from '../../components/FileField';
import {
  FieldMessages,
  FormActions,
  FormFullWidth,
  FormLayout,
  RequiredMarker,
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

export interface BecomeHeroFormProps {
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
  'category' | 'ageGroup' | 'numberOfHours' | 'mentoringChannel' | 'areaOfMentoring' | 'uploadStory';

/** /become/healthHero: the application (§3 / §5) with the story file and PDF documents. */
export function BecomeHeroForm({
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
  const [mobile, setMobile] = useState(initialMobile);
  const [category, setCategory] = useState('');
  const [ageGroup, setAgeGroup] = useState('');
  const [hours, setHours] = useState('');
  const [channel, setChannel] = useState('');
  const [areas, setAreas] = useState<string[]>([]);
  const [story, setStory] = useState<File | null>(null);
  const [documents, setDocuments] = useState<File | null>(null);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const errors: Partial<Record<Field, string>> = {};
  if (!category) errors.category = rules.required;
  if (!ageGroup) errors.ageGroup = rules.required;
  if (!hours.trim()) errors.numberOfHours = rules.required;
  else if (!Number.isFinite(Number(hours)) || Number(hours) < 0) errors.numberOfHours = rules.hoursMin;
  if (!channel) errors.mentoringChannel = rules.required;
  if (areas.length === 0) errors.areaOfMentoring = rules.areaRequired;
  if (!story) errors.uploadStory = rules.required;
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const areaIds = useFieldIds(undefined, { errorText: shown('areaOfMentoring') });
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const options = (kind: Exclude<HeroOptionKind, 'areaOfMentoring'>) =>
    heroApplicationOptions[kind].map((value) => ({ value, label: optionLabel(kind, value) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched({
      category: true,
      ageGroup: true,
      numberOfHours: true,
      mentoringChannel: true,
      areaOfMentoring: true,
      uploadStory: true,
    });
    if (Object.keys(errors).length > 0 || !story) return;
    onSubmit({
      ...(mobile.trim() ? { mobile: mobile.trim() } : {}),
      category: category as BecomeHeroValues['category'],
      ageGroup: ageGroup as BecomeHeroValues['ageGroup'],
      numberOfHours: Number(hours),
      mentoringChannel: channel as BecomeHeroValues['mentoringChannel'],
      areaOfMentoring: areas as BecomeHeroValues['areaOfMentoring'],
      uploadStory: story,
      ...(documents ? { uploadDocuments: documents } : {}),
    });
  };

  return (
    <FormRoot onSubmit={submit} noValidate aria-label={text.title}>
      <HeaderGroup>
        <Heading>{text.title}</Heading>
        <Lead>{text.lead}</Lead>
      </HeaderGroup>
      {error && <FormAlert>{error}</FormAlert>}
      <FormLayout columns={2}>
        <TextField label={text.name} value={name} readOnly />
        <TextField label={text.email} value={email} readOnly />
        <TextField
          label={text.mobile}
          value={mobile}
          inputMode="numeric"
          autoComplete="tel-national"
          onChange={(event) => setMobile(event.target.value)}
          disabled={busy}
        />
        <Select
          label={text.category}
          placeholder={text.select}
          required
          options={options('category')}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            touch('category')();
          }}
          onBlur={touch('category')}
          errorText={shown('category')}
          disabled={busy}
        />
        <Select
          label={text.ageGroup}
          placeholder={text.select}
          required
          options={options('ageGroup')}
          value={ageGroup}
          onChange={(event) => {
            setAgeGroup(event.target.value);
            touch('ageGroup')();
          }}
          onBlur={touch('ageGroup')}
          errorText={shown('ageGroup')}
          disabled={busy}
        />
        <TextField
          label={text.numberOfHours}
          type="number"
          min={0}
          required
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          onBlur={touch('numberOfHours')}
          errorText={shown('numberOfHours')}
          disabled={busy}
        />
        <Select
          label={text.mentoringChannel}
          placeholder={text.select}
          required
          options={options('mentoringChannel')}
          value={channel}
          onChange={(event) => {
            setChannel(event.target.value);
            touch('mentoringChannel')();
          }}
          onBlur={touch('mentoringChannel')}
          errorText={shown('mentoringChannel')}
          disabled={busy}
        />
        <FormFullWidth>
          <AreaSet
            id={areaIds.id}
            aria-describedby={areaIds.describedBy}
            aria-invalid={areaIds.invalid || undefined}
            disabled={busy}
          >
            <AreaLegend>
              {text.areaOfMentoring}
              <RequiredMarker required />
            </AreaLegend>
            {heroApplicationOptions.areaOfMentoring.map((area) => (
              <Checkbox
                key={area}
                label={optionLabel('areaOfMentoring', area)}
                checked={areas.includes(area)}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setAreas((current) => (checked ? [...current, area] : current.filter((a) => a !== area)));
                  touch('areaOfMentoring')();
                }}
              />
            ))}
            <FieldMessages ids={areaIds} errorText={shown('areaOfMentoring')} />
          </AreaSet>
        </FormFullWidth>
        <FormFullWidth>
          <FileField
            label={text.uploadStory}
            helperText={text.uploadStoryHint}
            required
            accept=".mp4,.mkv,.png,.jpeg,.jpg,.mp3,.pdf,.pptx"
            isAccepted={(file) => isStoryFileName(file.name)}
            typeErrorText={rules.storyType}
            chooseLabel={text.choose}
            noFileLabel={text.noFile}
            errorText={shown('uploadStory')}
            onFileSelect={(file) => {
              setStory(file);
              touch('uploadStory')();
            }}
            disabled={busy}
          />
        </FormFullWidth>
        <FormFullWidth>
          <FileField
            label={text.uploadDocuments}
            helperText={text.uploadDocumentsHint}
            accept=".pdf,application/pdf"
            isAccepted={isPdf}
            typeErrorText={rules.documentType}
            chooseLabel={text.choose}
            noFileLabel={text.noFile}
            onFileSelect={setDocuments}
            disabled={busy}
          />
        </FormFullWidth>
      </FormLayout>
      <FormActions>
        <Button type="submit" busy={busy} busyLabel={text.busy}>
          {text.submit}
        </Button>
      </FormActions>
    </FormRoot>
  );
}
