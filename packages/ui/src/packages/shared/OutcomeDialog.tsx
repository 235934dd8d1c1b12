import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconDisc } from '../../components/IconDisc';
import { OutcomeBody } from './dialogBody';

export interface OutcomeDialogProps {
  open: boolean;
  title: string;
  tone: 'success' | 'warning' | 'error';
  /** The tone's picture (decorative). */
  icon: ReactNode;
  /** The main line; it also describes the dialog. */
  message: ReactNode;
  /** Secondary lines under the message. */
  children?: ReactNode;
  /** The one button ('Let's Start', 'Okay'). */
  actionLabel: string;
  onAction: () => void;
  /** Close button, Escape or backdrop; `onAction` when not given. */
  onClose?: () => void;
  closeLabel?: string;
}

/** How a purchase ended: a small dialog with a tone icon, a message and one button. */
export function OutcomeDialog({
  open,
  title,
  tone,
  icon,
  message,
  children,
  actionLabel,
  onAction,
  onClose,
  closeLabel,
}: OutcomeDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose ?? onAction}
      title={title}
      size="sm"
      closeLabel={closeLabel}
      aria-describedby={messageId}
      actions={
        <Button variant="primary" onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      <OutcomeBody>
        <IconDisc tone={tone}>{icon}</IconDisc>
        <p id={messageId}>{message}</p>
        {children}
      </OutcomeBody>
    </Dialog>
  );
}
