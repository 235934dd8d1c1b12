import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';

export interface MyDataPanelLabels {
  title: string;
  description: string;
  download: string;
  downloading: string;
  delete: string;
  dialogTitle: string;
  dialogText: string;
  confirm: string;
  confirmRequired: string;
  password: string;
  passwordRequired: string;
  submit: string;
  busy: string;
  cancel: string;
  close: string;
}

export const defaultMyDataPanelLabels: MyDataPanelLabels = {
  title: 'My data',
  description: 'Download everything we hold about you in one file, or delete your account.',
  download: 'Download my data',
  downloading: 'Preparing...',
  delete: 'Delete my account',
  dialogTitle: 'Delete my account',
  dialogText:
    'Your profile, photos, groups, sessions and sign-ins are removed for good. Payments and orders are kept without your name, for the accounts. This cannot be undone.',
  confirm: 'I understand that my account is deleted for good',
  confirmRequired: 'Please confirm.',
  password: 'Password',
  passwordRequired: 'Please enter your password.',
  submit: 'Delete my account',
  busy: 'Deleting...',
  cancel: 'Cancel',
  close: 'Close',
};

export interface MyDataPanelProps {
  onDownload: () => void;
  downloading?: boolean;
  /** Receives the password once the member confirmed; the body of POST /user/delete. */
  onDelete: (values: { password: string; confirm: true }) => void;
  deleting?: boolean;
  /** The server's refusal (a wrong password), shown in the dialog. */
  deleteError?: string;
  /** Open the deletion dialog from the start (stories). */
  defaultOpen?: boolean;
  labels?: Partial<MyDataPanelLabels>;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** /profile: "Download my data" (one JSON file) and "Delete my account" (after a confirmation and the password). */
export function MyDataPanel({
  onDownload,
  downloading = false,
  onDelete,
  deleting = false,
  deleteError,
  defaultOpen = false,
  labels,
}: MyDataPanelProps) {
  const text = { ...defaultMyDataPanelLabels, ...labels };
  const [open, setOpen] = useState(defaultOpen);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    setConfirmed(false);
    setPassword('');
    setTouched(false);
  };
  const submit = () => {
    setTouched(true);
    if (!confirmed || password === '') return;
    onDelete({ password, confirm: true });
  };
  return (
    <Section aria-labelledby="my-data-title">
      <h2 id="my-data-title">{text.title}</h2>
      <p>{text.description}</p>
      <Row>
        <Button
          variant="secondary"
          leadingIcon={<Download aria-hidden="true" />}
          busy={downloading}
          busyLabel={text.downloading}
          onClick={onDownload}
        >
          {text.download}
        </Button>
        <Button variant="danger" leadingIcon={<Trash2 aria-hidden="true" />} onClick={() => setOpen(true)}>
          {text.delete}
        </Button>
      </Row>
      <Dialog
        open={open}
        onClose={close}
        title={text.dialogTitle}
        busy={deleting}
        closeLabel={text.close}
        size="sm"
        actions={
          <>
            <Button variant="secondary" disabled={deleting} onClick={close}>
              {text.cancel}
            </Button>
            <Button variant="danger" busy={deleting} busyLabel={text.busy} onClick={submit}>
              {text.submit}
            </Button>
          </>
        }
      >
        <p>{text.dialogText}</p>
        {deleteError && <p role="alert">{deleteError}</p>}
        <Checkbox
          label={text.confirm}
          checked={confirmed}
          disabled={deleting}
          errorText={touched && !confirmed ? text.confirmRequired : undefined}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        <TextField
          ref={passwordRef}
          type="password"
          label={text.password}
          autoComplete="current-password"
          required
          value={password}
          disabled={deleting}
          errorText={touched && password === '' ? text.passwordRequired : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Dialog>
    </Section>
  );
}
