import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader } from '@wellness/ui';
import { CatalogGrid, CatalogToolbar, type CatalogSort } from '@wellness/ui/marketplace';
import { commerceCardSlots } from '../../commerce';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import {
  detailKindOf,
  detailPath,
  readListQuery,
  writeListQuery,
  type ListKind,
  type ListQuery,
} from '../paths';
import { categoriesFor } from '../selectors';
import { categoriesRequested, listRequested } from '../slice';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A catalogue list (§2): the title, search (500 ms after typing), category select (not for recommended
 * products), price sort and 20 cards a page. Everything chosen lives in the address (`?search=&category=
 * &sort=&page=`), so back, forward and reload show the same list; each choice is a new history entry.
 */
export function CatalogListScreen({ kind }: { kind: ListKind }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const list = useAppSelector((state) => state.marketplace.list);
  const categorySource = useAppSelector((state) =>
    kind === 'affiliate' ? state.marketplace.affiliateCategories.items : state.marketplace.categories.items,
  );
  const categories = useMemo(() => categoriesFor(kind, categorySource), [kind, categorySource]);
  const { search, category, sort, page } = query;

  useEffect(() => {
    if (kind !== 'recommended') dispatch(categoriesRequested());
  }, [dispatch, kind]);
  useEffect(() => {
    dispatch(listRequested({ kind, query: { search, category, sort, page } }));
  }, [dispatch, kind, search, category, sort, page]);
  useOnLocaleChange(() => dispatch(listRequested({ kind, query })));

  const go = (next: Partial<ListQuery>) => setParams(writeListQuery({ ...query, page: 1, ...next }));
  const loading = list.status === 'loading' || list.status === 'idle';

  return (
    <Page>
      <PageHeader title={t(`app.marketplace.list.${kind}Title`)} />
      <CatalogToolbar
        search={search}
        onSearch={(term) => {
          if (term.trim() !== search) go({ search: term.trim() });
        }}
        searchLabel={t(`app.marketplace.list.${kind}Search`)}
        categories={kind === 'recommended' ? undefined : categories}
        category={category}
        onCategoryChange={(next) => go({ category: next })}
        categoryLabel={t(
          kind === 'services' ? 'app.marketplace.list.servicesCategory' : 'app.marketplace.list.category',
        )}
        allCategoriesLabel={t('app.marketplace.list.allCategories')}
        sort={sort}
        onSortChange={(next: CatalogSort) => go({ sort: next })}
        sortLabel={t('app.marketplace.list.sort')}
        sortLabels={{
          default: t('app.marketplace.list.sortDefault'),
          lowtohigh: t('app.marketplace.list.sortLowToHigh'),
          hightolow: t('app.marketplace.list.sortHighToLow'),
        }}
        busy={loading}
      />
      {list.status === 'succeeded' && list.total > 0 && (
        <Count role="status">{t('app.marketplace.list.count', { count: list.total })}</Count>
      )}
      <CatalogGrid
        items={list.items}
        listLabel={t(`app.marketplace.list.${kind}Title`)}
        linkAs={Link}
        hrefOf={(item) => detailPath(detailKindOf[kind], item.id)}
        cardSlots={commerceCardSlots}
        page={page}
        pageCount={list.totalPages}
        onPageChange={(next) => {
          go({ page: next });
          window.scrollTo({ top: 0 });
        }}
        loading={loading}
        loadingLabel={t('app.marketplace.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.marketplace.list.error')}
        onRetry={() => dispatch(listRequested({ kind, query }))}
        retryLabel={t('app.marketplace.list.retry')}
        emptyText={t('app.marketplace.list.empty')}
        originalPriceLabel={t('app.marketplace.card.originalPrice')}
        noImageLabel={t('app.marketplace.card.noImage')}
        label={t('app.marketplace.list.pagination')}
        previousLabel={t('app.marketplace.list.previousPage')}
        nextLabel={t('app.marketplace.list.nextPage')}
        pageLabel={(n) => t('app.marketplace.list.page', { page: n })}
        summary={(current, count) => t('app.marketplace.list.pageOf', { page: current, count })}
      />
    </Page>
  );
}
