import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { enumValues } from '@wellness/api/rules';
import { PageHeader } from '@wellness/ui';
import {
  InviteStaffDialog,
  StaffAccountDialog,
  StaffInvitationsTable,
  StaffTeamTable,
  type StaffRole,
  type StaffTeamChange,
} from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TEAM_PAGE_SIZE, type StaffAccount, type StaffInvitation } from '../api';
import { invitationsRequested, teamChangeRequested, teamDialogOpened, teamRequested } from '../slice';

/** The open invitations, below the team. */
const Invitations = styled.div`
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

/** The dialog open, with the count of done changes when it opened: once its change is done, it is closed. */
type OpenDialog =
  | { kind: 'invite'; at: number }
  | { kind: 'account'; change: Exclude<StaffTeamChange, 'revoke'>; account: StaffAccount; at: number }
  | { kind: 'revoke'; invitation: StaffInvitation; at: number };

/**
 * /staff/team (issue 30): the staff accounts, server-paged, searched and filtered by role; inviting staff, the open
 * invitations and their revocation; role changes, deactivation and reactivation, each confirmed. Every role is
 * offered: what the signed-in staff member may give or change is the server's to decide (only an owner touches
 * owners, nobody their own account), and its refusal is shown in the dialog in the staff member's language.
 */
export function TeamPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.team);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const title = t('app.staff.nav.team');

  useEffect(() => {
    dispatch(teamRequested());
    dispatch(invitationsRequested());
  }, [dispatch]);

  const open = dialog && dialog.at === state.actionDone ? dialog : null;
  const openDialog = (next: OpenDialog) => {
    dispatch(teamDialogOpened());
    setDialog(next);
  };
  const roles = Object.fromEntries(
    enumValues.StaffRole.map((role) => [role, t(`app.team.role.${role}`)]),
  ) as Record<StaffRole, string>;
  const error = state.actionError ? t(state.actionError) : undefined;
  const dialogLabels = {
    cancel: t('app.team.dialog.cancel'),
    busy: t('app.team.dialog.busy'),
    close: t('app.team.dialog.close'),
    roles,
  };
  const changes = ['role', 'deactivate', 'reactivate', 'revoke'] as const;
  const byChange = (prefix: string) =>
    Object.fromEntries(changes.map((change) => [change, t(`${prefix}.${change}`)])) as Record<
      StaffTeamChange,
      string
    >;

  return (
    <section>
      <PageHeader title={title} />
      <StaffTeamTable
        caption={title}
        rows={state.items}
        page={state.query.page}
        total={state.total}
        pageSize={TEAM_PAGE_SIZE}
        search={state.query.search}
        role={state.query.role}
        onSearchChange={(search) => dispatch(teamRequested({ query: { page: 1, search }, debounce: true }))}
        onRoleChange={(role) => dispatch(teamRequested({ query: { page: 1, role } }))}
        onPageChange={(page) => dispatch(teamRequested({ query: { page } }))}
        onAction={(account, change) => openDialog({ kind: 'account', change, account, at: state.actionDone })}
        onInvite={() => openDialog({ kind: 'invite', at: state.actionDone })}
        formatDate={(iso) => intl.formatDate(iso, { dateStyle: 'medium' })}
        loading={state.status === 'idle' || (state.status === 'loading' && state.items.length === 0)}
        error={state.status === 'failed'}
        disabled={state.acting}
        labels={{
          search: t('app.team.table.search'),
          searchPlaceholder: t('app.team.table.searchPlaceholder'),
          actions: t('app.team.table.actions'),
          loading: t('app.staff.queue.loading'),
          empty: t('app.team.table.empty'),
          noMatch: t('app.team.table.noMatch'),
          error: t('app.staff.queue.error'),
          name: t('app.team.column.name'),
          email: t('app.team.column.email'),
          role: t('app.team.column.role'),
          status: t('app.team.column.status'),
          since: t('app.team.column.since'),
          anyRole: t('app.team.table.anyRole'),
          active: t('app.team.status.active'),
          deactivated: t('app.team.status.deactivated'),
          invite: t('app.team.action.invite'),
          changeRole: t('app.team.action.role'),
          deactivate: t('app.team.action.deactivate'),
          reactivate: t('app.team.action.reactivate'),
          rowAction: (action, name) => t('app.team.table.rowAction', { action, name }),
          roles,
        }}
      />
      <Invitations>
        <StaffInvitationsTable
          caption={t('app.team.invitations.title')}
          rows={state.invitations.items}
          onRevoke={(invitation) => openDialog({ kind: 'revoke', invitation, at: state.actionDone })}
          formatAt={(iso) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })}
          loading={
            state.invitations.status === 'idle' ||
            (state.invitations.status === 'loading' && state.invitations.items.length === 0)
          }
          error={state.invitations.status === 'failed'}
          disabled={state.acting}
          labels={{
            email: t('app.team.column.email'),
            role: t('app.team.column.role'),
            invitedBy: t('app.team.column.invitedBy'),
            expires: t('app.team.column.expires'),
            actions: t('app.team.table.actions'),
            revoke: t('app.team.action.revoke'),
            revokeRow: (email) => t('app.team.invitations.revokeRow', { email }),
            loading: t('app.staff.queue.loading'),
            empty: t('app.team.invitations.empty'),
            error: t('app.staff.queue.error'),
            roles,
          }}
        />
      </Invitations>
      {open?.kind === 'invite' && (
        <InviteStaffDialog
          open
          busy={state.acting}
          error={error}
          onCancel={() => setDialog(null)}
          onSubmit={(values) => dispatch(teamChangeRequested({ kind: 'invite', ...values }))}
          labels={{
            ...dialogLabels,
            title: t('app.team.invite.title'),
            intro: t('app.team.invite.intro'),
            email: t('app.team.invite.email'),
            emailRequired: t('app.team.invite.emailRequired'),
            emailInvalid: t('app.team.invite.emailInvalid'),
            role: t('app.team.invite.role'),
            roleRequired: t('app.team.invite.roleRequired'),
            confirm: t('app.team.invite.confirm'),
          }}
        />
      )}
      {(open?.kind === 'account' || open?.kind === 'revoke') && (
        <StaffAccountDialog
          open
          change={open.kind === 'revoke' ? 'revoke' : open.change}
          subject={
            open.kind === 'revoke' ? (
              <bdi>{open.invitation.email}</bdi>
            ) : (
              <bdi>
                {open.account.name ? `${open.account.name} (${open.account.email})` : open.account.email}
              </bdi>
            )
          }
          currentRole={open.kind === 'account' ? open.account.role : undefined}
          busy={state.acting}
          error={error}
          onCancel={() => setDialog(null)}
          onSubmit={(values) => {
            if (open.kind === 'revoke') {
              dispatch(teamChangeRequested({ kind: 'revoke', uuid: open.invitation.uuid }));
            } else if (open.change === 'role') {
              dispatch(
                teamChangeRequested({
                  kind: 'role',
                  uuid: open.account.uuid,
                  role: values.role ?? open.account.role,
                  ...(values.reason ? { reason: values.reason } : {}),
                }),
              );
            } else {
              dispatch(
                teamChangeRequested({
                  kind: open.change,
                  uuid: open.account.uuid,
                  ...(values.reason ? { reason: values.reason } : {}),
                }),
              );
            }
          }}
          labels={{
            ...dialogLabels,
            titles: byChange('app.team.dialogTitle'),
            messages: byChange('app.team.dialogMessage'),
            confirms: {
              role: t('app.team.action.role'),
              deactivate: t('app.team.action.deactivate'),
              reactivate: t('app.team.action.reactivate'),
              revoke: t('app.team.action.revoke'),
            },
            role: t('app.team.dialog.newRole'),
            sameRole: t('app.team.dialog.sameRole'),
            reason: t('app.team.dialog.reason'),
            reasonHelper: t('app.team.dialog.reasonHelper'),
          }}
        />
      )}
    </section>
  );
}

export { TeamPage as Component };
