import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingIndicator } from '@wellness/ui';
import {
  HeroLimitDialog,
  SessionRequestForm,
  type HeroLimitDialogLabels,
  type SessionRequestFormLabels,
  type SessionRequestFormMessages,
} from '@wellness/ui/heroes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PACKAGES_PATH } from '../../packages/paths';
import { heroDetailsPath } from '../paths';
import { selectHero } from '../selectors';
import { heroesRequested, limitAlertClosed, sessionRequested } from '../slice';

const LABEL_KEYS: (keyof SessionRequestFormLabels)[] = [
  'title',
  'name',
  'email',
  'heroName',
  'sessionDate',
  'sessionDateHint',
  'sessionTime',
  'sessionTimeHint',
  'sessionPurpose',
  'otherProblems',
  'consultation',
  'yes',
  'no',
  'submit',
  'busy',
  'cancel',
];
const MESSAGE_KEYS: (keyof SessionRequestFormMessages)[] = [
  'required',
  'pastDate',
  'dateFormat',
  'timeFormat',
];
const LIMIT_KEYS: (keyof HeroLimitDialogLabels)[] = ['title', 'message', 'upgradeNow', 'cancel'];

/**
 * /healthHero/apply?id=…: the session request for the hero in the address (§3 / §5). The server decides the
 * limit, the past-date rule and an existing request; over the limit (or on any other refusal, as §8 words it)
 * the upgrade alert opens here.
 */
export function SessionApplyPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const status = useAppSelector((state) => state.heroes.list.status);
  const hero = useAppSelector((state) => selectHero(state, id));
  const user = useAppSelector((state) => state.session.user);
  const requesting = useAppSelector((state) => state.heroes.requesting);
  const limitAlert = useAppSelector((state) => state.heroes.limitAlert);

  useEffect(() => {
    if (status === 'idle') dispatch(heroesRequested());
  }, [dispatch, status]);
  useEffect(
    () => () => {
      // Leaving the page closes a dialog left open.
      dispatch(limitAlertClosed());
    },
    [dispatch],
  );

  let content;
  if (status === 'idle' || status === 'loading')
    content = <LoadingIndicator label={t('app.heroes.list.loading')} />;
  else if (status === 'failed')
    content = (
      <ErrorState
        message={t('app.heroes.list.error')}
        onRetry={() => dispatch(heroesRequested())}
        retryLabel={t('app.heroes.list.retry')}
      />
    );
  else if (!hero) content = <EmptyState title={t('app.heroes.list.empty')} titleAs="p" />;
  else
    content = (
      <SessionRequestForm
        name={user?.name ?? ''}
        email={user?.email ?? ''}
        heroName={hero.name}
        busy={requesting}
        onSubmit={(values) => {
          if (!requesting) dispatch(sessionRequested({ healthHeroUuid: hero.uuid, ...values }));
        }}
        onCancel={() => navigate(heroDetailsPath(hero.uuid))}
        labels={Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`app.heroes.apply.${key}`)]))}
        messages={Object.fromEntries(MESSAGE_KEYS.map((key) => [key, t(`app.heroes.apply.${key}`)]))}
      />
    );

  return (
    <section>
      {content}
      <HeroLimitDialog
        open={limitAlert}
        labels={Object.fromEntries(LIMIT_KEYS.map((key) => [key, t(`app.heroes.limit.${key}`)]))}
        onCancel={() => dispatch(limitAlertClosed())}
        onUpgrade={() => {
          dispatch(limitAlertClosed());
          navigate(PACKAGES_PATH);
        }}
      />
    </section>
  );
}

export { SessionApplyPage as Component };
