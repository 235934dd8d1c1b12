import { ConfirmDialog } from '../../components/ConfirmDialog';

export interface RegisterConfirmDialogProps {
  open: boolean;
  /** Yes: register. */
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
  /** The registration is being sent. */
  busy?: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busyLabel?: string;
}

/** Asks before registering for an event; Yes registers. */
export function RegisterConfirmDialog({
  open,
  onConfirm,
  onCancel,
  busy = false,
  title = 'Register for this event',
  message = 'Are you sure you want to register for this event ?',
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  busyLabel,
}: RegisterConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      busyLabel={busyLabel}
    />
  );
}
