import { ALargeSmall } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { fontScale } from '../../theme/tokens';
import { ToolbarButton } from './Toolbar.styles';

export interface FontSizeControlProps {
  value: number;
  onChange: (value: number) => void;
  /** Button and slider name. */
  label: string;
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Popover = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[1]});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: 240px;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Range = styled.input`
  inline-size: 100%;
  min-block-size: 24px;
  accent-color: ${({ theme }) => theme.color.primary.default};
`;

/** One decimal within the §9 range, so 1 + 0.1 gives 1.1 and not 1.1000000000000001. */
function clampScale(value: number) {
  return Math.min(fontScale.max, Math.max(fontScale.min, Math.round(value * 10) / 10));
}

function percent(value: number) {
  return `${Math.round(value * 100)}%`;
}

/** The toolbar's font-size setting (§9: 0.7 to 1.3 in steps of 0.1) in a small popover with a slider. */
export function FontSizeControl({ value, onChange, label }: FontSizeControlProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rangeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    rangeRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <Root
      ref={rootRef}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <ToolbarButton
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? `${id}-popover` : undefined}
        onClick={() => setOpen(!open)}
      >
        <ALargeSmall aria-hidden="true" />
      </ToolbarButton>
      {open && (
        <Popover id={`${id}-popover`}>
          <Row>
            <label htmlFor={`${id}-range`}>{label}</label>
            <output htmlFor={`${id}-range`}>{percent(value)}</output>
          </Row>
          <Range
            ref={rangeRef}
            id={`${id}-range`}
            type="range"
            min={fontScale.min}
            max={fontScale.max}
            step={fontScale.step}
            value={value}
            aria-valuetext={percent(value)}
            onChange={(event) => onChange(clampScale(Number(event.target.value)))}
            onKeyDown={(event) => {
              // Handled here so every browser steps the same way and right-to-left reverses left/right.
              const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
              const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
              const back = rtl ? 'ArrowRight' : 'ArrowLeft';
              const next: Record<string, number> = {
                ArrowUp: value + fontScale.step,
                [forward]: value + fontScale.step,
                ArrowDown: value - fontScale.step,
                [back]: value - fontScale.step,
                Home: fontScale.min,
                End: fontScale.max,
              };
              const target = next[event.key];
              if (target === undefined) return;
              event.preventDefault();
              const clamped = clampScale(target);
              if (clamped !== value) onChange(clamped);
            }}
          />
        </Popover>
      )}
    </Root>
  );
}
