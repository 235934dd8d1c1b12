import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';

export interface RejectDialogLabels {
  title: string;
  reason: string;
  reasonHelper: string;
  reasonRequired: string;
  confirm: string;
  cancel: string;
  busy: string;
  close: string;
}

export const defaultRejectDialogLabels: RejectDialogLabels = {
  title: 'Reject request',
  reason: 'Reason',
  reasonHelper: 'The member reads this reason in the e-mail that tells them.',
  reasonRequired: 'Please give a reason.',
  confirm: 'Reject',
  cancel: 'Cancel',
  busy: 'Rejecting...',
  close: 'Close',
};

export interface RejectDialogProps {
  open: boolean;
  /** What is being rejected (member and subject), read with the title. */
  subject?: ReactNode;
  onReject: (reason: string) => void;
  onCancel: () => void;
  busy?: boolean;
  labels?: Partial<RejectDialogLabels>;
  /** The longest reason the server keeps. */
  maxLength?: number;
}

/** Staff console: rejecting a request asks for a reason (required), told to the member. */
export function RejectDialog({
  open,
  subject,
  onReject,
  onCancel,
  busy = false,
  labels,
  maxLength = 1000,
}: RejectDialogProps) {
  const text = { ...defaultRejectDialogLabels, ...labels };
  const subjectId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const close = () => {
    setReason('');
    setTouched(false);
    onCancel();
  };
  const submit = () => {
    setTouched(true);
    if (missing) {
      reasonRef.current?.focus();
      return;
    }
    onReject(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={text.title}
      aria-describedby={subject ? subjectId : undefined}
      busy={busy}
      closeLabel={text.close}
      size="sm"
      initialFocusRef={reasonRef}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
            {text.cancel}
          </Button>
          <Button variant="danger" busy={busy} busyLabel={text.busy} onClick={submit}>
            {text.confirm}
          </Button>
        </>
      }
    >
      {subject && <p id={subjectId}>{subject}</p>}
      <TextField
        ref={reasonRef}
        multiline
        rows={4}
        label={text.reason}
        helperText={text.reasonHelper}
        errorText={touched && missing ? text.reasonRequired : undefined}
        required
        maxLength={maxLength}
        value={reason}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </Dialog>
  );
}
