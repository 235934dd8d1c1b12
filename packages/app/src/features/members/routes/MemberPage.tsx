import { staffRoleMayUse } from '@wellness/api/rules';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@wellness/ui';
import { MemberActionDialog, MemberDetail, type MemberAction } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { memberActionRequested, memberRequested } from '../slice';

const ACTIONS: readonly MemberAction[] = ['verify', 'give', 'cancel', 'refund', 'block', 'unblock', 'erase'];

/** The staff call behind each action: its `x-staff-roles` decide whether the role is offered it. */
const OPERATION = {
  verify: 'POST /staff/members/{uuid}/verification-mail',
  give: 'POST /staff/members/{uuid}/package',
  cancel: 'POST /staff/members/{uuid}/package/cancel',
  refund: 'POST /staff/members/{uuid}/refunds',
  block: 'POST /staff/members/{uuid}/block',
  unblock: 'POST /staff/members/{uuid}/block',
  erase: 'POST /staff/members/{uuid}/erase',
} as const;

/** /staff/members/:uuid (issue 30): a member's page and the audited actions the staff role allows. */
export function MemberPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { uuid = '' } = useParams();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.members);
  const staffRole = useAppSelector(selectUser)?.staffRole ?? null;
  // The dialog open, with the count of done actions when it opened: once its action is done, it is closed.
  const [dialog, setDialog] = useState<{ action: MemberAction; paymentId?: string; at: number } | null>(null);

  useEffect(() => {
    dispatch(memberRequested(uuid));
  }, [dispatch, uuid]);
  const open = dialog && dialog.at === state.actionDone ? dialog : null;

  const data = state.detail.uuid === uuid ? state.detail.data : null;
  const payment = data?.payments.find((p) => p.uuid === open?.paymentId);
  const name = data ? (data.member.name ?? data.member.email) : '';
  return (
    <section>
      <PageHeader title={name || t('app.members.page.title')} />
      <MemberDetail
        data={data ?? undefined}
        loading={!data && state.detail.status !== 'failed'}
        error={state.detail.status === 'failed'}
        onRetry={() => dispatch(memberRequested(uuid))}
        allowed={ACTIONS.filter((action) => staffRoleMayUse(OPERATION[action], staffRole))}
        busy={state.acting}
        onAction={(action, paymentId) => setDialog({ action, paymentId, at: state.actionDone })}
        labels={{
          profile: t('app.members.page.profile'),
          package: t('app.members.page.package'),
          history: t('app.members.page.history'),
          payments: t('app.members.page.payments'),
          activity: t('app.members.page.activity'),
          mails: t('app.members.page.mails'),
          none: t('app.members.page.none'),
          actions: t('app.members.page.actions'),
          noPackage: t('app.members.filter.noPackage'),
          loading: t('app.staff.queue.loading'),
          error: t('app.staff.queue.error'),
          actionNames: {
            verify: t('app.members.action.verify'),
            give: t('app.members.action.give'),
            cancel: t('app.members.action.cancel'),
            refund: t('app.members.action.refund'),
            block: t('app.members.action.block'),
            unblock: t('app.members.action.unblock'),
            erase: t('app.members.action.erase'),
          },
          refundRow: (description) => t('app.members.action.refundRow', { description }),
        }}
      />
      {open && (
        <MemberActionDialog
          open
          action={open.action}
          subject={payment ? `${name} — ${payment.description}` : name}
          packages={state.packages}
          refundableCents={payment ? payment.amountCents - payment.refundedCents : undefined}
          busy={state.acting}
          error={state.actionError ?? undefined}
          onCancel={() => setDialog(null)}
          onSubmit={(values) =>
            dispatch(memberActionRequested({ uuid, action: open.action, values, paymentId: open.paymentId }))
          }
          labels={{
            reason: t('app.members.dialog.reason'),
            reasonRequired: t('app.staff.rejectDialog.reasonRequired'),
          }}
        />
      )}
    </section>
  );
}

export { MemberPage as Component };
