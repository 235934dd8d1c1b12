import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { CheckSlot, Item, List, Root, Trigger } from './Menu.styles';
import { useMenuButton } from './useMenuButton';

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

/**
 * A button that opens a list of actions (WAI-ARIA menu button): arrows, Home and End move,
 * Enter or Space chooses, Escape closes and gives focus back to the button.
 */
export function Menu({ trigger, triggerLabel, items, onSelect, selectedId, align = 'end' }: MenuProps) {
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;
  const {
    open,
    active: activeIndex,
    setActive: setActiveIndex,
    rootRef,
    triggerRef,
    close,
    toggle,
    onTriggerKeyDown,
    onMenuKeyDown,
  } = useMenuButton(items.map((item) => item.disabled === true));
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[activeIndex]?.focus();
  }, [open, activeIndex]);

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    onSelect(item.id);
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
        onClick={toggle}
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
