import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BadgeCheck, CalendarDays, HeartHandshake, Ticket } from 'lucide-react';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** One card's content: a headline (event name, package name, count) and a line under it (a date). */
interface DashboardItem {
  title: ReactNode;
  detail?: ReactNode;
}

interface DashboardOverviewLabels {
  region: string;
  nextEvent: string;
  noEvent: string;
  nextSession: string;
  noSession: string;
  membership: string;
  noPackage: string;
  vouchers: string;
  loading: string;
}

const defaultDashboardOverviewLabels: DashboardOverviewLabels = {
  region: 'Your overview',
  nextEvent: 'Next registered event',
  noEvent: 'No upcoming registered event yet.',
  nextSession: 'Next health hero session',
  noSession: 'No accepted session coming up.',
  membership: 'Membership package',
  noPackage: 'No package selected yet.',
  vouchers: 'Vouchers',
  loading: 'Loading...',
};

interface DashboardOverviewProps {
  nextEvent: DashboardItem | null;
  nextSession: DashboardItem | null;
  membership: DashboardItem | null;
  vouchers: DashboardItem | null;
  /** A link or button per card (see events, book a session, upgrade, open vouchers). */
  actions?: Partial<Record<'nextEvent' | 'nextSession' | 'membership' | 'vouchers', ReactNode>>;
  /** The lists are being read: each card shows 'Loading...' (the membership card comes from the session). */
  loading?: boolean;
  labels?: Partial<DashboardOverviewLabels>;
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  /* 216 px: the four cards stay on one row beside the 280 px navigation at 1366 px (975 px of content), not 3 + 1. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 216px), 1fr));
  list-style: none;
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
`;

const Card = styled.li`
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
`;

const Heading = styled.h2`
  align-items: center;
  color: ${({ theme }) => theme.color.text.secondary};
  display: flex;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  svg {
    color: ${({ theme }) => theme.color.primary.default};
    flex: none;
  }
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  margin: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  margin: 0;
`;

/* As tall as a title and a detail line whatever it shows, so 'Loading...' is not replaced by a taller answer
   that pushes the cards below (a layout shift). */
const Value = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: calc(
    ${({ theme }) => theme.font.size.lg} * ${({ theme }) => theme.font.lineHeight.body} +
      ${({ theme }) => theme.space[2]} + ${({ theme }) => theme.font.size.md} *
      ${({ theme }) => theme.font.lineHeight.body}
  );
`;

const Action = styled.div`
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space[2]};
`;

/** What a member needs first on /dashboard: next event and session, package status, voucher count. */
export function DashboardOverview({
  nextEvent,
  nextSession,
  membership,
  vouchers,
  actions = {},
  loading = false,
  labels,
}: DashboardOverviewProps) {
  const text = { ...defaultDashboardOverviewLabels, ...labels };
  const card = (
    key: keyof NonNullable<DashboardOverviewProps['actions']>,
    icon: ReactNode,
    heading: string,
    item: DashboardItem | null,
    empty: string,
    waits: boolean,
  ) => (
    <Card key={key}>
      <Heading>
        {icon}
        {heading}
      </Heading>
      <Value>
        {waits ? (
          <LoadingIndicator label={text.loading} size="sm" />
        ) : item ? (
          <>
            <Title>{item.title}</Title>
            {item.detail && <Muted>{item.detail}</Muted>}
          </>
        ) : (
          <Muted>{empty}</Muted>
        )}
      </Value>
      {actions[key] && <Action>{actions[key]}</Action>}
    </Card>
  );
  return (
    <Grid aria-label={text.region}>
      {card(
        'nextEvent',
        <CalendarDays aria-hidden size={18} />,
        text.nextEvent,
        nextEvent,
        text.noEvent,
        loading,
      )}
      {card(
        'nextSession',
        <HeartHandshake aria-hidden size={18} />,
        text.nextSession,
        nextSession,
        text.noSession,
        loading,
      )}
      {card(
        'membership',
        <BadgeCheck aria-hidden size={18} />,
        text.membership,
        membership,
        text.noPackage,
        false,
      )}
      {card('vouchers', <Ticket aria-hidden size={18} />, text.vouchers, vouchers, '', loading)}
    </Grid>
  );
}
