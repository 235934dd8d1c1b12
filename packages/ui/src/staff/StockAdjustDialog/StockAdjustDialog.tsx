import { useId, useRef } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import type { StockAdjustmentReason } from '@wellness/api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { controlOf, fieldError, FormAlert, textOf } from '../../components/FormLayout';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';

export interface StockAdjustDialogLabels {
  title: string;
  reason: string;
  reasons: Record<StockAdjustmentReason, string>;
  quantity: Record<StockAdjustmentReason, string>;
  note: string;
  noteHelper: string;
  quantityInvalid: string;
  confirm: string;
  cancel: string;
  busy: string;
  close: string;
}

export const defaultStockAdjustDialogLabels: StockAdjustDialogLabels = {
  title: 'Change stock',
  reason: 'Reason',
  reasons: { restock: 'Restock', count: 'Count', damage: 'Damage' },
  quantity: { restock: 'Units added', count: 'Units counted', damage: 'Units damaged' },
  note: 'Note',
  noteHelper: 'Optional; kept in the audit log with your name.',
  quantityInvalid: 'Enter a whole number of units',
  confirm: 'Save',
  cancel: 'Cancel',
  busy: 'Saving...',
  close: 'Close',
};

export interface StockAdjustValues {
  reason: StockAdjustmentReason;
  quantity: number;
  note?: string;
}

export interface StockAdjustDialogProps {
  open: boolean;
  /** The item and its stock now, read with the title. */
  subject?: string;
  onSubmit: (values: StockAdjustValues) => void;
  onCancel: () => void;
  busy?: boolean;
  /** The server's refusal (e.g. the stock cannot go below 0). */
  error?: string;
  labels?: Partial<StockAdjustDialogLabels>;
}

interface Draft {
  reason: StockAdjustmentReason;
  quantity?: string;
  note?: string;
}

/** A stock change with its reason: units restocked or damaged, or the units counted on the shelf. */
export function StockAdjustDialog({
  open,
  subject,
  onSubmit,
  onCancel,
  busy = false,
  error,
  labels,
}: StockAdjustDialogProps) {
  const text = { ...defaultStockAdjustDialogLabels, ...labels };
  const subjectId = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  return (
    <Form<Draft>
      initialValues={{ reason: 'restock' }}
      onSubmit={(values) => {
        const note = textOf(values.note);
        onSubmit({
          reason: values.reason,
          quantity: Number(textOf(values.quantity)),
          ...(note ? { note } : {}),
        });
      }}
      validate={(values) => {
        const quantity = textOf(values.quantity);
        const whole = /^\d{1,7}$/.test(quantity);
        return whole && (values.reason === 'count' || Number(quantity) >= 1)
          ? {}
          : { quantity: text.quantityInvalid };
      }}
      render={({ form, values }) => {
        const close = () => {
          form.restart();
          onCancel();
        };
        const submit = () => {
          void form.submit();
          if (form.getState().invalid) quantityRef.current?.focus();
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
            initialFocusRef={quantityRef}
            actions={
              <>
                <Button variant="secondary" disabled={busy} onClick={close}>
                  {text.cancel}
                </Button>
                <Button busy={busy} busyLabel={text.busy} onClick={submit}>
                  {text.confirm}
                </Button>
              </>
            }
          >
            {subject && <p id={subjectId}>{subject}</p>}
            {error && <FormAlert>{error}</FormAlert>}
            <FinalField<StockAdjustmentReason> name="reason">
              {({ input }) => (
                <Select
                  label={text.reason}
                  options={(['restock', 'count', 'damage'] as const).map((reason) => ({
                    value: reason,
                    label: text.reasons[reason],
                  }))}
                  {...controlOf(input)}
                  disabled={busy}
                />
              )}
            </FinalField>
            <FinalField<string> name="quantity">
              {({ input, meta }) => (
                <TextField
                  ref={quantityRef}
                  label={text.quantity[values.reason]}
                  inputMode="numeric"
                  dir="ltr"
                  required
                  errorText={fieldError(meta)}
                  {...controlOf(input)}
                  value={input.value ?? ''}
                  disabled={busy}
                />
              )}
            </FinalField>
            <FinalField<string> name="note">
              {({ input }) => (
                <TextField
                  label={text.note}
                  helperText={text.noteHelper}
                  maxLength={500}
                  {...controlOf(input)}
                  value={input.value ?? ''}
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
