import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { HeroDetails, type HeroDetailsLabels, type HeroLimitDialogLabels } from '@wellness/ui/heroes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectHealthHeroSessionAllowed } from '../../gating/selectors';
import { PACKAGES_PATH } from '../../packages/paths';
import { packagesRequested } from '../../packages/slice';
import { translatedHero } from '../heroWords';
import { HERO_LIST_PATH, heroApplyPath } from '../paths';
import { selectActiveSessionCount, selectHero } from '../selectors';
import { heroesRequested, sessionsRequested } from '../slice';

const LABEL_KEYS: (keyof HeroDetailsLabels)[] = [
  'preferredDays',
  'hours',
  'package',
  'experience',
  'areas',
  'diseases',
  'category',
  'channel',
  'ageBracket',
  'reason',
  'location',
  'request',
  'confirmTitle',
  'confirmMessage',
  'confirmYes',
  'confirmCancel',
];
const LIMIT_KEYS: (keyof HeroLimitDialogLabels)[] = ['title', 'message', 'upgradeNow', 'cancel'];

/**
 * /healthHero/sessionDetails?id=…: the hero and Request Session. The spec hands the hero over in memory; here
 * its id is in the address and the page reads the hero list when it is not loaded (after a reload or from a
 * shared link). Gating as the server decides: the active sessions below the package's numberOfHealthHeroSessions
 * (pending or accepted), through the gating selector; over the limit, Request Session shows the upgrade dialog.
 */
export function HeroDetailsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const status = useAppSelector((state) => state.heroes.list.status);
  const hero = useAppSelector((state) => selectHero(state, id));
  const activeCount = useAppSelector(selectActiveSessionCount);
  const canRequest = useAppSelector((state) => selectHealthHeroSessionAllowed(state, activeCount));
  const packagesStatus = useAppSelector((state) => state.packages.list.status);
  // The member's own hero profile: no session with themselves (the server refuses it too).
  const ownHeroUuid = useAppSelector((state) => state.session.user?.healthHeroUuid ?? null);
  const sessionsStatus = useAppSelector((state) => state.heroes.sessions.status);
  const loaded = (value: string) => value === 'succeeded' || value === 'failed';

  useEffect(() => {
    if (status === 'idle') dispatch(heroesRequested());
  }, [dispatch, status]);
  useEffect(() => {
    // The member's active sessions, always fresh: staff may have decided one since the list was read.
    dispatch(sessionsRequested());
  }, [dispatch]);
  useEffect(() => {
    // The limits come from the package list (the session carries only name, cost and expiry).
    if (packagesStatus === 'idle') dispatch(packagesRequested());
  }, [dispatch, packagesStatus]);

  return (
    <section>
      <HeroDetails
        hero={hero ? translatedHero(intl, hero) : null}
        canRequest={canRequest}
        ownProfile={hero !== undefined && hero !== null && hero.uuid === ownHeroUuid}
        ownProfileText={t('app.heroes.details.ownProfile')}
        onRequest={() => navigate(heroApplyPath(id))}
        onUpgrade={() => navigate(PACKAGES_PATH)}
        checking={!loaded(sessionsStatus) || !loaded(packagesStatus)}
        loading={status === 'idle' || status === 'loading'}
        loadingLabel={t('app.heroes.list.loading')}
        error={status === 'failed'}
        errorText={t('app.heroes.list.error')}
        onRetry={() => dispatch(heroesRequested())}
        retryLabel={t('app.heroes.list.retry')}
        notFoundText={t('app.heroes.list.empty')}
        labels={Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`app.heroes.details.${key}`)]))}
        limitLabels={Object.fromEntries(LIMIT_KEYS.map((key) => [key, t(`app.heroes.limit.${key}`)]))}
        hoursText={(hours) => intl.formatMessage({ id: 'app.heroes.details.hoursValue' }, { hours })}
      />
      <p>
        <Link to={HERO_LIST_PATH}>{t('app.heroes.details.back')}</Link>
      </p>
    </section>
  );
}

export { HeroDetailsPage as Component };
