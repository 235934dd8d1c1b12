import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { StaffCatalogItem } from '@wellness/api';
import { staffRoleMayUse } from '@wellness/api/rules';
import { Badge, PageHeader, Price } from '@wellness/ui';
import { CatalogItemsTable, type StaffQueueColumn } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { querySortOf, tableSortOf } from '../../staff/serverSort';
import { CATALOG_PAGE_SIZE, type CatalogSort } from '../api';
import { catalogLabels } from '../labels';
import { catalogItemsRequested } from '../slice';

const STATUS_TONE = { draft: 'neutral', published: 'success', archived: 'warning' } as const;

/** /staff/catalog (issue 33): every item, server-paged, searched in any language and filtered. */
export function CatalogItemsPage() {
  const intl = useIntl();
  const words = catalogLabels(intl);
  const { t } = words;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector((root) => root.catalogAdmin);
  const staffRole = useAppSelector((root) => root.session.user?.staffRole ?? null);
  const title = intl.formatMessage({ id: 'app.staff.nav.catalog' });

  useEffect(() => {
    dispatch(catalogItemsRequested());
  }, [dispatch]);

  const columns: StaffQueueColumn<StaffCatalogItem>[] = [
    {
      id: 'name',
      header: t('field.name'),
      sortable: true,
      cell: (item) => <bdi>{item.name}</bdi>,
    },
    { id: 'kind', header: t('field.kind'), cell: (item) => words.kinds[item.kind] },
    {
      id: 'status',
      header: t('field.status'),
      cell: (item) => <Badge tone={STATUS_TONE[item.status]}>{words.statuses[item.status]}</Badge>,
    },
    {
      id: 'price',
      header: t('column.price'),
      sortable: true,
      cell: (item) => <Price amount={item.regular_price} saleAmount={item.sale_price} locale={intl.locale} />,
    },
    {
      id: 'stock',
      header: t('table.stock'),
      sortable: true,
      align: 'end',
      cell: (item) =>
        item.stock_quantity === null ? (
          t('stock.uncounted')
        ) : item.stock_quantity === 0 ? (
          <Badge tone="error">{t('stock.out')}</Badge>
        ) : item.stock_quantity <= item.low_stock_threshold ? (
          <Badge tone="warning">{t('stock.lowCount', { n: item.stock_quantity })}</Badge>
        ) : (
          intl.formatNumber(item.stock_quantity)
        ),
    },
  ];

  return (
    <section>
      <PageHeader title={title} />
      <CatalogItemsTable<StaffCatalogItem>
        caption={title}
        rows={state.items}
        columns={columns}
        page={state.query.page}
        total={state.total}
        pageSize={CATALOG_PAGE_SIZE}
        sort={tableSortOf(state.query)}
        search={state.query.search}
        filters={state.query.filters}
        categories={state.categories.filter((c) => c.parent !== 0)}
        getRowId={(item) => String(item.id)}
        onPageChange={(page) => dispatch(catalogItemsRequested({ query: { page } }))}
        onSortChange={(sort) => dispatch(catalogItemsRequested({ query: querySortOf<CatalogSort>(sort) }))}
        onSearchChange={(search) =>
          dispatch(catalogItemsRequested({ query: { page: 1, search }, debounce: true }))
        }
        onFiltersChange={(filters) => dispatch(catalogItemsRequested({ query: { page: 1, filters } }))}
        onOpen={(item) => navigate(`/staff/catalog/${item.id}`)}
        onAdd={
          staffRoleMayUse('POST /staff/catalog/items', staffRole)
            ? () => navigate('/staff/catalog/new')
            : undefined
        }
        describe={(item) => item.name}
        loading={state.status === 'idle' || (state.status === 'loading' && state.items.length === 0)}
        error={state.status === 'failed'}
        labels={words.table}
      />
    </section>
  );
}

export { CatalogItemsPage as Component };
