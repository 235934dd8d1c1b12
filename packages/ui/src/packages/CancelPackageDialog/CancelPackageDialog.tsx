import { useId } from 'react';
import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';

export interface CancelPackageDialogProps {
  open: boolean;
  /** The paid package being cancelled. */
  packageName: string;
  /** Yes: cancel the membership (the app calls cancel, then goes to /dashboard). */
  onConfirm: () => void;
  /** Cancel, the close button, Escape or backdrop (never while busy). */
  onClose: () => void;
  /** The cancellation is under way: Yes reads 'Processing...' and the dialog cannot be closed. */
  busy?: boolean;
  title?: string;
  question?: (packageName: string) => string;
  /** The consequences, one line each: benefits expire, FREE membership at once, no refund, re-subscribe. */
  warnings?: (packageName: string) => readonly ReactNode[];
  confirmLabel?: string;
  cancelLabel?: string;
  busyLabel?: string;
  closeLabel?: string;
}

const defaultWarnings = (name: string): readonly ReactNode[] => [
  `Your ${name} benefits will expire.`,
  'You will get a FREE membership immediately.',
  'There is no refund for the rest of the year.',
  `To get the ${name} benefits again, you will need to subscribe again.`,
];

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.primary};

  & > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Warnings = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warning.subtle};
  list-style: none;

  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }
  & > li > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
    margin-block-start: 3px;
    color: ${({ theme }) => theme.color.warning.fg};
  }
`;

/** Confirms cancelling a paid membership and says plainly what the member loses. */
export function CancelPackageDialog({
  open,
  packageName,
  onConfirm,
  onClose,
  busy = false,
  title = 'Cancel membership',
  question = (name) => `Are you sure you want to cancel your ${name} membership?`,
  warnings = defaultWarnings,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  busyLabel = 'Processing...',
  closeLabel,
}: CancelPackageDialogProps) {
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      role="alertdialog"
      title={title}
      closeLabel={closeLabel}
      aria-describedby={bodyId}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Body id={bodyId}>
        <p>{question(packageName)}</p>
        <Warnings>
          {warnings(packageName).map((warning, index) => (
            <li key={index}>
              <TriangleAlert aria-hidden="true" />
              <span>{warning}</span>
            </li>
          ))}
        </Warnings>
      </Body>
    </Dialog>
  );
}
