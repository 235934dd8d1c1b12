import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import styled from 'styled-components';
import { OutcomeDialog } from '../shared/OutcomeDialog';

export interface PurchasePendingDialogProps {
  open: boolean;
  /** The organisation's support address (configuration), shown as a mail link. */
  supportEmail: string;
  /** 'Okay' (the app goes to /dashboard). */
  onOkay: () => void;
  /** Close button, Escape or backdrop; `onOkay` when not given. */
  onClose?: () => void;
  title?: string;
  okayLabel?: string;
  activationNote?: string;
  refundNote?: string;
  /** The support line around the e-mail link. */
  supportNote?: (email: ReactNode) => ReactNode;
  closeLabel?: string;
}

const MailLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/**
 * The payment went through but the package is not active yet: it may take up to 24 hours, a
 * failed payment is refunded in 7-10 working days, and support is one e-mail away.
 */
export function PurchasePendingDialog({
  open,
  supportEmail,
  onOkay,
  onClose,
  title = 'Your membership is pending',
  okayLabel = 'Okay',
  activationNote = 'Your membership package may take up to 24 hours to activate.',
  refundNote = 'If the payment fails, your money will be refunded within 7-10 working days.',
  supportNote = (email) => <>For any help, please write to us at {email}.</>,
  closeLabel,
}: PurchasePendingDialogProps) {
  return (
    <OutcomeDialog
      open={open}
      title={title}
      tone="warning"
      icon={<Clock />}
      message={activationNote}
      actionLabel={okayLabel}
      onAction={onOkay}
      onClose={onClose}
      closeLabel={closeLabel}
    >
      <p data-secondary="">{refundNote}</p>
      <p data-secondary="">
        {supportNote(<MailLink href={`mailto:${supportEmail}`}>{supportEmail}</MailLink>)}
      </p>
    </OutcomeDialog>
  );
}
