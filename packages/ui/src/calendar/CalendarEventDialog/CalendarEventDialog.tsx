import { useId } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { fieldError } from '../../components/FormLayout';
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
/** The dialog's values stay strings: an emptied field is '' (the rules and the sent values expect text). */
const keepText = (value: string | undefined) => value ?? '';

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
  const formId = useId();

  return (
    <Form<CalendarEventValues>
      initialValues={initialValues}
      validate={(values) => validateCalendarEvent(values, { titleRequired, endBeforeStart })}
      onSubmit={(values, form) => {
        // Enter in a field submits too: only a changed form is sent (§5).
        if (!busy && !form.getState().pristine) onSubmit({ ...values, title: values.title.trim() });
      }}
      render={({ handleSubmit, form, values, invalid, pristine }) => {
        const toggleAllDay = (allDay: boolean) =>
          form.batch(() => {
            form.change('allDay', allDay);
            form.change('start', allDay ? dayOf(values.start) : withTime(values.start, '09:00'));
            form.change('end', allDay ? dayOf(values.end) : withTime(values.end, '10:00'));
          });
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
                <Button
                  type="submit"
                  form={formId}
                  disabled={invalid || pristine}
                  busy={busy}
                  busyLabel={text.busy}
                >
                  {mode === 'new' ? text.add : text.save}
                </Button>
              </Actions>
            }
          >
            <form id={formId} noValidate onSubmit={handleSubmit}>
              <Fields>
                <FinalField<string> name="title" parse={keepText}>
                  {({ input, meta }) => (
                    <TextField
                      label={text.title}
                      name="title"
                      required
                      autoComplete="off"
                      value={input.value}
                      maxLength={200}
                      disabled={busy}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      errorText={fieldError(meta)}
                    />
                  )}
                </FinalField>
                <FinalField<boolean> name="allDay" type="checkbox" subscription={{ value: true }}>
                  {({ input }) => (
                    <Checkbox
                      label={text.allDay}
                      name="allDay"
                      checked={Boolean(input.checked)}
                      disabled={busy}
                      onChange={(event) => toggleAllDay(event.target.checked)}
                    />
                  )}
                </FinalField>
                <Dates>
                  <FinalField<string> name="start" parse={keepText}>
                    {({ input }) => (
                      <TextField
                        label={text.start}
                        name="start"
                        type={values.allDay ? 'date' : 'datetime-local'}
                        required
                        value={input.value}
                        disabled={busy}
                        onChange={input.onChange}
                      />
                    )}
                  </FinalField>
                  <FinalField<string> name="end" parse={keepText}>
                    {({ input, meta }) => (
                      <TextField
                        label={text.end}
                        name="end"
                        type={values.allDay ? 'date' : 'datetime-local'}
                        required
                        value={input.value}
                        disabled={busy}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        // An end before the start shows at once, whichever date moved.
                        errorText={
                          meta.touched || meta.modified || values.end < values.start ? meta.error : undefined
                        }
                      />
                    )}
                  </FinalField>
                </Dates>
                <FinalField<string> name="desc" parse={keepText}>
                  {({ input }) => (
                    <TextField
                      label={text.desc}
                      name="desc"
                      multiline
                      rows={3}
                      maxLength={2000}
                      value={input.value}
                      disabled={busy}
                      onChange={input.onChange}
                    />
                  )}
                </FinalField>
              </Fields>
            </form>
          </Dialog>
        );
      }}
    />
  );
}
