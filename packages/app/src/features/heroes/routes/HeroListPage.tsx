import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { HeroList, type HeroCardHero } from '@wellness/ui/heroes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { heroCategoryLabel } from '../heroWords';
import { heroDetailsPath } from '../paths';
import { filterHeroes } from '../selectors';
import { heroesRequested } from '../slice';

/** /healthHero/healthHeroList: keyword search, the category filter and the hero cards ('Know More'). */
export function HeroListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useAppSelector((state) => state.heroes.list);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');

  useEffect(() => {
    dispatch(heroesRequested());
  }, [dispatch]);

  const shown = useMemo(() => filterHeroes(list.items, keyword, category), [list.items, keyword, category]);

  return (
    <section>
      <HeroList
        heroes={shown}
        onOpen={(hero: HeroCardHero) => navigate(heroDetailsPath(hero.uuid))}
        title={t('app.heroes.list.title')}
        category={category}
        onKeywordChange={setKeyword}
        onCategoryChange={setCategory}
        categoryLabel={(value) => heroCategoryLabel(intl, value)}
        keywordLabel={t('app.heroes.list.keyword')}
        categoryFieldLabel={t('app.heroes.list.category')}
        categoryPlaceholder={t('app.heroes.list.categoryPlaceholder')}
        openLabel={t('app.heroes.card.open')}
        packageLabel={t('app.heroes.card.package')}
        loading={list.status === 'loading' || list.status === 'idle'}
        loadingLabel={t('app.heroes.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.heroes.list.error')}
        onRetry={() => dispatch(heroesRequested())}
        retryLabel={t('app.heroes.list.retry')}
        emptyText={t('app.heroes.list.empty')}
      />
    </section>
  );
}

export { HeroListPage as Component };
