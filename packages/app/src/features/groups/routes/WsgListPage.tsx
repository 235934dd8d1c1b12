import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { WsgList, type WsgCardGroup } from '@wellness/ui/groups';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { categoryMessageId } from '../../events/paths';
import { wsgDetailsPath } from '../paths';
import { filterGroups } from '../selectors';
import { groupsRequested } from '../slice';

/** /wsg/all: keyword search, the category filter and the group cards. */
export function WsgListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useAppSelector((state) => state.groups.list);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');

  useEffect(() => {
    dispatch(groupsRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(groupsRequested()));

  const shown = useMemo(() => filterGroups(list.items, keyword, category), [list.items, keyword, category]);

  return (
    <section>
      <WsgList
        groups={shown}
        onOpen={(group: WsgCardGroup) => navigate(wsgDetailsPath(group.uuid))}
        title={t('app.groups.list.title')}
        category={category}
        onKeywordChange={setKeyword}
        onCategoryChange={setCategory}
        categoryLabel={(value) => t(categoryMessageId(value))}
        keywordLabel={t('app.groups.list.keyword')}
        categoryFieldLabel={t('app.groups.list.category')}
        categoryPlaceholder={t('app.groups.list.categoryPlaceholder')}
        openLabel={t('app.groups.card.open')}
        membersLabel={(count) => intl.formatMessage({ id: 'app.groups.card.members' }, { count })}
        packageLabel={t('app.groups.card.package')}
        loading={list.status === 'loading' || list.status === 'idle'}
        loadingLabel={t('app.groups.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.groups.list.error')}
        onRetry={() => dispatch(groupsRequested())}
        retryLabel={t('app.groups.list.retry')}
        emptyText={t('app.groups.list.empty')}
      />
    </section>
  );
}

export { WsgListPage as Component };
