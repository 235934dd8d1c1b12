import type { HTMLAttributes, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { CloseButton, IconSlot, Message, Surface } from './Toast.styles';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  kind: ToastKind;
  message: ReactNode;
  /** Called by the close button; without it there is no close button. */
  onClose?: () => void;
  closeLabel?: string;
}

const icons: Record<ToastKind, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

/**
 * One feedback message. Errors are alerts (announced at once); the other kinds are polite status
 * messages. `ToastProvider` places and times these; use this directly only to show one in place.
 */
export function Toast({ kind, message, onClose, closeLabel = 'Close', ...rest }: ToastProps) {
  const KindIcon = icons[kind];
  return (
    <Surface role={kind === 'error' ? 'alert' : 'status'} aria-atomic="true" data-kind={kind} {...rest}>
      <IconSlot data-icon aria-hidden="true">
        <KindIcon />
      </IconSlot>
      <Message>{message}</Message>
      {onClose && (
        <CloseButton size="sm" label={closeLabel} icon={<X aria-hidden="true" />} onClick={onClose} />
      )}
    </Surface>
  );
}
