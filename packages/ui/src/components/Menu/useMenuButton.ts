import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The state and keys of a WAI-ARIA menu button whose items are `disabled.length` long (true where an item
 * is disabled: the arrows skip it). ArrowDown or ArrowUp on the button opens at the first or last item;
 * in the menu the arrows move round, Home and End jump, Escape closes and gives focus back to the button,
 * Tab or a press outside closes it. Each menu renders its own items and moves focus to `active`.
 */
export function useMenuButton(disabled: readonly boolean[]) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  /** The next enabled item from `from` in the `by` direction, wrapping round. */
  const step = (from: number, by: 1 | -1) => {
    const count = disabled.length;
    for (let offset = 1; offset <= count; offset += 1) {
      const index = (from + by * offset + count * offset) % count;
      if (!disabled[index]) return index;
    }
    return from;
  };
  const first = step(-1, 1);
  const last = step(disabled.length, -1);

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside closes the menu without stealing focus back.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? first : last);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => step(active, 1),
      ArrowUp: () => step(active, -1),
      Home: () => first,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // Only the menu closes, not a dialog or panel it sits in.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      // Focus moves on naturally; the menu just gets out of the way.
      setOpen(false);
    }
  };

  return {
    open,
    active,
    setActive,
    rootRef,
    triggerRef,
    close,
    /** The button's click: opens at the first item, or closes. */
    toggle: () => (open ? close(false) : openAt(first)),
    onTriggerKeyDown,
    onMenuKeyDown,
  };
}
