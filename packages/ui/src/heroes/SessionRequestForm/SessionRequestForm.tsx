import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormActions, FormFullWidth, FormLayout } from '../../components/FormLayout';
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
interface Draft {
  sessionDate: string;
  sessionTime: string;
  sessionPurpose: string;
  otherProblems: string;
  consultation: string;
}

/** §5's rules: purpose and consultation required; date and time in their formats and not in the past. */
export function validateSessionRequest(
  draft: Draft,
  now: Date,
  messages: SessionRequestFormMessages = defaultSessionRequestFormMessages,
): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const date = draft.sessionDate.trim() ? parseFormDate(draft.sessionDate) : null;
  const time = draft.sessionTime.trim() ? parseFormTime(draft.sessionTime) : null;
  if (!draft.sessionDate.trim()) errors.sessionDate = messages.required;
  else if (!date) errors.sessionDate = messages.dateFormat;
  else if (isSessionInPast(date, null, now)) errors.sessionDate = messages.pastDate;
  if (!draft.sessionTime.trim()) errors.sessionTime = messages.required;
  else if (!time) errors.sessionTime = messages.timeFormat;
  else if (date && isSessionInPast(date, time, now)) errors.sessionTime = messages.pastDate;
  if (!draft.sessionPurpose.trim()) errors.sessionPurpose = messages.required;
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
  const [draft, setDraft] = useState<Draft>({
    sessionDate: '',
    sessionTime: '',
    sessionPurpose: '',
    otherProblems: '',
    consultation: '',
  });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const errors = validateSessionRequest(draft, now(), rules);
  const shown = (field: FieldName) => (touched[field] ? errors[field] : undefined);
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const touch = (field: FieldName) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched({ sessionDate: true, sessionTime: true, sessionPurpose: true, consultation: true });
    if (Object.keys(errors).length > 0) return;
    const otherProblems = draft.otherProblems.trim();
    onSubmit({
      sessionDate: parseFormDate(draft.sessionDate) as string,
      sessionTime: parseFormTime(draft.sessionTime) as string,
      sessionPurpose: draft.sessionPurpose.trim(),
      ...(otherProblems ? { otherProblems } : {}),
      consultation: draft.consultation as 'yes' | 'no',
    });
  };

  return (
    <FormRoot onSubmit={submit} noValidate aria-label={text.title}>
      <HeaderGroup>
        <Heading>{text.title}</Heading>
      </HeaderGroup>
      <FormLayout columns={2}>
        <TextField label={text.name} value={name} readOnly />
        <TextField label={text.email} value={email} readOnly />
        <FormFullWidth>
          <TextField label={text.heroName} value={heroName} readOnly />
        </FormFullWidth>
        <TextField
          label={text.sessionDate}
          helperText={text.sessionDateHint}
          placeholder="dd/MM/yyyy"
          inputMode="numeric"
          dir="ltr"
          required
          value={draft.sessionDate}
          onChange={(event) => set('sessionDate')(event.target.value)}
          onBlur={touch('sessionDate')}
          errorText={shown('sessionDate')}
          disabled={busy}
        />
        <TextField
          label={text.sessionTime}
          helperText={text.sessionTimeHint}
          placeholder="hh:mm am"
          dir="ltr"
          required
          value={draft.sessionTime}
          onChange={(event) => set('sessionTime')(event.target.value)}
          onBlur={touch('sessionTime')}
          errorText={shown('sessionTime')}
          disabled={busy}
        />
        <FormFullWidth>
          <TextField
            multiline
            rows={3}
            label={text.sessionPurpose}
            required
            maxLength={500}
            value={draft.sessionPurpose}
            onChange={(event) => set('sessionPurpose')(event.target.value)}
            onBlur={touch('sessionPurpose')}
            errorText={shown('sessionPurpose')}
            disabled={busy}
          />
        </FormFullWidth>
        <FormFullWidth>
          <TextField
            multiline
            rows={3}
            label={text.otherProblems}
            maxLength={2000}
            value={draft.otherProblems}
            onChange={(event) => set('otherProblems')(event.target.value)}
            disabled={busy}
          />
        </FormFullWidth>
        <FormFullWidth>
          <RadioGroup
            legend={text.consultation}
            name="consultation"
            orientation="horizontal"
            required
            options={[
              { value: 'yes', label: text.yes },
              { value: 'no', label: text.no },
            ]}
            value={draft.consultation}
            onChange={(value) => {
              set('consultation')(value);
              touch('consultation')();
            }}
            errorText={shown('consultation')}
            disabled={busy}
          />
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
  );
}
