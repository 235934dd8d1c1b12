import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { bareFieldset, visuallyHidden } from './fieldStyles';

export interface FieldMessageProps {
  /** Hint under the control, tied to it by `aria-describedby`. */
  helperText?: ReactNode;
  /** Error under the control; when set the control is `aria-invalid`. */
  errorText?: ReactNode;
}

export interface FieldIds {
  id: string;
  helperId: string | undefined;
  errorId: string | undefined;
  /** Value for the control's `aria-describedby`, or undefined when there is nothing to describe it. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids that tie a control to its label, hint and error; uses the caller's `id` when given. */
export function useFieldIds(
  idProp: string | undefined,
  { helperText, errorText }: FieldMessageProps,
): FieldIds {
  const generated = useId();
  const id = idProp ?? generated;
  const helperId = helperText ? `${id}-helper` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;
  return { id, helperId, errorId, describedBy, invalid: Boolean(errorText) };
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.error.fg};
`;

/** The visual required marker; the control itself carries `aria-required` for assistive technology. */
export function RequiredMarker({ required }: { required?: boolean }) {
  return required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null;
}

const Helper = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.error.fg};
`;

/** Hint and error lines under a control, with the ids from `useFieldIds`. */
export function FieldMessages({ ids, helperText, errorText }: FieldMessageProps & { ids: FieldIds }) {
  return (
    <>
      {helperText ? <Helper id={ids.helperId}>{helperText}</Helper> : null}
      {errorText ? <ErrorText id={ids.errorId}>{errorText}</ErrorText> : null}
    </>
  );
}

export interface FieldProps extends FieldMessageProps {
  ids: FieldIds;
  label: ReactNode;
  /** Keep the label for assistive technology only (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error: the frame every labelled form control shares. */
export function Field({
  ids,
  label,
  hideLabel,
  required,
  helperText,
  errorText,
  className,
  children,
}: FieldProps) {
  return (
    <FieldRoot className={className}>
      {/* The marker sits outside the label so the label's text stays exactly the field's name. */}
      <div>
        <FieldLabel htmlFor={ids.id} $hidden={hideLabel}>
          {label}
        </FieldLabel>
        {hideLabel ? null : <RequiredMarker required={required} />}
      </div>
      {children}
      <FieldMessages ids={ids} helperText={helperText} errorText={errorText} />
    </FieldRoot>
  );
}

const Fieldset = styled.fieldset`
  ${bareFieldset}
  gap: ${({ theme }) => theme.space[1]};
`;

const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};

  &[data-spaced] {
    margin-block-end: ${({ theme }) => theme.space[1]};
  }
`;

export interface ChoiceFieldsetProps extends FieldMessageProps {
  ids: FieldIds;
  /** The group's name, shown as its legend. */
  legend: ReactNode;
  /** A little space between the legend and the choices. */
  spacedLegend?: boolean;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** The radios. */
  children: ReactNode;
}

/**
 * The frame of a group of radios (RadioGroup, Rating): a radiogroup fieldset named by its legend, described by
 * its hint and error, then the hint and error lines.
 */
export function ChoiceFieldset({
  ids,
  legend,
  spacedLegend = false,
  required,
  disabled,
  helperText,
  errorText,
  className,
  children,
}: ChoiceFieldsetProps) {
  const legendId = `${ids.id}-legend`;
  return (
    <Fieldset
      id={ids.id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={ids.describedBy}
      aria-invalid={ids.invalid || undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={className}
    >
      <Legend id={legendId} data-spaced={spacedLegend || undefined}>
        {legend}
        <RequiredMarker required={required} />
      </Legend>
      {children}
      <FieldMessages ids={ids} helperText={helperText} errorText={errorText} />
    </Fieldset>
  );
}
