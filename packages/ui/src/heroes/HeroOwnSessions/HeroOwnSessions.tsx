import { useState } from 'react';
import styled from 'styled-components';
import type { HeroSessionDecision, OwnHeroSession } from '@wellness/api';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatSessionDate, formatSessionTime } from '../sessionFormat';

export interface HeroOwnSessionsLabels {
  title: string;
  lead: string;
  requests: string;
  upcoming: string;
  member: string;
  purpose: string;
  otherProblems: string;
  consultation: string;
  date: string;
  time: string;
  actions: string;
  accept: string;
  decline: string;
  deciding: string;
  noRequests: string;
  noUpcoming: string;
  yes: string;
  no: string;
  declineTitle: string;
  declineMessage: string;
  declineConfirm: string;
  cancel: string;
  loading: string;
  error: string;
  retry: string;
}

export const defaultHeroOwnSessionsLabels: HeroOwnSessionsLabels = {
  title: 'My Hero Sessions',
  lead: 'Members who asked for a session with you, and the sessions you accepted.',
  requests: 'Session Requests',
  upcoming: 'Upcoming Sessions',
  member: 'Member',
  purpose: 'Session Purpose',
  otherProblems: 'Other Problems',
  consultation: 'Consultation',
  date: 'Session Date',
  time: 'Session Time',
  actions: 'Actions',
  accept: 'Accept',
  decline: 'Decline',
  deciding: 'Saving...',
  noRequests: 'No session requests are waiting for you.',
  noUpcoming: 'No upcoming sessions.',
  yes: 'Yes',
  no: 'No',
  declineTitle: 'Decline this session request?',
  declineMessage: 'The member is told by e-mail that you declined.',
  declineConfirm: 'Decline',
  cancel: 'Cancel',
  loading: 'Loading...',
  error: 'Oops something bad happened!',
  retry: 'Try again',
};

export interface HeroOwnSessionsProps {
  requests: readonly OwnHeroSession[];
  upcoming: readonly OwnHeroSession[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The hero's answer to a request (declining is confirmed first). */
  onDecide: (uuid: string, decision: HeroSessionDecision) => void;
  /** The request whose answer is being saved: its buttons wait. */
  deciding?: string | null;
  labels?: Partial<HeroOwnSessionsLabels>;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * An accepted hero's own page: the session requests members sent them, each with Accept and Decline, and their
 * upcoming accepted sessions. The member's words are shown as typed (text, in their own direction).
 */
export function HeroOwnSessions({
  requests,
  upcoming,
  loading = false,
  error = false,
  onRetry,
  onDecide,
  deciding = null,
  labels: overrides,
}: HeroOwnSessionsProps) {
  const labels = { ...defaultHeroOwnSessionsLabels, ...overrides };
  const [declining, setDeclining] = useState<OwnHeroSession | null>(null);

  const common: DataTableColumn<OwnHeroSession>[] = [
    {
      id: 'member',
      header: labels.member,
      cell: (row) => <span dir="auto">{row.member.name}</span>,
      sortValue: (row) => row.member.name,
    },
    {
      id: 'date',
      header: labels.date,
      cell: (row) => formatSessionDate(row.sessionDate),
      sortValue: (row) => `${row.sessionDate} ${row.sessionTime}`,
    },
    {
      id: 'time',
      header: labels.time,
      // Latin 'hh:mm a' stays left to right inside a right-to-left table.
      cell: (row) => <bdi dir="ltr">{formatSessionTime(row.sessionTime)}</bdi>,
    },
    {
      id: 'purpose',
      header: labels.purpose,
      cell: (row) => (
        <>
          <span dir="auto">{row.sessionPurpose}</span>
          {row.otherProblems ? (
            <>
              <br />
              <small>
                {labels.otherProblems}: <span dir="auto">{row.otherProblems}</span>
              </small>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'consultation',
      header: labels.consultation,
      cell: (row) => (row.consultation === 'yes' ? labels.yes : labels.no),
    },
  ];
  const requestColumns: DataTableColumn<OwnHeroSession>[] = [
    ...common,
    {
      id: 'actions',
      header: labels.actions,
      cell: (row) => {
        const busy = deciding === row.uuid;
        return (
          <Actions>
            <Button
              size="sm"
              busy={busy}
              busyLabel={labels.deciding}
              disabled={deciding !== null && !busy}
              // While saving, the name starts with the visible busy label (WCAG 2.5.3, label in name).
              aria-label={
                busy
                  ? `${labels.deciding} ${labels.accept}: ${row.member.name}`
                  : `${labels.accept}: ${row.member.name}`
              }
              onClick={() => onDecide(row.uuid, 'accept')}
            >
              {labels.accept}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={deciding !== null}
              aria-label={`${labels.decline}: ${row.member.name}`}
              onClick={() => setDeclining(row)}
            >
              {labels.decline}
            </Button>
          </Actions>
        );
      },
    },
  ];
  const state = {
    loading,
    loadingLabel: labels.loading,
    error,
    errorText: labels.error,
  };
  return (
    <Root aria-labelledby="hero-own-sessions-title">
      <header>
        <Heading id="hero-own-sessions-title">{labels.title}</Heading>
        <Lead>{labels.lead}</Lead>
      </header>
      {error && onRetry ? (
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {labels.retry}
          </Button>
        </div>
      ) : null}
      <DataTable
        rows={requests}
        columns={requestColumns}
        getRowId={(row) => row.uuid}
        caption={labels.requests}
        emptyText={labels.noRequests}
        {...state}
      />
      <DataTable
        rows={upcoming}
        columns={common}
        getRowId={(row) => row.uuid}
        caption={labels.upcoming}
        emptyText={labels.noUpcoming}
        {...state}
      />
      <ConfirmDialog
        open={declining !== null}
        title={labels.declineTitle}
        message={labels.declineMessage}
        confirmLabel={labels.declineConfirm}
        cancelLabel={labels.cancel}
        variant="danger"
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) onDecide(declining.uuid, 'reject');
          setDeclining(null);
        }}
      />
    </Root>
  );
}
