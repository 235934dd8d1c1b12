import { Field as FinalField, Form } from 'react-final-form';
import { Button } from '../../components/Button';
import {
  controlOf,
  fieldError,
  FormActions,
  FormFullWidth,
  FormLayout,
  textOf,
} from '../../components/FormLayout';
import { RadioGroup } from '../../components/RadioGroup';
import { TextField } from '../../components/TextField';
import { FormRoot, HeaderGroup, Heading } from '../formParts';
import { isSessionInPast, parseFormDate, parseFormTime } from '../sessionFormat';

/** What the form sends (§3: name, email and healthHeroName are shown but removed before sending). */
export interface SessionRequestValues {
  /** YYYY-MM-DD, read from the form's dd/MM/yyyy. */
  sessionDate: string;
  /** 24-hour HH:mm, read from the form's hh:mm a. */
  sessionTime: string;
  sessionPurpose: string;
  otherProblems?: string;
  consultation: 'yes' | 'no';
}

export interface SessionRequestFormLabels {
  title: string;
  name: string;
  email: string;
  heroName: string;
  sessionDate: string;
  sessionDateHint: string;
  sessionTime: string;
  sessionTimeHint: string;
  sessionPurpose: string;
  otherProblems: string;
  consultation: string;
  yes: string;
  no: string;
  submit: string;
  busy: string;
  cancel: string;
}

export const defaultSessionRequestFormLabels: SessionRequestFormLabels = {
  title: 'Request a Health Hero Session',
  name: 'Name',
  email: 'Email',
  heroName: 'Health Hero Name',
  sessionDate: 'Session Date',
  sessionDateHint: 'dd/MM/yyyy, e.g. 15/01/2027',
  sessionTime: 'Session Time',
  sessionTimeHint: 'hh:mm am or pm (Pacific Time), e.g. 05:30 pm',
  sessionPurpose: 'Session Purpose',
  otherProblems: 'Other Problems',
  consultation: 'Consultation',
  yes: 'Yes',
  no: 'No',
  submit: 'Submit',
  busy: 'Submitting...',
  cancel: 'Cancel',
};

export interface SessionRequestFormMessages {
  required: string;
  pastDate: string;
  dateFormat: string;
  timeFormat: string;
}

export const defaultSessionRequestFormMessages: SessionRequestFormMessages = {
  required: 'This field is required',
  pastDate: 'Date cannot be in the past',
  dateFormat: 'Enter the date as dd/MM/yyyy',
  timeFormat: 'Enter the time as hh:mm am or pm',
};

export interface SessionRequestFormProps {
  /** The member's name and e-mail and the hero's name, shown read-only. */
  name: string;
  email: string;
  heroName: string;
  onSubmit: (values: SessionRequestValues) => void;
  onCancel: () => void;
  /** The instant the §5 'not in the past' rule is judged at (Pacific wall clock, as the server judges it). */
  now?: () => Date;
  busy?: boolean;
  labels?: Partial<SessionRequestFormLabels>;
  messages?: Partial<SessionRequestFormMessages>;
}

type FieldName = 'sessionDate' | 'sessionTime' | 'sessionPurpose' | 'consultation';
/** The form's state (final-form holds an emptied field as undefined). */
type Draft = Partial<Record<FieldName | 'otherProblems', string>>;

/** §5's rules: purpose and consultation required; date and time in their formats and not in the past. */
export function validateSessionRequest(
  draft: Draft,
  now: Date,
  messages: SessionRequestFormMessages = defaultSessionRequestFormMessages,
): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const date = textOf(draft.sessionDate) ? parseFormDate(draft.sessionDate as string) : null;
  const time = textOf(draft.sessionTime) ? parseFormTime(draft.sessionTime as string) : null;
  if (!textOf(draft.sessionDate)) errors.sessionDate = messages.required;
  else if (!date) errors.sessionDate = messages.dateFormat;
  else if (isSessionInPast(date, null, now)) errors.sessionDate = messages.pastDate;
  if (!textOf(draft.sessionTime)) errors.sessionTime = messages.required;
  else if (!time) errors.sessionTime = messages.timeFormat;
  else if (date && isSessionInPast(date, time, now)) errors.sessionTime = messages.pastDate;
  if (!textOf(draft.sessionPurpose)) errors.sessionPurpose = messages.required;
  if (draft.consultation !== 'yes' && draft.consultation !== 'no') errors.consultation = messages.required;
  return errors;
}

/** /healthHero/apply: the session request form (§3 / §5), date dd/MM/yyyy and time hh:mm a. */
export function SessionRequestForm({
  name,
  email,
  heroName,
  onSubmit,
  onCancel,
  now = () => new Date(),
  busy = false,
  labels,
  messages,
}: SessionRequestFormProps) {
  const text = { ...defaultSessionRequestFormLabels, ...labels };
  const rules = { ...defaultSessionRequestFormMessages, ...messages };
  const submit = (draft: Draft) => {
    if (busy) return;
    const otherProblems = textOf(draft.otherProblems);
    onSubmit({
      sessionDate: parseFormDate(draft.sessionDate as string) as string,
      sessionTime: parseFormTime(draft.sessionTime as string) as string,
      sessionPurpose: textOf(draft.sessionPurpose),
      ...(otherProblems ? { otherProblems } : {}),
      consultation: draft.consultation as 'yes' | 'no',
    });
  };

  return (
    <Form<Draft>
      onSubmit={submit}
      validate={(draft) => validateSessionRequest(draft, now(), rules)}
      render={({ handleSubmit }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-label={text.title}>
          <HeaderGroup>
            <Heading>{text.title}</Heading>
          </HeaderGroup>
          <FormLayout columns={2}>
            <TextField label={text.name} value={name} readOnly />
            <TextField label={text.email} value={email} readOnly />
            <FormFullWidth>
              <TextField label={text.heroName} value={heroName} readOnly />
            </FormFullWidth>
            <FinalField<string> name="sessionDate">
              {({ input, meta }) => (
                <TextField
                  label={text.sessionDate}
                  helperText={text.sessionDateHint}
                  placeholder="dd/MM/yyyy"
                  inputMode="numeric"
                  dir="ltr"
                  required
                  {...controlOf(input)}
                  errorText={fieldError(meta)}
                  disabled={busy}
                />
              )}
            </FinalField>
            <FinalField<string> name="sessionTime">
              {({ input, meta }) => (
                <TextField
                  label={text.sessionTime}
                  helperText={text.sessionTimeHint}
                  placeholder="hh:mm am"
                  dir="ltr"
                  required
                  {...controlOf(input)}
                  errorText={fieldError(meta)}
                  disabled={busy}
                />
              )}
            </FinalField>
            <FormFullWidth>
              <FinalField<string> name="sessionPurpose">
                {({ input, meta }) => (
                  <TextField
                    multiline
                    rows={3}
                    label={text.sessionPurpose}
                    required
                    maxLength={500}
                    {...controlOf(input)}
                    errorText={fieldError(meta)}
                    disabled={busy}
                  />
                )}
              </FinalField>
            </FormFullWidth>
            <FormFullWidth>
              <FinalField<string> name="otherProblems">
                {({ input }) => (
                  <TextField
                    multiline
                    rows={3}
                    label={text.otherProblems}
                    maxLength={2000}
                    value={input.value}
                    onChange={input.onChange}
                    disabled={busy}
                  />
                )}
              </FinalField>
            </FormFullWidth>
            <FormFullWidth>
              <FinalField<string> name="consultation">
                {({ input, meta }) => (
                  <RadioGroup
                    legend={text.consultation}
                    name="consultation"
                    orientation="horizontal"
                    required
                    options={[
                      { value: 'yes', label: text.yes },
                      { value: 'no', label: text.no },
                    ]}
                    value={input.value}
                    onChange={(value) => input.onChange(value)}
                    errorText={fieldError(meta, { onChange: true })}
                    disabled={busy}
                  />
                )}
              </FinalField>
            </FormFullWidth>
          </FormLayout>
          <FormActions>
            <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
              {text.cancel}
            </Button>
            <Button type="submit" busy={busy} busyLabel={text.busy}>
              {text.submit}
            </Button>
          </FormActions>
        </FormRoot>
      )}
    />
  );
}
