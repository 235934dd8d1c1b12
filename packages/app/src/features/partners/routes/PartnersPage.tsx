import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  partnerTypeFilters,
  PartnersList,
  type PartnerCardPartner,
  type PartnerTypeFilter,
} from '@wellness/ui/marketplace';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { partnerPath } from '../paths';
import { partnerTypeLabel } from '../partnerWords';
import { filterPartners } from '../selectors';
import { partnersRequested } from '../slice';

const isTypeFilter = (value: string): value is PartnerTypeFilter =>
  partnerTypeFilters.includes(value as PartnerTypeFilter);

/**
 * /partners: 'Partners supported by CWC' with a name search and the type filter (All, Both, Product, Service),
 * 24 cards a page. The search, type and page live in the address, so reload, back and a shared link keep them.
 */
export function PartnersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => state.partners.list);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const typeParam = params.get('type') ?? '';
  const type: PartnerTypeFilter = isTypeFilter(typeParam) ? typeParam : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  useEffect(() => {
    dispatch(partnersRequested());
  }, [dispatch]);
  // The partners' descriptions come in the member's language.
  useOnLocaleChange(() => dispatch(partnersRequested()));

  const shown = useMemo(() => filterPartners(list.items, keyword, type), [list.items, keyword, type]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'page' && value === '1')) next.set(key, value);
      else next.delete(key);
    }
    // A new page is a step back can undo; a new search or type replaces the entry.
    setParams(next, { replace: Object.keys(changes).length > 1 });
  };

  return (
    <section>
      <PartnersList
        partners={shown}
        page={page}
        onPageChange={(next) => {
          update({ page: String(next) });
          window.scrollTo({ top: 0 });
        }}
        hrefOf={(partner: PartnerCardPartner) => partnerPath(partner.uuid)}
        linkAs={Link}
        linkPropsOf={(partner) => ({ to: partnerPath(partner.uuid) })}
        defaultKeyword={keyword}
        onKeywordChange={(next) => update({ q: next.trim(), page: '1' })}
        type={type}
        onTypeChange={(next) => update({ type: next, page: '1' })}
        typeLabel={(value) => partnerTypeLabel(intl, value)}
        title={t('app.partners.list.title')}
        keywordLabel={t('app.partners.list.keyword')}
        typeFieldLabel={t('app.partners.list.type')}
        allLabel={t('app.partners.list.all')}
        loading={list.status === 'loading' || list.status === 'idle'}
        loadingLabel={t('app.partners.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.partners.list.error')}
        onRetry={() => dispatch(partnersRequested())}
        retryLabel={t('app.partners.list.retry')}
        emptyText={t('app.partners.list.empty')}
        paginationLabel={t('app.partners.list.pagination')}
        previousLabel={t('app.partners.list.previous')}
        nextLabel={t('app.partners.list.next')}
        pageLabel={(value) => t('app.partners.list.page', { page: value })}
      />
    </section>
  );
}

export { PartnersPage as Component };
