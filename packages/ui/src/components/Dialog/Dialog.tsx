import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { X } from 'lucide-react';
import { Actions, Body, CloseButton, Header, NativeDialog, Panel, Title } from './Dialog.styles';
import { tabbablesIn } from './focusable';

export type DialogSize = 'sm' | 'md' | 'lg';
/** `center` (default) floats in the middle; `end` is a full-height side panel at the inline end (left in RTL). */
export type DialogPlacement = 'center' | 'end';

export interface DialogProps {
  open: boolean;
  /** Asked to close (close button, Escape, backdrop click); the owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons row at the bottom, primary action last. */
  actions?: ReactNode;
  size?: DialogSize;
  placement?: DialogPlacement;
  /**
   * Work in progress that must not be interrupted (a card payment): Escape and backdrop clicks are
   * ignored and the close button goes away.
   */
  busy?: boolean;
  closeLabel?: string;
  /** Element to focus on opening; otherwise the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Backdrop clicks close the dialog unless this is false. */
  closeOnBackdropClick?: boolean;
  /** Id of an element that describes the dialog (a confirmation's message). */
  'aria-describedby'?: string;
  /** `alertdialog` for confirmations that interrupt the member and need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, focus moves in, Tab stays
 * inside, and focus goes back to whatever opened it when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'md',
  placement = 'center',
  busy = false,
  closeLabel = 'Close',
  initialFocusRef,
  closeOnBackdropClick = true,
  'aria-describedby': describedBy,
  role,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // What a dialog holds is drawn the first time it opens (and kept after, with its state): a page's closed
  // dialogs (the shell's settings, colour schemes, quick panel) cost nothing on its first screen.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Content first, then the actions, and the close button only when there is nothing else.
    const target =
      initialFocusRef?.current ??
      [bodyRef.current, actionsRef.current, dialog]
        .map((part) => (part ? tabbablesIn(part)[0] : undefined))
        .find(Boolean);
    (target ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  useEffect(() => {
    // Going busy disables the buttons and hides the close button: keep focus inside the dialog.
    const dialog = dialogRef.current;
    const active = document.activeElement;
    const lost = !dialog?.contains(active) || (active instanceof HTMLButtonElement && active.disabled);
    if (open && busy && dialog && lost) dialog.focus();
  }, [open, busy]);

  const requestClose = () => {
    if (!busy) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A control inside (an open menu, a select) that used the key for itself wins.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Cancelling the key stops the browser's own close; the owner decides through onClose.
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbables = tabbablesIn(event.currentTarget);
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdropClick) requestClose();
  };

  return (
    <NativeDialog
      ref={dialogRef}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      data-size={size}
      data-dialog-placement={placement}
      // tabIndex lets the dialog itself hold focus when it has nothing focusable.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onBackdropClick}
    >
      <Panel>
        <Header>
          <Title id={titleId}>{title}</Title>
          {!busy && <CloseButton label={closeLabel} icon={<X aria-hidden="true" />} onClick={requestClose} />}
        </Header>
        {opened && <Body ref={bodyRef}>{children}</Body>}
        {opened && actions && <Actions ref={actionsRef}>{actions}</Actions>}
      </Panel>
    </NativeDialog>
  );
}
