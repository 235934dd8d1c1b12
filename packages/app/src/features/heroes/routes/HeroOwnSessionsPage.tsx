import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { HeroOwnSessions, type HeroOwnSessionsLabels } from '@wellness/ui/heroes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ownSessionDecided, ownSessionsRequested } from '../slice';

const LABEL_KEYS: (keyof HeroOwnSessionsLabels)[] = [
  'title',
  'lead',
  'requests',
  'upcoming',
  'member',
  'purpose',
  'otherProblems',
  'consultation',
  'date',
  'time',
  'actions',
  'accept',
  'decline',
  'deciding',
  'noRequests',
  'noUpcoming',
  'yes',
  'no',
  'declineTitle',
  'declineMessage',
  'declineConfirm',
  'cancel',
  'loading',
  'error',
  'retry',
];

/**
 * /healthHero/mySessions: an accepted hero's own page — the session requests members sent them, which they accept
 * or decline (the server lets a hero answer only their own), and their upcoming sessions.
 */
export function HeroOwnSessionsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const own = useAppSelector((state) => state.heroes.own);
  const deciding = useAppSelector((state) => state.heroes.deciding);

  useEffect(() => {
    dispatch(ownSessionsRequested());
  }, [dispatch]);

  return (
    <HeroOwnSessions
      requests={own.requests}
      upcoming={own.upcoming}
      // The first read shows the spinner; a read after a decision keeps the rows.
      loading={
        own.status === 'idle' || (own.status === 'loading' && own.requests.length + own.upcoming.length === 0)
      }
      error={own.status === 'failed'}
      onRetry={() => dispatch(ownSessionsRequested())}
      deciding={deciding}
      onDecide={(uuid, decision) => {
        if (!deciding) dispatch(ownSessionDecided({ uuid, decision }));
      }}
      labels={Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`app.heroes.own.${key}`)]))}
    />
  );
}

export { HeroOwnSessionsPage as Component };
