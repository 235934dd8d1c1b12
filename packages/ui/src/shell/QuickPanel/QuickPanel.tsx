import { useId, type MouseEvent } from 'react';
import styled from 'styled-components';
import { CalendarCheck, CalendarDays, ChevronRight, HeartHandshake } from 'lucide-react';
import { Dialog } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** One coming event or session: its title, when (already formatted) and the page it opens. */
export interface QuickPanelEntry {
  id: string;
  title: string;
  detail: string;
  url: string;
}

export type QuickPanelStatus = 'loading' | 'error' | 'ready';

export const defaultQuickPanelLabels = {
  title: 'Quick panel',
  close: 'Close',
  today: 'Today',
  events: 'Coming events',
  sessions: 'Coming sessions',
  noEvents: 'No registered event is coming.',
  noSessions: 'No accepted session is coming.',
  loading: 'Loading...',
  error: 'Oops something bad happened!',
  retry: 'Try again',
};
export type QuickPanelLabels = typeof defaultQuickPanelLabels;

export interface QuickPanelProps {
  open: boolean;
  onClose: () => void;
  /** Today's date in the member's locale ('Wednesday, 25 November 2026'). */
  today: string;
  /** Machine-readable today (YYYY-MM-DD) for the `<time>` element. */
  todayIso?: string;
  status: QuickPanelStatus;
  /** The member's coming registered events, next first. */
  events: readonly QuickPanelEntry[];
  /** The member's accepted health-hero sessions still to come, next first. */
  sessions: readonly QuickPanelEntry[];
  /** Follows an entry's link inside the app (a plain click); other clicks keep the browser's own behaviour. */
  onNavigate: (url: string) => void;
  onRetry?: () => void;
  labels?: Partial<QuickPanelLabels>;
}

const Today = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary.subtle};
  color: ${({ theme }) => theme.color.text.primary};

  & > svg {
    flex: none;
    inline-size: 28px;
    block-size: 28px;
    color: ${({ theme }) => theme.color.primary.default};
  }
  & > span {
    display: grid;
    gap: 2px;
  }
  & small {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & time {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[6]};

  & > h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > h3 > svg {
    inline-size: 20px;
    block-size: 20px;
    color: ${({ theme }) => theme.color.primary.default};
  }
`;

const Entries = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EntryLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.primary};
  text-decoration: none;

  & > span {
    display: grid;
    flex: 1;
    min-inline-size: 0;
    gap: 2px;
  }
  & strong {
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & small {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  &:dir(rtl) > svg {
    transform: scaleX(-1);
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary.default};
    background: ${({ theme }) => theme.color.primary.subtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function EntryList({
  entries,
  empty,
  onNavigate,
}: {
  entries: readonly QuickPanelEntry[];
  empty: string;
  onNavigate: (url: string) => void;
}) {
  if (entries.length === 0) return <Empty>{empty}</Empty>;
  const follow = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    // A new tab or window (modifier keys, middle click) is the browser's own business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(url);
  };
  return (
    <Entries>
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryLink href={entry.url} onClick={(event) => follow(event, entry.url)}>
            <span>
              <strong>{entry.title}</strong>
              <small>{entry.detail}</small>
            </span>
            <ChevronRight aria-hidden="true" />
          </EntryLink>
        </li>
      ))}
    </Entries>
  );
}

/**
 * §2 quick panel: a side panel at the inline end (the left in RTL) with today's date and the member's coming
 * registered events and accepted health-hero sessions, next first, each linking to its page. A modal dialog:
 * focus moves in, Tab stays inside, Escape closes, and focus returns to the button that opened it.
 */
export function QuickPanel({
  open,
  onClose,
  today,
  todayIso,
  status,
  events,
  sessions,
  onNavigate,
  onRetry,
  labels,
}: QuickPanelProps) {
  const text = { ...defaultQuickPanelLabels, ...labels };
  const eventsId = useId();
  const sessionsId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={text.title}
      closeLabel={text.close}
      size="sm"
      placement="end"
    >
      <Today>
        <CalendarDays aria-hidden="true" />
        <span>
          <small>{text.today}</small>
          <time dateTime={todayIso}>{today}</time>
        </span>
      </Today>
      {status === 'loading' && <LoadingIndicator label={text.loading} />}
      {status === 'error' && (
        <ErrorState size="sm" message={text.error} onRetry={onRetry} retryLabel={text.retry} />
      )}
      {status === 'ready' && (
        <>
          <Section aria-labelledby={eventsId}>
            <h3 id={eventsId}>
              <CalendarCheck aria-hidden="true" />
              {text.events}
            </h3>
            <EntryList entries={events} empty={text.noEvents} onNavigate={onNavigate} />
          </Section>
          <Section aria-labelledby={sessionsId}>
            <h3 id={sessionsId}>
              <HeartHandshake aria-hidden="true" />
              {text.sessions}
            </h3>
            <EntryList entries={sessions} empty={text.noSessions} onNavigate={onNavigate} />
          </Section>
        </>
      )}
    </Dialog>
  );
}
