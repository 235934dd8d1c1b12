import { useRef } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';

export interface RequestExistsDialogLabels {
  title: string;
  message: string;
  okay: string;
}

export const defaultRequestExistsDialogLabels: RequestExistsDialogLabels = {
  title: 'Request already exists',
  message:
    'Your request to become a Health Hero is under review. Please contact the team if you have any questions.',
  okay: 'Okay',
};

export interface RequestExistsDialogProps {
  open: boolean;
  /** 'Okay' (§8: to /dashboard); Escape and the close button too. */
  onOkay: () => void;
  labels?: Partial<RequestExistsDialogLabels>;
}

/** §8: an application to become a health hero is already under review. */
export function RequestExistsDialog({ open, onOkay, labels }: RequestExistsDialogProps) {
  const text = { ...defaultRequestExistsDialogLabels, ...labels };
  const okayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onOkay}
      title={text.title}
      role="alertdialog"
      size="sm"
      initialFocusRef={okayRef}
      actions={
        <Button ref={okayRef} onClick={onOkay}>
          {text.okay}
        </Button>
      }
    >
      <p>{text.message}</p>
    </Dialog>
  );
}
