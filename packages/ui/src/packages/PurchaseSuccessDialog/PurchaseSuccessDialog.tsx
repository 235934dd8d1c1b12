import type { ReactNode } from 'react';
import { PartyPopper } from 'lucide-react';
import { OutcomeDialog } from '../shared/OutcomeDialog';

export interface PurchaseSuccessDialogProps {
  open: boolean;
  packageName: string;
  /** The member already had a package: the text says 'upgraded', else 'assigned'. */
  upgraded: boolean;
  /** "Let's Start" (the app goes to /dashboard). */
  onStart: () => void;
  /** Close button, Escape or backdrop; `onStart` when not given. */
  onClose?: () => void;
  title?: string;
  startLabel?: string;
  message?: (details: { packageName: string; upgraded: boolean }) => ReactNode;
  closeLabel?: string;
}

const defaultMessage = ({ packageName, upgraded }: { packageName: string; upgraded: boolean }) =>
  upgraded
    ? `Your membership package has been upgraded to ${packageName}.`
    : `The ${packageName} membership package has been assigned to you.`;

/** The package is active: says whether it was upgraded or assigned, and offers "Let's Start". */
export function PurchaseSuccessDialog({
  open,
  packageName,
  upgraded,
  onStart,
  onClose,
  title = 'Congratulations!',
  startLabel = "Let's Start",
  message = defaultMessage,
  closeLabel,
}: PurchaseSuccessDialogProps) {
  return (
    <OutcomeDialog
      open={open}
      title={title}
      tone="success"
      icon={<PartyPopper />}
      message={message({ packageName, upgraded })}
      actionLabel={startLabel}
      onAction={onStart}
      onClose={onClose}
      closeLabel={closeLabel}
    />
  );
}
