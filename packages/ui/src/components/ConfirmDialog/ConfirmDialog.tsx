import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import type { DialogSize } from '../Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or consequence, read out with the title. */
  message?: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Escape, backdrop and close button all call this. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (cancelling a registration, leaving a group). */
  variant?: 'default' | 'danger';
  /** The confirmed action is running: the confirm button shows `busyLabel` and nothing can close. */
  busy?: boolean;
  busyLabel?: string;
  closeLabel?: string;
  size?: DialogSize;
}

/** A yes/no question in a modal. Focus starts on Cancel, the choice that changes nothing. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  variant = 'default',
  busy = false,
  busyLabel = 'Processing...',
  closeLabel,
  size = 'sm',
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      aria-describedby={message ? messageId : undefined}
      busy={busy}
      closeLabel={closeLabel}
      size={size}
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            busy={busy}
            busyLabel={busyLabel}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message && <div id={messageId}>{message}</div>}
    </Dialog>
  );
}
