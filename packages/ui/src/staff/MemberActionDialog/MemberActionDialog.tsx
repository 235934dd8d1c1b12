import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';

/** What staff do to a member from the member's page (each audited with its reason). */
export type MemberAction = 'verify' | 'give' | 'cancel' | 'refund' | 'block' | 'unblock' | 'erase';

export interface MemberActionValues {
  reason: string;
  packageId?: string;
  days?: number;
  /** Absent: the rest of the payment. */
  amountCents?: number;
}

export interface MemberActionDialogLabels {
  titles: Record<MemberAction, string>;
  confirms: Record<MemberAction, string>;
  reason: string;
  reasonHelper: string;
  reasonRequired: string;
  package: string;
  packageRequired: string;
  days: string;
  daysInvalid: string;
  amount: string;
  amountHelper: string;
  amountInvalid: string;
  cancel: string;
  busy: string;
  close: string;
}

export const defaultMemberActionDialogLabels: MemberActionDialogLabels = {
  titles: {
    verify: 'Resend the confirmation mail',
    give: 'Give or extend a package',
    cancel: 'Cancel the package',
    refund: 'Refund a payment',
    block: 'Block the account',
    unblock: 'Unblock the account',
    erase: 'Erase the member',
  },
  confirms: {
    verify: 'Send',
    give: 'Give package',
    cancel: 'Cancel package',
    refund: 'Refund',
    block: 'Block',
    unblock: 'Unblock',
    erase: 'Erase',
  },
  reason: 'Reason',
  reasonHelper: 'Kept in the audit log with your name.',
  reasonRequired: 'Please give a reason.',
  package: 'Package',
  packageRequired: 'Please choose a package.',
  days: 'Days',
  daysInvalid: 'Enter a number of days from 1 to 3660.',
  amount: 'Amount',
  amountHelper: 'Leave empty to refund what is left of the payment.',
  amountInvalid: 'Enter an amount above 0, at most what is left.',
  cancel: 'Close',
  busy: 'Saving...',
  close: 'Close',
};

export interface MemberActionDialogProps {
  open: boolean;
  action: MemberAction;
  /** The member (and payment) acted on, read with the title. */
  subject?: ReactNode;
  /** For `give`: the packages to choose from. */
  packages?: readonly { uuid: string; name: string }[];
  /** For `refund`: what is left of the payment, in cents (the amount may not exceed it). */
  refundableCents?: number;
  onSubmit: (values: MemberActionValues) => void;
  onCancel: () => void;
  busy?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
  labels?: Partial<MemberActionDialogLabels>;
}

const DANGER: readonly MemberAction[] = ['cancel', 'refund', 'block', 'erase'];

/** One dialog for every action of a member's page: a required reason, plus the package and days or the amount. */
export function MemberActionDialog({
  open,
  action,
  subject,
  packages = [],
  refundableCents,
  onSubmit,
  onCancel,
  busy = false,
  error,
  labels,
}: MemberActionDialogProps) {
  const text = { ...defaultMemberActionDialogLabels, ...labels };
  const subjectId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [values, setValues] = useState({ reason: '', packageId: '', days: '30', amount: '' });
  const [touched, setTouched] = useState(false);
  const problems = {
    reason: values.reason.trim() === '' ? text.reasonRequired : undefined,
    packageId: action === 'give' && !values.packageId ? text.packageRequired : undefined,
    days: action === 'give' && !/^\d+$/.test(values.days.trim()) ? text.daysInvalid : undefined,
    amount: undefined as string | undefined,
  };
  if (action === 'give' && !problems.days) {
    const days = Number(values.days);
    if (days < 1 || days > 3660) problems.days = text.daysInvalid;
  }
  const amountCents = values.amount.trim() === '' ? undefined : Math.round(Number(values.amount) * 100);
  if (
    action === 'refund' &&
    amountCents !== undefined &&
    (!Number.isFinite(amountCents) ||
      amountCents <= 0 ||
      (refundableCents !== undefined && amountCents > refundableCents))
  ) {
    problems.amount = text.amountInvalid;
  }
  const shown = (problem: string | undefined) => (touched ? problem : undefined);
  const close = () => {
    setValues({ reason: '', packageId: '', days: '30', amount: '' });
    setTouched(false);
    onCancel();
  };
  const submit = () => {
    setTouched(true);
    if (Object.values(problems).some(Boolean)) {
      if (problems.reason) reasonRef.current?.focus();
      return;
    }
    onSubmit({
      reason: values.reason.trim(),
      ...(action === 'give' ? { packageId: values.packageId, days: Number(values.days) } : {}),
      ...(action === 'refund' && amountCents !== undefined ? { amountCents } : {}),
    });
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={text.titles[action]}
      aria-describedby={subject ? subjectId : undefined}
      busy={busy}
      closeLabel={text.close}
      size="sm"
      initialFocusRef={action === 'give' || action === 'refund' ? undefined : reasonRef}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
            {text.cancel}
          </Button>
          <Button
            variant={DANGER.includes(action) ? 'danger' : 'primary'}
            busy={busy}
            busyLabel={text.busy}
            onClick={submit}
          >
            {text.confirms[action]}
          </Button>
        </>
      }
    >
      {subject && <p id={subjectId}>{subject}</p>}
      {error && <p role="alert">{error}</p>}
      {action === 'give' && (
        <>
          <Select
            label={text.package}
            required
            placeholder="—"
            value={values.packageId}
            options={packages.map((p) => ({ value: p.uuid, label: p.name }))}
            disabled={busy}
            errorText={shown(problems.packageId)}
            onChange={(event) => setValues({ ...values, packageId: event.target.value })}
          />
          <TextField
            label={text.days}
            inputMode="numeric"
            required
            value={values.days}
            disabled={busy}
            errorText={shown(problems.days)}
            onChange={(event) => setValues({ ...values, days: event.target.value })}
          />
        </>
      )}
      {action === 'refund' && (
        <TextField
          label={text.amount}
          inputMode="decimal"
          helperText={text.amountHelper}
          value={values.amount}
          disabled={busy}
          errorText={shown(problems.amount)}
          onChange={(event) => setValues({ ...values, amount: event.target.value })}
        />
      )}
      <TextField
        ref={reasonRef}
        multiline
        rows={3}
        label={text.reason}
        helperText={text.reasonHelper}
        errorText={shown(problems.reason)}
        required
        maxLength={1000}
        value={values.reason}
        disabled={busy}
        onChange={(event) => setValues({ ...values, reason: event.target.value })}
        onBlur={() => setTouched(true)}
      />
    </Dialog>
  );
}
