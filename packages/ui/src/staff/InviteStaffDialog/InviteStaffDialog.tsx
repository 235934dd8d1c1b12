import { useRef } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { enumValues, isEmail, stringRules } from '@wellness/api/rules';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormAlert, controlOf, fieldError, textOf } from '../../components/FormLayout';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { defaultStaffRoleLabels, type StaffRole } from '../StaffTeamTable/staffRoles';

export interface InviteStaffValues {
  email: string;
  role: StaffRole;
}

export interface InviteStaffDialogLabels {
  title: string;
  intro: string;
  email: string;
  emailRequired: string;
  emailInvalid: string;
  role: string;
  roleRequired: string;
  confirm: string;
  cancel: string;
  busy: string;
  close: string;
  roles: Record<StaffRole, string>;
}

export const defaultInviteStaffDialogLabels: InviteStaffDialogLabels = {
  title: 'Invite staff',
  intro:
    'We mail a link that works once within 7 days: the invitee chooses a password there and joins the staff.',
  email: 'E-mail',
  emailRequired: 'Please enter an e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  role: 'Role',
  roleRequired: 'Please choose a role.',
  confirm: 'Send invitation',
  cancel: 'Cancel',
  busy: 'Sending...',
  close: 'Close',
  roles: defaultStaffRoleLabels,
};

export interface InviteStaffDialogProps {
  open: boolean;
  onSubmit: (values: InviteStaffValues) => void;
  onCancel: () => void;
  /** The roles offered (every role by default); the server refuses a role the inviter may not give. */
  roles?: readonly StaffRole[];
  busy?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
  labels?: Partial<Omit<InviteStaffDialogLabels, 'roles'>> & { roles?: Partial<Record<StaffRole, string>> };
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  & > p {
    margin: 0;
  }
`;

type FormValues = { email?: string; role?: StaffRole | '' };

/** Invites someone to the staff by e-mail with a role (a react-final-form form in a dialog). */
export function InviteStaffDialog({
  open,
  onSubmit,
  onCancel,
  roles = enumValues.StaffRole,
  busy = false,
  error,
  labels,
}: InviteStaffDialogProps) {
  const text = { ...defaultInviteStaffDialogLabels, ...labels };
  const roleNames: Record<StaffRole, string> = { ...defaultStaffRoleLabels, ...labels?.roles };
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <Form<FormValues>
      onSubmit={(values) => onSubmit({ email: textOf(values.email), role: values.role as StaffRole })}
      validate={(values) => {
        const email = textOf(values.email);
        return {
          email: !email ? text.emailRequired : isEmail(email) ? undefined : text.emailInvalid,
          role: values.role ? undefined : text.roleRequired,
        };
      }}
      render={({ form }) => {
        const close = () => {
          form.restart();
          onCancel();
        };
        const submit = () => {
          void form.submit();
          if (form.getState().errors?.email) emailRef.current?.focus();
        };
        return (
          <Dialog
            open={open}
            onClose={close}
            title={text.title}
            busy={busy}
            closeLabel={text.close}
            size="sm"
            initialFocusRef={emailRef}
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
            <Fields>
              <p>{text.intro}</p>
              {error && <FormAlert>{error}</FormAlert>}
              <FinalField<string> name="email">
                {({ input, meta }) => (
                  <TextField
                    ref={emailRef}
                    type="email"
                    autoComplete="off"
                    label={text.email}
                    required
                    maxLength={stringRules.Email.maxLength}
                    errorText={fieldError(meta)}
                    {...controlOf(input)}
                    disabled={busy}
                  />
                )}
              </FinalField>
              <FinalField<string> name="role">
                {({ input, meta }) => (
                  <Select
                    label={text.role}
                    required
                    placeholder="—"
                    options={roles.map((role) => ({ value: role, label: roleNames[role] }))}
                    errorText={fieldError(meta, { onChange: true })}
                    {...controlOf(input)}
                    disabled={busy}
                  />
                )}
              </FinalField>
            </Fields>
          </Dialog>
        );
      }}
    />
  );
}
