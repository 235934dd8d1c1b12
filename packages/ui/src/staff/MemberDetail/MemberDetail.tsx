import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import type { MemberAction } from '../MemberActionDialog';
import { DetailGrid, DetailLines, PanelHeader } from '../shared/detailLayout';

/** A member's page as `GET /staff/members/{uuid}` answers it (the StaffMemberDetail schema). */
export interface MemberDetailData {
  member: {
    uuid: string;
    email: string;
    name: string | null;
    verified: boolean;
    blocked: boolean;
    staffRole: string | null;
    package: { uuid: string; name: string } | null;
    packageExpiresAt: string | null;
    createdAt: string;
  };
  profile: Record<string, string | null>;
  packageHistory: {
    at: string;
    kind: 'paid' | 'given' | 'cancelled';
    package: string | null;
    days: number | null;
    by: string | null;
    reason: string | null;
  }[];
  payments: {
    uuid: string;
    description: string;
    amountCents: number;
    refundedCents: number;
    currency: string;
    status: string;
    createdAt: string;
    refunds: { at: string; amountCents: number; reference: string }[];
  }[];
  registrations: { uuid: string; event: string; quantity: number; active: boolean }[];
  groups: { uuid: string; group: string; status: string }[];
  sessions: { uuid: string; hero: string; date: string; time: string; status: string }[];
  orders: { id: string; kind: string; status: string; totalCents: number }[];
  mails: { uuid: string; subject: string; at: string }[];
}

export interface MemberDetailLabels {
  profile: string;
  email: string;
  verified: string;
  notVerified: string;
  blocked: string;
  active: string;
  joined: string;
  package: string;
  noPackage: string;
  until: (date: string) => string;
  history: string;
  historyKinds: Record<MemberDetailData['packageHistory'][number]['kind'], string>;
  payments: string;
  refunded: (amount: string) => string;
  activity: string;
  registrations: string;
  groups: string;
  sessions: string;
  orders: string;
  mails: string;
  none: string;
  actions: string;
  actionNames: Record<MemberAction, string>;
  refundRow: (description: string) => string;
  loading: string;
  error: string;
  retry: string;
  fields: Record<string, string>;
}

export const defaultMemberDetailLabels: MemberDetailLabels = {
  profile: 'Profile',
  email: 'E-mail',
  verified: 'Confirmed',
  notVerified: 'Not confirmed',
  blocked: 'Blocked',
  active: 'Active',
  joined: 'Joined',
  package: 'Package',
  noPackage: 'No package',
  until: (date) => `until ${date}`,
  history: 'History',
  historyKinds: { paid: 'Paid', given: 'Given by staff', cancelled: 'Cancelled by staff' },
  payments: 'Payments',
  refunded: (amount) => `${amount} refunded`,
  activity: 'Activity',
  registrations: 'Event registrations',
  groups: 'Groups',
  sessions: 'Health hero sessions',
  orders: 'Orders',
  mails: 'Mails sent',
  none: 'None',
  actions: 'Actions',
  actionNames: {
    verify: 'Resend confirmation mail',
    give: 'Give or extend package',
    cancel: 'Cancel package',
    refund: 'Refund',
    block: 'Block',
    unblock: 'Unblock',
    erase: 'Erase member',
  },
  refundRow: (description) => `Refund: ${description}`,
  loading: 'Loading...',
  error: 'Oops something bad happened!',
  retry: 'Try again',
  fields: {
    mobile: 'Mobile',
    city: 'City',
    state: 'State',
    country: 'Country',
    zipCode: 'Zip code',
    ageGroup: 'Age group',
    gender: 'Gender',
  },
};

export interface MemberDetailProps {
  data?: MemberDetailData;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The actions the caller's role may take (the others are not offered). */
  allowed: readonly MemberAction[];
  /** An action is being sent: every action button waits. */
  busy?: boolean;
  onAction: (action: MemberAction, paymentId?: string) => void;
  /** Formats money and dates in the page's language. */
  formatMoney?: (cents: number, currency: string) => string;
  formatDate?: (iso: string) => string;
  labels?: Partial<MemberDetailLabels>;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  & > li {
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const day = (iso: string) => iso.slice(0, 10);

/** A member's page in the staff console: profile, package and history, payments and refunds, activity, mails. */
export function MemberDetail({
  data,
  loading = false,
  error = false,
  onRetry,
  allowed,
  busy = false,
  onAction,
  formatMoney = money,
  formatDate = day,
  labels,
}: MemberDetailProps) {
  const text = { ...defaultMemberDetailLabels, ...labels };
  if (error) return <ErrorState message={text.error} onRetry={onRetry} retryLabel={text.retry} />;
  if (loading || !data) return <LoadingIndicator label={text.loading} />;
  const { member } = data;
  const can = (action: MemberAction) => allowed.includes(action);
  const offered: MemberAction[] = [
    ...(!member.verified ? (['verify'] as const) : []),
    'give',
    ...(member.package ? (['cancel'] as const) : []),
    ...(member.staffRole ? [] : member.blocked ? (['unblock'] as const) : (['block'] as const)),
    ...(member.staffRole ? [] : (['erase'] as const)),
  ];
  const none = <Muted>{text.none}</Muted>;
  return (
    <DetailGrid>
      <Panel aria-labelledby="member-profile">
        <PanelHeader>
          <h2 id="member-profile">{member.name ?? member.email}</h2>
          <Badge tone={member.blocked ? 'error' : 'success'}>
            {member.blocked ? text.blocked : text.active}
          </Badge>
        </PanelHeader>
        <DetailLines>
          <dt>{text.email}</dt>
          <dd>
            {member.email} <Muted>({member.verified ? text.verified : text.notVerified})</Muted>
          </dd>
          <dt>{text.joined}</dt>
          <dd>{formatDate(member.createdAt)}</dd>
          {Object.entries(text.fields).map(([field, label]) =>
            data.profile[field] ? <FieldLine key={field} label={label} value={data.profile[field]!} /> : null,
          )}
        </DetailLines>
        {offered.some(can) && (
          <>
            <Heading>{text.actions}</Heading>
            <Actions>
              {offered.filter(can).map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'erase' || action === 'block' ? 'danger' : 'secondary'}
                  disabled={busy}
                  onClick={() => onAction(action)}
                >
                  {text.actionNames[action]}
                </Button>
              ))}
            </Actions>
          </>
        )}
      </Panel>
      <Panel aria-labelledby="member-package">
        <PanelHeader>
          <h2 id="member-package">{text.package}</h2>
        </PanelHeader>
        <p>
          {member.package ? (
            <>
              <strong>{member.package.name}</strong>{' '}
              {member.packageExpiresAt && <Muted>{text.until(formatDate(member.packageExpiresAt))}</Muted>}
            </>
          ) : (
            <Muted>{text.noPackage}</Muted>
          )}
        </p>
        <Heading>{text.history}</Heading>
        {data.packageHistory.length === 0 ? (
          none
        ) : (
          <List>
            {data.packageHistory.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                {formatDate(entry.at)} · {text.historyKinds[entry.kind]}
                {entry.package && ` · ${entry.package}`}
                {entry.days !== null && ` · ${entry.days}`}
                {entry.by && <Muted> · {entry.by}</Muted>}
                {entry.reason && <Muted> — {entry.reason}</Muted>}
              </li>
            ))}
          </List>
        )}
      </Panel>
      <Panel aria-labelledby="member-payments">
        <PanelHeader>
          <h2 id="member-payments">{text.payments}</h2>
        </PanelHeader>
        {data.payments.length === 0 ? (
          none
        ) : (
          <List>
            {data.payments.map((payment) => (
              <li key={payment.uuid}>
                {formatDate(payment.createdAt)} · {payment.description} ·{' '}
                <strong>{formatMoney(payment.amountCents, payment.currency)}</strong>{' '}
                <Muted>({payment.status})</Muted>
                {payment.refundedCents > 0 && (
                  <Muted> · {text.refunded(formatMoney(payment.refundedCents, payment.currency))}</Muted>
                )}
                {payment.refunds.map((refund) => (
                  <div key={refund.reference}>
                    <Muted>
                      ↳ {formatDate(refund.at)} · {formatMoney(refund.amountCents, payment.currency)} ·{' '}
                      {refund.reference}
                    </Muted>
                  </div>
                ))}
                {can('refund') &&
                  payment.status === 'succeeded' &&
                  payment.refundedCents < payment.amountCents && (
                    <div>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-label={text.refundRow(payment.description)}
                        onClick={() => onAction('refund', payment.uuid)}
                      >
                        {text.actionNames.refund}
                      </Button>
                    </div>
                  )}
              </li>
            ))}
          </List>
        )}
      </Panel>
      <Panel aria-labelledby="member-activity">
        <PanelHeader>
          <h2 id="member-activity">{text.activity}</h2>
        </PanelHeader>
        <Heading>{text.registrations}</Heading>
        {data.registrations.length === 0 ? (
          none
        ) : (
          <List>
            {data.registrations.map((r) => (
              <li key={r.uuid}>
                {r.event} × {r.quantity} {!r.active && <Muted>({text.historyKinds.cancelled})</Muted>}
              </li>
            ))}
          </List>
        )}
        <Heading>{text.groups}</Heading>
        {data.groups.length === 0 ? (
          none
        ) : (
          <List>
            {data.groups.map((g) => (
              <li key={g.uuid}>
                {g.group} <Muted>({g.status})</Muted>
              </li>
            ))}
          </List>
        )}
        <Heading>{text.sessions}</Heading>
        {data.sessions.length === 0 ? (
          none
        ) : (
          <List>
            {data.sessions.map((s) => (
              <li key={s.uuid}>
                {s.hero} · {s.date} {s.time} <Muted>({s.status})</Muted>
              </li>
            ))}
          </List>
        )}
        <Heading>{text.orders}</Heading>
        {data.orders.length === 0 ? (
          none
        ) : (
          <List>
            {data.orders.map((o) => (
              <li key={o.id}>
                #{o.id} · {formatMoney(o.totalCents, 'usd')} <Muted>({o.status})</Muted>
              </li>
            ))}
          </List>
        )}
      </Panel>
      <Panel aria-labelledby="member-mails">
        <PanelHeader>
          <h2 id="member-mails">{text.mails}</h2>
        </PanelHeader>
        {data.mails.length === 0 ? (
          none
        ) : (
          <List>
            {data.mails.map((m) => (
              <li key={m.uuid}>
                {formatDate(m.at)} · {m.subject}
              </li>
            ))}
          </List>
        )}
      </Panel>
    </DetailGrid>
  );
}

function FieldLine({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
