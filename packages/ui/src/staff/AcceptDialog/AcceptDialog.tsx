import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export interface AcceptDialogLabels {
  title: string;
  /** What accepting does, read out with the title. */
  message: string;
  confirm: string;
  cancel: string;
  busy: string;
  close: string;
}

export const defaultAcceptDialogLabels: AcceptDialogLabels = {
  title: 'Accept request',
  message: 'The member is told by e-mail. This cannot be undone here.',
  confirm: 'Accept',
  cancel: 'Cancel',
  busy: 'Accepting...',
  close: 'Close',
};

export interface AcceptDialogProps {
  open: boolean;
  /** What is being accepted (member and subject), read with the title. */
  subject?: ReactNode;
  onAccept: () => void;
  onCancel: () => void;
  busy?: boolean;
  labels?: Partial<AcceptDialogLabels>;
}

/**
 * Staff console: accepting a request is confirmed first (it mails the member and cannot be taken back from the
 * queue), as rejecting is through its reason. Focus starts on Cancel, the choice that changes nothing.
 */
export function AcceptDialog({ open, subject, onAccept, onCancel, busy = false, labels }: AcceptDialogProps) {
  const text = { ...defaultAcceptDialogLabels, ...labels };
  return (
    <ConfirmDialog
      open={open}
      title={text.title}
      message={
        <>
          {subject && <p>{subject}</p>}
          <p>{text.message}</p>
        </>
      }
      onConfirm={onAccept}
      onCancel={onCancel}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      busy={busy}
      busyLabel={text.busy}
      closeLabel={text.close}
    />
  );
}
