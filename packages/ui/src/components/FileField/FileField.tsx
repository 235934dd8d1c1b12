import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import styled from 'styled-components';
import { baseButtonStyles, variantStyles } from '../Button/Button.styles';
import { Field, useFieldIds } from '../FormLayout/Field';
import { isAcceptedFile } from './isAcceptedFile';

export interface FileFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'className' | 'accept' | 'multiple' | 'value' | 'defaultValue'
> {
  label: ReactNode;
  /** HTML accept list ('.jpg,.jpeg,.png' or 'image/*'); also checked on selection, see `isAcceptedFile`. */
  accept?: string;
  helperText?: ReactNode;
  /** An error from the form (e.g. 'This field is required'); a type error takes precedence. */
  errorText?: ReactNode;
  /** Shown when the chosen file is not in `accept`, e.g. 'Image type should be JPG, PNG or JPEG'. */
  typeErrorText?: string;
  /** Name of a file already stored (an existing logo) until the member picks another. */
  fileName?: string;
  /**
   * Own acceptance rule, replacing the `accept` check (e.g. a rule on the name such as the spec's
   * "file name must contain one of mp4, mkv, …"). `accept` still filters the picker.
   */
  isAccepted?: (file: File) => boolean;
  /** Called with the accepted file, or `null` when the chosen file was refused. */
  onFileSelect?: (file: File | null) => void;
  /** Called with a refused file (wrong type). */
  onReject?: (file: File) => void;
  chooseLabel?: string;
  noFileLabel?: string;
  className?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Looks like a secondary Button; the invisible file input on top of it takes the clicks. */
const Picker = styled.span`
  ${baseButtonStyles}
  ${variantStyles}
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding-inline: ${({ theme }) => theme.space[4]};

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error.fg};
  }
  &:has(input:disabled) {
    background: ${({ theme }) => theme.color.bg.sunken};
    /* text.secondary, not text.disabled: axe cannot tell this span belongs to a disabled input. */
    color: ${({ theme }) => theme.color.text.secondary};
    border-color: ${({ theme }) => theme.color.border.subtle};
  }
`;

const Input = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  opacity: 0;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const FileName = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text.secondary};
  &[data-chosen='true'] {
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

/** A labelled file picker that shows the chosen file's name and refuses types outside `accept`. */
export function FileField({
  label,
  accept = '',
  helperText,
  errorText,
  typeErrorText = 'This file type is not allowed',
  fileName,
  isAccepted,
  onFileSelect,
  onReject,
  onChange,
  chooseLabel = 'Choose file',
  noFileLabel = 'No file chosen',
  className,
  id,
  required,
  ...rest
}: FileFieldProps) {
  const [chosenName, setChosenName] = useState<string>();
  const [refused, setRefused] = useState(false);
  const shownError = refused ? typeErrorText : errorText;
  const ids = useFieldIds(id, { helperText, errorText: shownError });
  const nameId = `${ids.id}-file-name`;
  const shownName = chosenName ?? fileName;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const file = event.target.files?.[0];
    if (!file) {
      // The picker was cancelled: keep the earlier choice, as the native input does not.
      return;
    }
    setChosenName(file.name);
    const accepted = isAccepted ? isAccepted(file) : isAcceptedFile(file, accept);
    setRefused(!accepted);
    if (accepted) {
      onFileSelect?.(file);
    } else {
      onReject?.(file);
      onFileSelect?.(null);
      // Let the member pick the same file again after fixing it, which fires change anew.
      event.target.value = '';
    }
  }

  return (
    <Field
      ids={ids}
      label={label}
      required={required}
      helperText={helperText}
      errorText={shownError}
      className={className}
    >
      <Row>
        <Picker data-variant="secondary" data-invalid={ids.invalid}>
          <Upload size={20} aria-hidden />
          <span aria-hidden="true">{chooseLabel}</span>
          <Input
            {...rest}
            type="file"
            id={ids.id}
            accept={accept || undefined}
            onChange={handleChange}
            aria-required={required || undefined}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={[nameId, ids.describedBy].filter(Boolean).join(' ')}
          />
        </Picker>
        <FileName id={nameId} data-chosen={Boolean(shownName)}>
          {shownName ?? noFileLabel}
        </FileName>
      </Row>
    </Field>
  );
}
