import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages, FieldRoot, useFieldIds } from '../FormLayout/Field';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role' | 'className'> {
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  className?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
`;

const Label = styled.label`
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;
`;

const Track = styled.span`
  position: relative;
  flex-shrink: 0;
  inline-size: 44px;
  block-size: 24px;
  border-radius: ${({ theme }) => theme.radius.pill};
  /* border.strong: the off track keeps 3:1 against the surface. */
  background: ${({ theme }) => theme.color.border.strong};
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:has(input:checked) {
    background: ${({ theme }) => theme.color.primary.default};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    opacity: 0.5;
  }
`;

const Thumb = styled.span`
  position: absolute;
  inset-block-start: 3px;
  inset-inline-start: 3px;
  inline-size: 18px;
  block-size: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  pointer-events: none;
  transition: transform ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  input:checked + & {
    transform: translateX(20px);
  }
  [dir='rtl'] input:checked + & {
    transform: translateX(-20px);
  }
`;

/** The real control: invisible, covering the track, so clicks, focus and forms work natively. */
const Input = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

/** An on/off setting that takes effect at once: a check box with `role="switch"`. */
export function Switch({ label, helperText, errorText, className, id, ...rest }: SwitchProps) {
  const ids = useFieldIds(id, { helperText, errorText });
  return (
    <FieldRoot className={className}>
      <Row>
        <Label htmlFor={ids.id}>{label}</Label>
        <Track>
          <Input
            {...rest}
            type="checkbox"
            role="switch"
            id={ids.id}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={
              [ids.describedBy, rest['aria-describedby']].filter(Boolean).join(' ') || undefined
            }
          />
          <Thumb aria-hidden="true" />
        </Track>
      </Row>
      <FieldMessages ids={ids} helperText={helperText} errorText={errorText} />
    </FieldRoot>
  );
}
