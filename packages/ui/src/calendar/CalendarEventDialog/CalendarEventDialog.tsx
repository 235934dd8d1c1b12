import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { IconButton } from '../../components/IconButton';
import { TextField } from '../../components/TextField';

/**
 * The form's values. `start` and `end` are what the inputs hold: `YYYY-MM-DDTHH:mm` (local wall clock), or
 * `YYYY-MM-DD` when `allDay`; `end` is the last day of an all-day event (inclusive, as members think of it).
 */
export interface CalendarEventValues {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  desc: string;
}

export interface CalendarEventDialogLabels {
  newTitle: string;
  editTitle: string;
  title: string;
  allDay: string;
  start: string;
  end: string;
  desc: string;
  add: string;
  save: string;
  busy: string;
  cancel: string;
  remove: string;
  close: string;
}

export const defaultCalendarEventDialogLabels: CalendarEventDialogLabels = {
  newTitle: 'New Event',
  editTitle: 'Edit Event',
  title: 'Title',
  allDay: 'All Day',
  start: 'Start',
  end: 'End',
  desc: 'Description',
  add: 'Add',
  save: 'Save',
  busy: 'Saving...',
  cancel: 'Cancel',
  remove: 'Delete event',
  close: 'Close',
};

/** §5 word for word ('You must enter a title'); the end rule has no wording in the spec. */
export interface CalendarEventDialogMessages {
  titleRequired: string;
  endBeforeStart: string;
}

export const calendarEventMessages: CalendarEventDialogMessages = {
  titleRequired: 'You must enter a title',
  endBeforeStart: 'End date cannot be before start date',
};

export interface CalendarEventDialogProps {
  open: boolean;
  /** `new` (a selected range: Add) or `edit` (an own entry: Save and the delete icon). */
  mode: 'new' | 'edit';
  initialValues: CalendarEventValues;
  onSubmit: (values: CalendarEventValues) => void;
  onDelete?: () => void;
  onClose: () => void;
  busy?: boolean;
  labels?: Partial<CalendarEventDialogLabels>;
  messages?: Partial<CalendarEventDialogMessages>;
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Dates = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  justify-content: flex-end;

  & > :first-child[data-delete] {
    margin-inline-end: auto;
  }
`;

/** The day part of a value (`YYYY-MM-DD`), and a day with a time (09:00 when the value has none). */
const dayOf = (value: string) => value.slice(0, 10);
const withTime = (value: string, fallback: string) => (value.length > 10 ? value : `${value}T${fallback}`);

/** §5: title required, end not before start. */
export function validateCalendarEvent(
  values: CalendarEventValues,
  messages: CalendarEventDialogMessages = calendarEventMessages,
) {
  const errors: Partial<Record<'title' | 'end', string>> = {};
  if (!values.title.trim()) errors.title = messages.titleRequired;
  if (values.start && values.end && values.end < values.start) errors.end = messages.endBeforeStart;
  if (!values.start) errors.end ??= messages.endBeforeStart;
  return errors;
}

/**
 * 'New Event' (from a selected range) and 'Edit Event' (an own entry): Add or Save stays disabled until the
 * form is changed and valid (§5); Edit has a delete icon.
 */
export function CalendarEventDialog({
  open,
  mode,
  initialValues,
  onSubmit,
  onDelete,
  onClose,
  busy = false,
  labels,
  messages,
}: CalendarEventDialogProps) {
  const text = { ...defaultCalendarEventDialogLabels, ...labels };
  const titleRequired = messages?.titleRequired ?? calendarEventMessages.titleRequired;
  const endBeforeStart = messages?.endBeforeStart ?? calendarEventMessages.endBeforeStart;
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<{ title?: boolean; end?: boolean }>({});
  const formId = useId();
  const errors = useMemo(
    () => validateCalendarEvent(values, { titleRequired, endBeforeStart }),
    [values, titleRequired, endBeforeStart],
  );
  const changed = (Object.keys(values) as (keyof CalendarEventValues)[]).some(
    (key) => values[key] !== initialValues[key],
  );
  const valid = Object.keys(errors).length === 0;

  const set = (patch: Partial<CalendarEventValues>) => setValues((current) => ({ ...current, ...patch }));
  const toggleAllDay = (allDay: boolean) =>
    set(
      allDay
        ? { allDay, start: dayOf(values.start), end: dayOf(values.end) }
        : { allDay, start: withTime(values.start, '09:00'), end: withTime(values.end, '10:00') },
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === 'new' ? text.newTitle : text.editTitle}
      busy={busy}
      closeLabel={text.close}
      size="md"
      actions={
        <Actions>
          {mode === 'edit' && onDelete && (
            <span data-delete>
              <IconButton
                label={text.remove}
                icon={<Trash2 aria-hidden />}
                variant="tertiary"
                disabled={busy}
                onClick={onDelete}
              />
            </span>
          )}
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!valid || !changed} busy={busy} busyLabel={text.busy}>
            {mode === 'new' ? text.add : text.save}
          </Button>
        </Actions>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched({ title: true, end: true });
          if (valid && changed && !busy) onSubmit({ ...values, title: values.title.trim() });
        }}
      >
        <Fields>
          <TextField
            label={text.title}
            name="title"
            required
            autoComplete="off"
            value={values.title}
            maxLength={200}
            disabled={busy}
            onChange={(event) => set({ title: event.target.value })}
            onBlur={() => setTouched((t) => ({ ...t, title: true }))}
            errorText={touched.title ? errors.title : undefined}
          />
          <Checkbox
            label={text.allDay}
            name="allDay"
            checked={values.allDay}
            disabled={busy}
            onChange={(event) => toggleAllDay(event.target.checked)}
          />
          <Dates>
            <TextField
              label={text.start}
              name="start"
              type={values.allDay ? 'date' : 'datetime-local'}
              required
              value={values.start}
              disabled={busy}
              onChange={(event) => set({ start: event.target.value })}
            />
            <TextField
              label={text.end}
              name="end"
              type={values.allDay ? 'date' : 'datetime-local'}
              required
              value={values.end}
              disabled={busy}
              onChange={(event) => {
                set({ end: event.target.value });
                setTouched((t) => ({ ...t, end: true }));
              }}
              onBlur={() => setTouched((t) => ({ ...t, end: true }))}
              errorText={touched.end || values.end < values.start ? errors.end : undefined}
            />
          </Dates>
          <TextField
            label={text.desc}
            name="desc"
            multiline
            rows={3}
            maxLength={2000}
            value={values.desc}
            disabled={busy}
            onChange={(event) => set({ desc: event.target.value })}
          />
        </Fields>
      </form>
    </Dialog>
  );
}
