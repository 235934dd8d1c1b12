import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Field, useFieldIds } from '../FormLayout/Field';
import { Adornment, Box, InlineButton, Input, Textarea } from './TextField.styles';

interface TextFieldOwnProps {
  label: ReactNode;
  hideLabel?: boolean;
  helperText?: ReactNode;
  /** Shown under the field; marks it `aria-invalid` and describes it. */
  errorText?: ReactNode;
  /** Decorative or textual content at the start of the box (icon, currency sign). */
  startAdornment?: ReactNode;
  /** Content at the end of the box (unit, icon, a small button). */
  endAdornment?: ReactNode;
  /** Accessible names of the password visibility toggle (only with `type="password"`). */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
  /** Class of the outer wrapper (label + box + messages). */
  className?: string;
}

export type TextInputProps = TextFieldOwnProps &
  Omit<ComponentPropsWithRef<'input'>, 'size' | 'className'> & { multiline?: false };
export type TextAreaProps = TextFieldOwnProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'className'> & { multiline: true };
export type TextFieldProps = TextInputProps | TextAreaProps;

/**
 * A labelled text input (or textarea with `multiline`). Takes the usual `value`, `onChange`,
 * `onBlur`, `name`, `id` and `ref`, so a react-final-form Field's `input` props spread straight in.
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    hideLabel,
    helperText,
    errorText,
    startAdornment,
    endAdornment,
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    className,
    id,
    required,
    disabled,
    readOnly,
  } = props;
  const ids = useFieldIds(id, { helperText, errorText });
  const [passwordVisible, setPasswordVisible] = useState(false);

  const a11y = {
    id: ids.id,
    // aria-required, not native `required`: the browser's own bubble would pre-empt the spec's messages.
    required: undefined,
    'aria-required': required || undefined,
    'aria-invalid': ids.invalid || undefined,
    'aria-describedby': [ids.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined,
  };

  let control: ReactNode;
  let toggle: ReactNode = null;
  if (props.multiline) {
    control = <Textarea {...nativeProps(props)} {...a11y} />;
  } else {
    const isPassword = props.type === 'password';
    const type = isPassword && passwordVisible ? 'text' : props.type;
    control = <Input {...nativeProps(props)} {...a11y} type={type} />;
    if (isPassword) {
      toggle = (
        <InlineButton
          size="sm"
          label={passwordVisible ? hidePasswordLabel : showPasswordLabel}
          icon={passwordVisible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          aria-controls={ids.id}
          disabled={disabled}
          onClick={() => setPasswordVisible((visible) => !visible)}
        />
      );
    }
  }

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      helperText={helperText}
      errorText={errorText}
      className={className}
    >
      <Box
        data-multiline={Boolean(props.multiline)}
        data-invalid={ids.invalid}
        data-disabled={Boolean(disabled)}
        data-readonly={Boolean(readOnly) && !disabled}
      >
        {startAdornment ? <Adornment>{startAdornment}</Adornment> : null}
        {control}
        {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
        {toggle}
      </Box>
    </Field>
  );
}

/** The props that go to the native element: everything except this component's own. */
function nativeProps<P extends TextFieldProps>(props: P) {
  const {
    label: _label,
    hideLabel: _hideLabel,
    helperText: _helperText,
    errorText: _errorText,
    startAdornment: _start,
    endAdornment: _end,
    showPasswordLabel: _show,
    hidePasswordLabel: _hide,
    className: _className,
    multiline: _multiline,
    ...native
  } = props;
  return native;
}
