import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { enumValues } from '@wellness/api/rules';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormAlert, controlOf, fieldError, textOf } from '../../components/FormLayout';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { defaultStaffRoleLabels, type StaffRole } from '../StaffTeamTable/staffRoles';

/** What the staff team's confirmations confirm: a role change, a deactivation or reactivation, a revocation. */
export type StaffTeamChange = 'role' | 'deactivate' | 'reactivate' | 'revoke';

export interface StaffAccountChangeValues {
  /** For `role`: the new role. */
  role?: StaffRole;
  /** Kept in the audit log (absent when none was given, and for `revoke`). */
  reason?: string;
}

export interface StaffAccountDialogLabels {
  titles: Record<StaffTeamChange, string>;
  messages: Record<StaffTeamChange, string>;
  confirms: Record<StaffTeamChange, string>;
  role: string;
  sameRole: string;
  reason: string;
  reasonHelper: string;
  cancel: string;
  busy: string;
  close: string;
  roles: Record<StaffRole, string>;
}

export const defaultStaffAccountDialogLabels: StaffAccountDialogLabels = {
  titles: {
    role: 'Change the role',
    deactivate: 'Deactivate the staff member',
    reactivate: 'Reactivate the staff member',
    revoke: 'Revoke the invitation',
  },
  messages: {
    role: 'The new role applies from their next call.',
    deactivate: 'Their sessions end at once and they can no longer use the console. Their account stays.',
    reactivate: 'They can sign in to the console again with their role.',
    revoke: 'The link mailed with it stops working.',
  },
  confirms: { role: 'Change role', deactivate: 'Deactivate', reactivate: 'Reactivate', revoke: 'Revoke' },
  role: 'New role',
  sameRole: 'Please choose a role other than the current one.',
  reason: 'Reason (optional)',
  reasonHelper: 'Kept in the audit log with your name.',
  cancel: 'Cancel',
  busy: 'Saving...',
  close: 'Close',
  roles: defaultStaffRoleLabels,
};

export interface StaffAccountDialogProps {
  open: boolean;
  change: StaffTeamChange;
  /** Who (or which invitation) is changed, read with the title. */
  subject?: ReactNode;
  /** For `role`: the staff member's role now (chosen at first). */
  currentRole?: StaffRole;
  /** For `role`: the roles offered (every role by default); the server refuses a role the caller may not give. */
  roles?: readonly StaffRole[];
  onSubmit: (values: StaffAccountChangeValues) => void;
  onCancel: () => void;
  busy?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
  labels?: Partial<Omit<StaffAccountDialogLabels, 'roles' | 'titles' | 'messages' | 'confirms'>> & {
    roles?: Partial<Record<StaffRole, string>>;
    titles?: Partial<Record<StaffTeamChange, string>>;
    messages?: Partial<Record<StaffTeamChange, string>>;
    confirms?: Partial<Record<StaffTeamChange, string>>;
  };
}

const DANGER: readonly StaffTeamChange[] = ['deactivate', 'revoke'];

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  & > p {
    margin: 0;
  }
`;

/** What the dialog is about, read out with its title. */
const Description = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  & > p {
    margin: 0;
  }
`;

type FormValues = { role?: StaffRole; reason?: string };

/**
 * The staff team's confirmation dialog: a role change (the new role), a deactivation or reactivation (each with an
 * optional reason for the audit log), or an invitation's revocation. A react-final-form form.
 */
export function StaffAccountDialog({
  open,
  change,
  subject,
  currentRole,
  roles = enumValues.StaffRole,
  onSubmit,
  onCancel,
  busy = false,
  error,
  labels,
}: StaffAccountDialogProps) {
  const text = {
    ...defaultStaffAccountDialogLabels,
    ...labels,
    titles: { ...defaultStaffAccountDialogLabels.titles, ...labels?.titles },
    messages: { ...defaultStaffAccountDialogLabels.messages, ...labels?.messages },
    confirms: { ...defaultStaffAccountDialogLabels.confirms, ...labels?.confirms },
  };
  const roleNames: Record<StaffRole, string> = { ...defaultStaffRoleLabels, ...labels?.roles };
  const describedBy = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const roleRef = useRef<HTMLSelectElement>(null);
  return (
    <Form<FormValues>
      initialValues={{ role: currentRole }}
      onSubmit={(values) => {
        const reason = textOf(values.reason);
        onSubmit({
          ...(change === 'role' ? { role: values.role } : {}),
          ...(change !== 'revoke' && reason ? { reason } : {}),
        });
      }}
      validate={(values) =>
        change === 'role' && (!values.role || values.role === currentRole) ? { role: text.sameRole } : {}
      }
      render={({ form }) => {
        const close = () => {
          form.restart();
          onCancel();
        };
        return (
          <Dialog
            open={open}
            onClose={close}
            title={text.titles[change]}
            role={change === 'role' ? 'dialog' : 'alertdialog'}
            aria-describedby={describedBy}
            busy={busy}
            closeLabel={text.close}
            size="sm"
            initialFocusRef={change === 'role' ? roleRef : cancelRef}
            actions={
              <>
                <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={close}>
                  {text.cancel}
                </Button>
                <Button
                  variant={DANGER.includes(change) ? 'danger' : 'primary'}
                  busy={busy}
                  busyLabel={text.busy}
                  onClick={() => void form.submit()}
                >
                  {text.confirms[change]}
                </Button>
              </>
            }
          >
            <Fields>
              <Description id={describedBy}>
                {subject && <p>{subject}</p>}
                <p>{text.messages[change]}</p>
              </Description>
              {error && <FormAlert>{error}</FormAlert>}
              {change === 'role' && (
                <FinalField<StaffRole> name="role">
                  {({ input, meta }) => (
                    <Select
                      ref={roleRef}
                      label={text.role}
                      required
                      options={roles.map((role) => ({ value: role, label: roleNames[role] }))}
                      errorText={fieldError(meta, { onChange: true })}
                      value={input.value}
                      onChange={(event) => input.onChange(event.target.value)}
                      onBlur={input.onBlur}
                      disabled={busy}
                    />
                  )}
                </FinalField>
              )}
              {change !== 'revoke' && (
                <FinalField<string> name="reason">
                  {({ input }) => (
                    <TextField
                      multiline
                      rows={3}
                      label={text.reason}
                      helperText={text.reasonHelper}
                      maxLength={1000}
                      {...controlOf(input)}
                      disabled={busy}
                    />
                  )}
                </FinalField>
              )}
            </Fields>
          </Dialog>
        );
      }}
    />
  );
}
