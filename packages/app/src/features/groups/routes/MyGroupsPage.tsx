import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { MyWsgTable, type MyWsgColumnLabels } from '@wellness/ui/groups';
import { Link } from 'react-router-dom';
import { Button, PageHeader } from '@wellness/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { categoryMessageId } from '../../events/paths';
import { APPLY_NEW_GROUP_PATH } from '../paths';
import { leaveRequested, myGroupsRequested } from '../slice';

const COLUMNS: (keyof MyWsgColumnLabels)[] = [
  'number',
  'name',
  'category',
  'location',
  'members',
  'status',
  'leave',
];

/** /wsg/myGroup: the member's groups, then their pending requests, with a leave action per row. */
export function MyGroupsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const mine = useAppSelector((state) => state.groups.mine);
  const leaving = useAppSelector((state) => state.groups.leaving);

  useEffect(() => {
    dispatch(myGroupsRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(myGroupsRequested()));

  return (
    <section>
      <PageHeader
        title={t('app.groups.mine.title')}
        action={
          <Button as={Link} to={APPLY_NEW_GROUP_PATH} variant="secondary">
            {t('app.groups.apply.open')}
          </Button>
        }
      />
      <MyWsgTable
        groups={mine.items.map((group) =>
          group.groupCategory
            ? {
                ...group,
                groupCategory: t(categoryMessageId(group.groupCategory)) as typeof group.groupCategory,
              }
            : group,
        )}
        onLeave={(group) => dispatch(leaveRequested(group.supportGroupUuid))}
        leavingUuids={leaving}
        caption={t('app.groups.mine.title')}
        captionHidden
        columnLabels={Object.fromEntries(COLUMNS.map((key) => [key, t(`app.groups.mineColumn.${key}`)]))}
        pendingLabel={t('app.groups.mine.pending')}
        acceptedLabel={t('app.groups.mine.accepted')}
        leaveButtonLabel={(name) => t('app.groups.mine.leaveButton', { name })}
        confirmTitle={t('app.groups.mine.confirmTitle')}
        confirmMessage={(group) => t('app.groups.mine.confirmMessage', { name: group.name })}
        confirmLabel={t('app.groups.mine.confirmYes')}
        confirmCancelLabel={t('app.groups.mine.confirmNo')}
        loading={mine.status === 'loading' || mine.status === 'idle'}
        loadingLabel={t('app.groups.list.loading')}
        error={mine.status === 'failed'}
        errorText={t('app.groups.list.error')}
        emptyText={t('app.groups.mine.empty')}
      />
    </section>
  );
}

export { MyGroupsPage as Component };
