import { useState } from 'react';
import styled from 'styled-components';
import { Plus, Trash2 } from 'lucide-react';
import { Field as FinalField, Form } from 'react-final-form';
import { Button } from '../../components/Button';
import { FileField } from '../../components/FileField';
import { FormActions, FormAlert, controlOf, fieldError } from '../../components/FormLayout';
import { Select } from '../../components/Select';
import { Switch } from '../../components/Switch';
import { TextField } from '../../components/TextField';
import {
  eventCategories,
  eventModes,
  emptyEventValues,
  validateEventForm,
  type SpeakerValues,
  type StaffEventFormMessages,
  type StaffEventFormValues,
} from './eventFormValues';

export interface StaffEventFormLabels extends StaffEventFormMessages {
  languages: { en: string; tr: string; ar: string };
  title: string;
  description: string;
  descriptionHelper: string;
  translationHelper: string;
  details: string;
  category: string;
  noCategory: string;
  mode: string;
  modes: Record<(typeof eventModes)[number], string>;
  startsAt: string;
  endsAt: string;
  price: string;
  priceHelper: string;
  capacity: string;
  capacityHelper: string;
  package: string;
  choosePackage: string;
  allowRegistration: string;
  picture: string;
  pictureHelper: string;
  chooseFile: string;
  noFile: string;
  uploading: string;
  uploadFailed: string;
  removePicture: string;
  speakers: string;
  addSpeaker: string;
  speakerName: string;
  speakerRole: string;
  roles: { speaker: string; moderator: string };
  designation: string;
  speakerDescription: string;
  link: string;
  removeSpeaker: (name: string) => string;
  saveDraft: string;
  publish: string;
  save: string;
  saving: string;
  cancel: string;
}

export const defaultStaffEventFormLabels: StaffEventFormLabels = {
  required: 'This field is required',
  endBeforeStart: 'The event must end after it starts.',
  priceInvalid: 'Enter a price in dollars, such as 20 or 19.99 (0 is free).',
  capacityInvalid: 'Enter a whole number of seats, or leave it empty for no limit.',
  linkInvalid: 'Please enter a valid URL, including scheme',
  languages: { en: 'English', tr: 'Turkish', ar: 'Arabic' },
  title: 'Title',
  description: 'Description',
  descriptionHelper: 'Paragraphs in <p>; <b>, <i>, <a> and lists are kept.',
  translationHelper: 'Empty: members read the English text.',
  details: 'Details',
  category: 'Category',
  noCategory: 'Every category',
  mode: 'Mode',
  modes: { Online: 'Online', 'In-Person': 'In-Person', Hybrid: 'Hybrid' },
  startsAt: 'Starts',
  endsAt: 'Ends',
  price: 'Price per seat ($)',
  priceHelper: 'A new price applies to new checkouts only.',
  capacity: 'Seats',
  capacityHelper: 'Empty for no limit.',
  package: 'Required package',
  choosePackage: 'Choose a package',
  allowRegistration: 'Registration open',
  picture: 'Picture',
  pictureHelper: 'JPG, PNG or WEBP.',
  chooseFile: 'Choose picture',
  noFile: 'No picture',
  uploading: 'Uploading...',
  uploadFailed: 'The picture could not be stored.',
  removePicture: 'Remove picture',
  speakers: 'Speakers and moderators',
  addSpeaker: 'Add speaker',
  speakerName: 'Name',
  speakerRole: 'Role',
  roles: { speaker: 'Speaker', moderator: 'Moderator' },
  designation: 'Designation',
  speakerDescription: 'About',
  link: 'Profile link',
  removeSpeaker: (name) => `Remove ${name || 'speaker'}`,
  saveDraft: 'Save draft',
  publish: 'Publish',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
};

export interface StaffEventFormProps {
  initialValues?: StaffEventFormValues;
  packages: readonly { uuid: string; name: string }[];
  /** 'draft' saves without publishing; 'upcoming' publishes (or keeps a published event published). */
  onSubmit: (values: StaffEventFormValues, status: 'draft' | 'upcoming') => void;
  onCancel?: () => void;
  /** Stores a picture and resolves to its path, or null when the server refused it. */
  onUploadImage: (file: File) => Promise<string | null>;
  /** A published event is saved as it is; a draft can be saved or published. */
  published?: boolean;
  busy?: boolean;
  disabled?: boolean;
  /** The server's refusal. */
  error?: string;
  labels?: Partial<StaffEventFormLabels>;
}

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  min-inline-size: 0;
  & > legend {
    padding-inline: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** The three languages side by side on a wide screen, one under another on a phone. */
const Languages = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: start;
`;

const Speaker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  padding-block-end: ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const Picture = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  & img {
    inline-size: 8rem;
    block-size: 5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** A picture field: stored at once through `upload`; the form keeps the stored path. */
function PictureField({
  name,
  label,
  text,
  upload,
  disabled,
}: {
  name: string;
  label: string;
  text: StaffEventFormLabels;
  upload: (file: File) => Promise<string | null>;
  disabled?: boolean;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <FinalField<string | null> name={name}>
      {({ input }) => (
        <Picture>
          {input.value && <img src={input.value} alt="" />}
          <FileField
            label={label}
            accept="image/png,image/jpeg,image/webp"
            helperText={state === 'busy' ? text.uploading : text.pictureHelper}
            errorText={state === 'failed' ? text.uploadFailed : undefined}
            typeErrorText={text.pictureHelper}
            chooseLabel={text.chooseFile}
            noFileLabel={text.noFile}
            disabled={disabled || state === 'busy'}
            onFileSelect={async (file) => {
              if (!file) return;
              setState('busy');
              const path = await upload(file);
              setState(path ? 'idle' : 'failed');
              if (path) input.onChange(path);
            }}
          />
          {input.value && (
            <Button size="sm" variant="secondary" disabled={disabled} onClick={() => input.onChange(null)}>
              {text.removePicture}
            </Button>
          )}
        </Picture>
      )}
    </FinalField>
  );
}

function TextInput({
  name,
  label,
  multiline,
  disabled,
  required,
  helper,
  type,
  dir,
  lang,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  disabled?: boolean;
  required?: boolean;
  helper?: string;
  type?: string;
  dir?: 'rtl' | 'ltr';
  lang?: string;
}) {
  return (
    <FinalField<string> name={name}>
      {({ input, meta }) => (
        <TextField
          label={label}
          type={type}
          multiline={multiline}
          rows={multiline ? 6 : undefined}
          helperText={helper}
          errorText={fieldError(meta)}
          required={required}
          disabled={disabled}
          dir={dir}
          lang={lang}
          {...controlOf(input)}
        />
      )}
    </FinalField>
  );
}

/**
 * Staff write an event: title and description in English, Turkish and Arabic side by side, the member-side
 * details, the required package, seats, picture, speakers and moderators. Saved as a draft or published.
 */
export function StaffEventForm({
  initialValues = emptyEventValues,
  packages,
  onSubmit,
  onCancel,
  onUploadImage,
  published = false,
  busy = false,
  disabled = false,
  error,
  labels,
}: StaffEventFormProps) {
  const text = { ...defaultStaffEventFormLabels, ...labels };
  const off = busy || disabled;
  const [status, setStatus] = useState<'draft' | 'upcoming'>(published ? 'upcoming' : 'draft');
  return (
    <Form<StaffEventFormValues>
      initialValues={initialValues}
      validate={(values) => validateEventForm(values, text)}
      onSubmit={(values) => onSubmit(values, status)}
      render={({ handleSubmit, form, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          {error && <FormAlert>{error}</FormAlert>}
          <Languages>
            {(['en', 'tr', 'ar'] as const).map((locale) => {
              const suffix = locale === 'en' ? '' : locale === 'tr' ? 'Tr' : 'Ar';
              const dir = locale === 'ar' ? 'rtl' : 'ltr';
              return (
                <Column key={locale} lang={locale} dir={dir}>
                  <h3>{text.languages[locale]}</h3>
                  <TextInput
                    name={`name${suffix}`}
                    label={`${text.title} (${text.languages[locale]})`}
                    required={locale === 'en'}
                    helper={locale === 'en' ? undefined : text.translationHelper}
                    disabled={off}
                  />
                  <TextInput
                    name={`description${suffix}`}
                    label={`${text.description} (${text.languages[locale]})`}
                    multiline
                    helper={text.descriptionHelper}
                    disabled={off}
                  />
                </Column>
              );
            })}
          </Languages>
          <Section>
            <legend>{text.details}</legend>
            <Grid>
              <FinalField<string> name="eventCategory">
                {({ input }) => (
                  <Select
                    label={text.category}
                    options={[
                      { value: '', label: text.noCategory },
                      ...eventCategories.map((c) => ({ value: c, label: c })),
                    ]}
                    disabled={off}
                    {...controlOf(input)}
                  />
                )}
              </FinalField>
              <FinalField<string> name="eventMode">
                {({ input }) => (
                  <Select
                    label={text.mode}
                    options={eventModes.map((m) => ({ value: m, label: text.modes[m] }))}
                    disabled={off}
                    {...controlOf(input)}
                  />
                )}
              </FinalField>
              <TextInput
                name="startsAt"
                type="datetime-local"
                label={text.startsAt}
                required
                disabled={off}
              />
              <TextInput name="endsAt" type="datetime-local" label={text.endsAt} required disabled={off} />
              <TextInput name="price" label={text.price} helper={text.priceHelper} required disabled={off} />
              <TextInput name="capacity" label={text.capacity} helper={text.capacityHelper} disabled={off} />
              <FinalField<string> name="packageUuid">
                {({ input, meta }) => (
                  <Select
                    label={text.package}
                    placeholder={text.choosePackage}
                    options={packages.map((p) => ({ value: p.uuid, label: p.name }))}
                    errorText={fieldError(meta, { onChange: true })}
                    required
                    disabled={off}
                    {...controlOf(input)}
                  />
                )}
              </FinalField>
              <FinalField<boolean> name="allowRegistration" type="checkbox">
                {({ input }) => (
                  <Switch
                    label={text.allowRegistration}
                    checked={input.checked}
                    onChange={input.onChange}
                    disabled={off}
                  />
                )}
              </FinalField>
            </Grid>
            <PictureField
              name="image"
              label={text.picture}
              text={text}
              upload={onUploadImage}
              disabled={off}
            />
          </Section>
          <Section>
            <legend>{text.speakers}</legend>
            {values.speakers.map((speaker: SpeakerValues, index) => (
              <Speaker key={index}>
                <TextInput
                  name={`speakers[${index}].name`}
                  label={text.speakerName}
                  required
                  disabled={off}
                />
                <FinalField<string> name={`speakers[${index}].role`}>
                  {({ input }) => (
                    <Select
                      label={text.speakerRole}
                      options={[
                        { value: 'speaker', label: text.roles.speaker },
                        { value: 'moderator', label: text.roles.moderator },
                      ]}
                      disabled={off}
                      {...controlOf(input)}
                    />
                  )}
                </FinalField>
                <TextInput name={`speakers[${index}].designation`} label={text.designation} disabled={off} />
                <TextInput name={`speakers[${index}].linkedInProfile`} label={text.link} disabled={off} />
                <TextInput
                  name={`speakers[${index}].description`}
                  label={text.speakerDescription}
                  multiline
                  disabled={off}
                />
                <PictureField
                  name={`speakers[${index}].image`}
                  label={text.picture}
                  text={text}
                  upload={onUploadImage}
                  disabled={off}
                />
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    leadingIcon={<Trash2 aria-hidden="true" />}
                    disabled={off}
                    onClick={() =>
                      form.change(
                        'speakers',
                        values.speakers.filter((_, i) => i !== index),
                      )
                    }
                  >
                    {text.removeSpeaker(speaker.name ?? '')}
                  </Button>
                </div>
              </Speaker>
            ))}
            <div>
              <Button
                variant="secondary"
                leadingIcon={<Plus aria-hidden="true" />}
                disabled={off}
                onClick={() =>
                  form.change('speakers', [...values.speakers, { role: 'speaker', image: null }])
                }
              >
                {text.addSpeaker}
              </Button>
            </div>
          </Section>
          <FormActions>
            {onCancel && (
              <Button variant="secondary" disabled={busy} onClick={onCancel}>
                {text.cancel}
              </Button>
            )}
            {published ? (
              <Button
                type="submit"
                busy={busy}
                busyLabel={text.saving}
                disabled={disabled}
                onClick={() => setStatus('upcoming')}
              >
                {text.save}
              </Button>
            ) : (
              <>
                <Button
                  type="submit"
                  variant="secondary"
                  busy={busy && status === 'draft'}
                  busyLabel={text.saving}
                  disabled={off}
                  onClick={() => setStatus('draft')}
                >
                  {text.saveDraft}
                </Button>
                <Button
                  type="submit"
                  busy={busy && status === 'upcoming'}
                  busyLabel={text.saving}
                  disabled={off}
                  onClick={() => setStatus('upcoming')}
                >
                  {text.publish}
                </Button>
              </>
            )}
          </FormActions>
        </form>
      )}
    />
  );
}
