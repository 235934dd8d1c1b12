import { Check, Ellipsis } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Item, List, Root } from '../../components/Menu/Menu.styles';
import { useMenuButton } from '../../components/Menu/useMenuButton';
import { ToolbarButton } from './Toolbar.styles';

/** One entry of the toolbar's 'More' menu. */
export type OverflowEntry =
  | {
      kind: 'action';
      id: string;
      label: string;
      icon?: ReactNode;
      /** A toggle (dark mode, fullscreen): a menuitemcheckbox. */
      pressed?: boolean;
      /** Shown after the label (a count, a percentage). */
      detail?: string;
      disabled?: boolean;
      /** Keeps the menu open after choosing (font-size steps). */
      keepOpen?: boolean;
      onSelect: () => void;
    }
  | {
      kind: 'choice';
      id: string;
      /** Names the group (e.g. 'Language'). */
      label: string;
      options: { id: string; label: string; lang?: string }[];
      selectedId: string;
      onSelect: (id: string) => void;
    };

export interface OverflowMenuProps {
  /** Accessible name and tooltip of the button. */
  label: string;
  entries: OverflowEntry[];
}

const GroupTitle = styled.li`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Separator = styled.li`
  block-size: 1px;
  margin-block: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.color.border.subtle};
`;

const GroupList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Label = styled.span`
  white-space: nowrap;
`;

const Trail = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  margin-inline-start: auto;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  & > svg {
    inline-size: 18px;
    block-size: 18px;
    color: ${({ theme }) => theme.color.primary.default};
  }
`;

/** One line per item, kept inside a phone's width. */
const MenuList = styled(List)`
  min-inline-size: 240px;
  inline-size: max-content;
  max-inline-size: calc(100vw - ${({ theme }) => theme.space[4]});
  max-block-size: calc(100dvh - 80px);
  overflow-y: auto;
`;

interface Focusable {
  key: string;
  disabled: boolean;
}

/**
 * The toolbar's 'More' button: a WAI-ARIA menu of the actions that do not fit the bar (plain actions, toggles
 * as menuitemcheckbox, a choice such as the language as a group of menuitemradio). Arrow keys, Home and End
 * move, Enter or Space chooses, Escape closes and gives focus back to the button; it opens towards the
 * inline end, so it sits under the button in either direction.
 */
export function OverflowMenu({ label, entries }: OverflowMenuProps) {
  const baseId = useId();
  const triggerId = `${baseId}-more`;
  const menuId = `${baseId}-menu`;
  const itemRefs = useRef<Map<string, HTMLButtonElement>>(new Map());

  const focusables: Focusable[] = entries.flatMap((entry) =>
    entry.kind === 'action'
      ? [{ key: entry.id, disabled: entry.disabled === true }]
      : entry.options.map((option) => ({ key: `${entry.id}:${option.id}`, disabled: false })),
  );
  const { open, active, setActive, rootRef, triggerRef, close, toggle, onTriggerKeyDown, onMenuKeyDown } =
    useMenuButton(focusables.map((focusable) => focusable.disabled));

  useEffect(() => {
    if (!open) return;
    const key = focusables[active]?.key;
    if (key) itemRefs.current.get(key)?.focus();
  });

  const choose = (keepOpen: boolean | undefined, run: () => void) => {
    if (!keepOpen) close(true);
    run();
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) itemRefs.current.set(key, element);
    else itemRefs.current.delete(key);
  };
  const indexOf = (key: string) => focusables.findIndex((focusable) => focusable.key === key);

  return (
    <Root ref={rootRef}>
      <ToolbarButton
        ref={triggerRef}
        id={triggerId}
        type="button"
        title={label}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        onKeyDown={onTriggerKeyDown}
      >
        <Ellipsis aria-hidden="true" />
      </ToolbarButton>
      {open && (
        <MenuList
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          data-align="end"
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry, position) => {
            const separator =
              position > 0 && (entry.kind === 'choice' || entries[position - 1]?.kind === 'choice');
            if (entry.kind === 'action') {
              const checkable = entry.pressed !== undefined;
              return (
                <Fragment key={entry.id}>
                  {separator && <Separator role="separator" />}
                  <li role="none">
                    <Item
                      ref={register(entry.id)}
                      type="button"
                      role={checkable ? 'menuitemcheckbox' : 'menuitem'}
                      aria-checked={checkable ? entry.pressed : undefined}
                      aria-disabled={entry.disabled || undefined}
                      tabIndex={focusables[active]?.key === entry.id ? 0 : -1}
                      onFocus={() => setActive(indexOf(entry.id))}
                      onClick={() => {
                        if (!entry.disabled) choose(entry.keepOpen, entry.onSelect);
                      }}
                    >
                      {entry.icon}
                      <Label>{entry.label}</Label>
                      {(entry.detail !== undefined || entry.pressed) && (
                        <Trail>{entry.pressed ? <Check aria-hidden="true" /> : entry.detail}</Trail>
                      )}
                    </Item>
                  </li>
                </Fragment>
              );
            }
            const titleId = `${baseId}-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                {separator && <Separator role="separator" />}
                <li role="none">
                  <GroupList role="group" aria-labelledby={titleId}>
                    <GroupTitle role="presentation" id={titleId}>
                      {entry.label}
                    </GroupTitle>
                    {entry.options.map((option) => {
                      const key = `${entry.id}:${option.id}`;
                      const checked = option.id === entry.selectedId;
                      return (
                        <li key={option.id} role="none">
                          <Item
                            ref={register(key)}
                            type="button"
                            role="menuitemradio"
                            aria-checked={checked}
                            lang={option.lang}
                            tabIndex={focusables[active]?.key === key ? 0 : -1}
                            onFocus={() => setActive(indexOf(key))}
                            onClick={() => choose(false, () => entry.onSelect(option.id))}
                          >
                            <Label>{option.label}</Label>
                            {checked && (
                              <Trail>
                                <Check aria-hidden="true" />
                              </Trail>
                            )}
                          </Item>
                        </li>
                      );
                    })}
                  </GroupList>
                </li>
              </Fragment>
            );
          })}
        </MenuList>
      )}
    </Root>
  );
}
