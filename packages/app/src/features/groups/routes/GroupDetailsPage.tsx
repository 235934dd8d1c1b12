import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { WsgDetails, type WsgDetailsLabels } from '@wellness/ui/groups';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { categoryMessageId } from '../../events/paths';
import { selectWsgJoinAllowed } from '../../gating/selectors';
import { PACKAGES_PATH } from '../../packages/paths';
import { packagesRequested } from '../../packages/slice';
import { WSG_LIST_PATH } from '../paths';
import { selectActiveGroupCount, selectGroup } from '../selectors';
import { groupsRequested, joinRequested } from '../slice';

const LABEL_KEYS: (keyof WsgDetailsLabels)[] = [
  'category',
  'leader',
  'location',
  'members',
  'package',
  'join',
  'joining',
  'pending',
  'joined',
  'confirmTitle',
  'confirmMessage',
  'confirmYes',
  'confirmCancel',
  'limitTitle',
  'limitMessage',
  'upgradeNow',
  'limitCancel',
];

/**
 * /wsg/groupDetails?id=…: the group and Join Group. The spec hands the group over in memory; here its id is in
 * the address and the page reads the group list when it is not loaded (after a reload or from a shared link).
 * Gating as the server decides: the member's active groups (pending or accepted) below the package's
 * numberOfWellnessSupportGroups, through the gating selector; at the limit, Join shows the upgrade alert. The
 * group's package level is the server's to check (its refusal shows §8's upgrade toast).
 */
export function GroupDetailsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const status = useAppSelector((state) => state.groups.list.status);
  const group = useAppSelector((state) => selectGroup(state, id));
  const activeCount = useAppSelector(selectActiveGroupCount);
  const canJoin = useAppSelector((state) => selectWsgJoinAllowed(state, activeCount));
  const joining = useAppSelector((state) => state.groups.joining === id);
  const packagesStatus = useAppSelector((state) => state.packages.list.status);

  useEffect(() => {
    if (status === 'idle') dispatch(groupsRequested());
  }, [dispatch, status]);
  useEffect(() => {
    // The limits come from the package list (the session carries only name, cost and expiry).
    if (packagesStatus === 'idle') dispatch(packagesRequested());
  }, [dispatch, packagesStatus]);

  const labels = Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`app.groups.details.${key}`)]));
  return (
    <section>
      <WsgDetails
        group={
          group && group.groupCategory
            ? {
                ...group,
                groupCategory: t(categoryMessageId(group.groupCategory)) as typeof group.groupCategory,
              }
            : group
        }
        canJoin={canJoin}
        onJoin={() => {
          if (!joining) dispatch(joinRequested(id));
        }}
        onUpgrade={() => navigate(PACKAGES_PATH)}
        joining={joining}
        loading={status === 'idle' || status === 'loading'}
        loadingLabel={t('app.groups.list.loading')}
        error={status === 'failed'}
        errorText={t('app.groups.list.error')}
        onRetry={() => dispatch(groupsRequested())}
        retryLabel={t('app.groups.list.retry')}
        notFoundText={t('app.groups.list.empty')}
        labels={labels}
      />
      <p>
        <Link to={WSG_LIST_PATH}>{t('app.groups.details.back')}</Link>
      </p>
    </section>
  );
}

export { GroupDetailsPage as Component };
