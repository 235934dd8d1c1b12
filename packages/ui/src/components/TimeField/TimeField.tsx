import { TextField, type TextInputProps } from '../TextField/TextField';

export type TimeFieldProps = Omit<
  TextInputProps,
  'type' | 'multiline' | 'showPasswordLabel' | 'hidePasswordLabel'
> & {
  /** Earliest and latest allowed times, as `HH:mm` (24-hour, the native time input's format). */
  min?: string;
  max?: string;
};

/**
 * A styled native time input: the browser shows it in the member's 12/24-hour convention.
 * `value` is `HH:mm` ('' when empty).
 */
export function TimeField(props: TimeFieldProps) {
  return <TextField {...props} type="time" />;
}
