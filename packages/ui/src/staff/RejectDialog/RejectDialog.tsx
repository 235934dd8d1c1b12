import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { controlOf, fieldError, textOf } from '../../components/FormLayout';
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
  return (
    <Form<{ reason?: string }>
      onSubmit={(values) => onReject(textOf(values.reason))}
      validate={(values) => (textOf(values.reason) ? {} : { reason: text.reasonRequired })}
      render={({ form }) => {
        const close = () => {
          form.restart();
          onCancel();
        };
        const submit = () => {
          void form.submit();
          if (form.getState().invalid) reasonRef.current?.focus();
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
            <FinalField<string> name="reason">
              {({ input, meta }) => (
                <TextField
                  ref={reasonRef}
                  multiline
                  rows={4}
                  label={text.reason}
                  helperText={text.reasonHelper}
                  errorText={fieldError(meta)}
                  required
                  maxLength={maxLength}
                  {...controlOf(input)}
                  disabled={busy}
                />
              )}
            </FinalField>
          </Dialog>
        );
      }}
    />
  );
}
