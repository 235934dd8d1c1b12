import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { QuickPanel, type QuickPanelStatus } from '@wellness/ui/shell';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { quickPanelRequested } from '../quickPanel';
import { eventDetailsPath } from '../events/paths';
import { heroDetailsPath } from '../heroes/paths';

const statusOf: Record<string, QuickPanelStatus> = {
  idle: 'loading',
  loading: 'loading',
  failed: 'error',
  succeeded: 'ready',
};

/** Today in the member's own day, as YYYY-MM-DD. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * §2 quick panel of a member: today's date in their locale, their coming registered events (in Pacific time,
 * as every event time) and accepted sessions, each opening its page. Read again each time it opens.
 */
export function ShellQuickPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector((root) => root.quickPanel);

  useEffect(() => {
    if (open) dispatch(quickPanelRequested());
  }, [dispatch, open]);

  const today = new Date();
  return (
    <QuickPanel
      open={open}
      onClose={onClose}
      today={intl.formatDate(today, { dateStyle: 'full' })}
      todayIso={isoDay(today)}
      status={statusOf[state.status] ?? 'loading'}
      events={state.events.map((event) => ({
        id: event.uuid,
        title: event.name,
        detail: `${intl.formatDate(event.startTime, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'America/Los_Angeles',
        })} (PT)`,
        url: eventDetailsPath(event.uuid),
      }))}
      sessions={state.sessions.map((session) => ({
        id: session.uuid,
        title: session.heroName,
        detail: `${intl.formatDate(`${session.sessionDate}T12:00:00Z`, {
          dateStyle: 'medium',
          timeZone: 'UTC',
        })} ${session.sessionTime}`,
        url: heroDetailsPath(session.heroUuid),
      }))}
      onNavigate={(url) => {
        onClose();
        void navigate(url);
      }}
      onRetry={() => dispatch(quickPanelRequested())}
      labels={{
        title: t('app.shell.quickPanel.title'),
        close: t('app.shell.settings.close'),
        today: t('app.shell.quickPanel.today'),
        events: t('app.shell.quickPanel.events'),
        sessions: t('app.shell.quickPanel.sessions'),
        noEvents: t('app.shell.quickPanel.noEvents'),
        noSessions: t('app.shell.quickPanel.noSessions'),
        loading: t('app.shell.quickPanel.loading'),
        error: t('app.shell.quickPanel.error'),
        retry: t('app.shell.quickPanel.retry'),
      }}
    />
  );
}
