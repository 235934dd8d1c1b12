import { useId } from 'react';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { Dialog } from '../../components/Dialog';
import { OutcomeBody } from '../shared/dialogBody';

export interface PaymentWaitingDialogProps {
  open: boolean;
  title?: string;
  message?: string;
  loadingLabel?: string;
}

function ignoreClose() {
  // The bank is still confirming: the member waits for the outcome dialog.
}

/** Shown while the bank confirms the card payment: a spinner and a note; it cannot be closed. */
export function PaymentWaitingDialog({
  open,
  title = 'Confirming your payment',
  message = 'Your bank is confirming the payment. This can take a few seconds. Please do not close or refresh this window.',
  loadingLabel = 'Please wait...',
}: PaymentWaitingDialogProps) {
  const messageId = useId();
  return (
    <Dialog open={open} onClose={ignoreClose} busy title={title} size="sm" aria-describedby={messageId}>
      <OutcomeBody>
        <LoadingIndicator label={loadingLabel} size="lg" />
        <p id={messageId}>{message}</p>
      </OutcomeBody>
    </Dialog>
  );
}
