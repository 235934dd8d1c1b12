import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Check } from 'lucide-react';
import { CheckSlot, Item, List, Root, Trigger } from './Menu.styles';

export interface MenuItem {
  id: string;
  label: string;
  /** Decorative leading icon. */
  icon?: ReactNode;
  disabled?: boolean;
  /** Language of the label when it differs from the page (e.g. 'ar' for العربية). */
  lang?: string;
}

export interface MenuProps {
  /** What the trigger button shows: text, an avatar and a name, or an icon. */
  trigger: ReactNode;
  /** Accessible name of the trigger when it shows only an icon. */
  triggerLabel?: string;
  items: MenuItem[];
  onSelect: (id: string) => void;
  /** Marks one item as the current choice (language menu): items become menuitemradio. */
  selectedId?: string;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
}

/** Index of the next enabled item from `from` in `step` direction, wrapping round. */
function nextEnabled(items: MenuItem[], from: number, step: 1 | -1): number {
  for (let offset = 1; offset <= items.length; offset += 1) {
    const index = (from + step * offset + items.length * offset) % items.length;
    if (!items[index]?.disabled) return index;
  }
  return from;
}

/**
 * A button that opens a list of actions (WAI-ARIA menu button): arrows, Home and End move,
 * Enter or Space chooses, Escape closes and gives focus back to the button.
 */
export function Menu({ trigger, triggerLabel, items, onSelect, selectedId, align = 'end' }: MenuProps) {
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const first = nextEnabled(items, -1, 1);
  const last = nextEnabled(items, items.length, -1);

  useEffect(() => {
    if (open) itemRefs.current[activeIndex]?.focus();
  }, [open, activeIndex]);

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
    setActiveIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    onSelect(item.id);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(first);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(last);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => nextEnabled(items, activeIndex, 1),
      ArrowUp: () => nextEnabled(items, activeIndex, -1),
      Home: () => first,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActiveIndex(move());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // Focus moves on naturally; the menu just gets out of the way.
      setOpen(false);
    }
  };

  const checkable = selectedId !== undefined;

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openAt(first))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </Trigger>
      {open && (
        <List
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          data-align={align}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => {
            const checked = item.id === selectedId;
            return (
              <li key={item.id} role="none">
                <Item
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role={checkable ? 'menuitemradio' : 'menuitem'}
                  aria-checked={checkable ? checked : undefined}
                  aria-disabled={item.disabled || undefined}
                  lang={item.lang}
                  tabIndex={-1}
                  onClick={() => choose(item)}
                  onPointerMove={() => {
                    if (!item.disabled && index !== activeIndex) setActiveIndex(index);
                  }}
                >
                  {item.icon}
                  <span>{item.label}</span>
                  {checkable && <CheckSlot aria-hidden="true">{checked && <Check />}</CheckSlot>}
                </Item>
              </li>
            );
          })}
        </List>
      )}
    </Root>
  );
}
