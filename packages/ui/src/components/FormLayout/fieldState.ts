/** Reading a react-final-form field for the design system's controls (every domain form keeps its state there). */
import type { FieldInputProps, FieldMetaState } from 'react-final-form';

/**
 * A field's error once the member has left it, or tried to submit (final-form then marks every field touched).
 * `onChange`: a choice (select, radio, checkbox, file) shows it as soon as it is changed.
 */
export function fieldError(
  meta: FieldMetaState<unknown>,
  { onChange = false }: { onChange?: boolean } = {},
): string | undefined {
  const shown = meta.touched || (onChange && meta.modified);
  return shown && typeof meta.error === 'string' ? meta.error : undefined;
}

/** A field's value and handlers for a control, without its `name` (forms that had none keep their markup). */
export function controlOf<T>(input: FieldInputProps<T>) {
  return { value: input.value, onChange: input.onChange, onBlur: input.onBlur };
}

/** The text of a text field's value (final-form holds an emptied field as undefined). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
