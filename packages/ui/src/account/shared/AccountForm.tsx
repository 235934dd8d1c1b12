/** The frame every account form shares (its react-final-form Form, heading, server error) and its submit. */
import { useId, type ReactNode } from 'react';
import { Form, useFormState } from 'react-final-form';
import { Button } from '../../components/Button';
import { FormActions } from '../../components/FormLayout';
import type { FormErrors } from '../validation';
import { FormRoot, HeaderGroup, Heading, Lead, FormAlert } from './formLayout';

export interface AccountFormProps<Values> {
  /** The heading; it also names the form. */
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** A server message shown above the fields. */
  error?: string;
  onSubmit: (values: Values) => void;
  /** Errors by field name; omit when any values will do. */
  validate?: (values: Values) => FormErrors<Values>;
  initialValues?: Partial<Values>;
  /** Fields, a FormSubmit and whatever follows it. */
  children: ReactNode;
}

/**
 * The frame of every account form: its state (react-final-form), the heading that names the form (and its lead),
 * the server error, then the children. Submitting an invalid form shows every field's error instead (final-form
 * marks every field touched).
 */
export function AccountForm<Values extends object>({
  title,
  lead,
  error,
  onSubmit,
  validate,
  initialValues,
  children,
}: AccountFormProps<Values>) {
  const titleId = useId();
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <HeaderGroup>
            <Heading id={titleId}>{title}</Heading>
            {lead && <Lead>{lead}</Lead>}
          </HeaderGroup>
          {error && <FormAlert>{error}</FormAlert>}
          {children}
        </FormRoot>
      )}
    />
  );
}

export interface FormSubmitProps {
  /** The button's text. */
  children: ReactNode;
  /** The call is running: shows `busyLabel` with a spinner and disables the button. */
  busy?: boolean;
  busyLabel: string;
  /** Disabled for a reason of the caller's as well (e.g. the link was already sent). */
  disabled?: boolean;
  /**
   * Enabled only once the form is changed and valid (§5: 'disabled until the form is valid and changed').
   * `false` for an action that needs none of the values.
   */
  requireValid?: boolean;
  /** `block`: full width and large, ending an auth card. `actions`: the end of a FormLayout's actions row. */
  placement?: 'block' | 'actions';
}

/** The submit button of an account form, disabled until the form is changed and valid. */
export function FormSubmit({
  children,
  busy = false,
  busyLabel,
  disabled = false,
  requireValid = true,
  placement = 'block',
}: FormSubmitProps) {
  const { invalid, pristine } = useFormState({ subscription: { invalid: true, pristine: true } });
  const block = placement === 'block';
  const button = (
    <Button
      type="submit"
      fullWidth={block}
      size={block ? 'lg' : 'md'}
      disabled={disabled || (requireValid && (invalid || pristine))}
      busy={busy}
      busyLabel={busyLabel}
    >
      {children}
    </Button>
  );
  return block ? button : <FormActions>{button}</FormActions>;
}
