import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages, FieldRoot, RequiredMarker, useFieldIds } from '../FormLayout/Field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> {
  /** May hold a link (e.g. to the pricing policy); the whole label toggles the box. */
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  className?: string;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  /* The box plus its label fill a 44 px touch row. */
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding-block: ${({ theme }) => theme.space[2]};
`;

const Box = styled.input`
  flex-shrink: 0;
  inline-size: 20px;
  block-size: 20px;
  /* Centre the box on the first line of a possibly multi-line label. */
  margin: calc((1lh - 20px) / 2) 0 0;
  accent-color: ${({ theme }) => theme.color.primary.default};
  color-scheme: ${({ theme }) => theme.scheme};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.color.error.fg};
    outline-offset: 1px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;

  input:disabled + * > & {
    cursor: not-allowed;
  }
`;

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-inline-start: calc(20px + ${({ theme }) => theme.space[3]});
`;

/** A native check box with its label beside it, and hint or error under the label. */
export function Checkbox({ label, helperText, errorText, className, id, required, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, { helperText, errorText });
  return (
    <FieldRoot className={className}>
      <Row>
        <Box
          {...rest}
          type="checkbox"
          id={ids.id}
          aria-required={required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={
            [ids.describedBy, rest['aria-describedby']].filter(Boolean).join(' ') || undefined
          }
        />
        <span>
          <Label htmlFor={ids.id}>{label}</Label>
          <RequiredMarker required={required} />
        </span>
      </Row>
      {helperText || errorText ? (
        <Messages>
          <FieldMessages ids={ids} helperText={helperText} errorText={errorText} />
        </Messages>
      ) : null}
    </FieldRoot>
  );
}
