import { TextField, type TextInputProps } from '../TextField/TextField';

export type DateFieldProps = Omit<
  TextInputProps,
  'type' | 'multiline' | 'showPasswordLabel' | 'hidePasswordLabel'
> & {
  /** Earliest and latest allowed days, as `YYYY-MM-DD` (the native date input's format). */
  min?: string;
  max?: string;
};

/**
 * A styled native date input: the browser's own calendar, keyboard entry and localised format.
 * `value` is `YYYY-MM-DD` ('' when empty); the app validates ('Date cannot be in the past') and
 * passes the message as `errorText`.
 */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
