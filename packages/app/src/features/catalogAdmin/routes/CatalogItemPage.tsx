import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import type { CatalogImage, StaffCatalogItemCreate } from '@wellness/api';
import { staffRoleMayUse } from '@wellness/api/rules';
import { ErrorState, LoadingIndicator, PageHeader } from '@wellness/ui';
import {
  CatalogItemForm,
  draftOf,
  newCatalogItemDraft,
  StockAdjustDialog,
  StockPanel,
} from '@wellness/ui/staff';
import styled from 'styled-components';
import { useAppApi } from '../../../app/AppPublicServices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { uploadCatalogImage } from '../api';
import { catalogLabels } from '../labels';
import {
  catalogItemRequested,
  catalogItemSaveRequested,
  newCatalogItemOpened,
  stockAdjustDismissed,
  stockAdjustRequested,
} from '../slice';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** /staff/catalog/new and /staff/catalog/:id (issue 33): an item written in three languages, its gallery and stock. */
export function CatalogItemPage() {
  const intl = useIntl();
  const words = catalogLabels(intl);
  const { t } = words;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const api = useAppApi();
  const { id: param } = useParams();
  const adding = param === 'new';
  const id = adding ? undefined : Number(param);
  const state = useAppSelector((root) => root.catalogAdmin);
  const staffRole = useAppSelector((root) => root.session.user?.staffRole ?? null);
  const mayWrite = staffRoleMayUse('PATCH /staff/catalog/items/{id}', staffRole);
  // The dialog is open until the change made from it succeeds (the count of successes moves on).
  const [adjustingSince, setAdjustingSince] = useState<number | null>(null);
  const adjusting = adjustingSince !== null && adjustingSince === state.adjusted;

  useEffect(() => {
    dispatch(id === undefined ? newCatalogItemOpened() : catalogItemRequested(id));
  }, [dispatch, id]);

  const item = state.detail.data;
  const initialValues = useMemo(
    () => (adding ? newCatalogItemDraft() : item ? draftOf(item) : undefined),
    // A new draft once per item (or per save): the form keeps what is typed until then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [adding, item?.id, state.saving],
  );

  /** Each picture in its own call; the first refusal stops the rest and is shown by the gallery. */
  const upload = async (files: File[]) => {
    const stored: CatalogImage[] = [];
    for (const file of files) {
      const result = await uploadCatalogImage(api, file);
      if (!result.ok) throw new Error(result.message);
      stored.push(result.data);
    }
    return stored;
  };

  const title = adding ? t('page.new') : (item?.name ?? intl.formatMessage({ id: 'app.staff.nav.catalog' }));
  if (!adding && state.detail.status === 'failed') {
    return <ErrorState message={intl.formatMessage({ id: 'app.staff.queue.error' })} />;
  }
  if (!initialValues)
    return <LoadingIndicator label={intl.formatMessage({ id: 'app.staff.queue.loading' })} />;
  return (
    <Layout>
      <PageHeader title={title} />
      {item && !adding && (
        <StockPanel
          item={item}
          locale={intl.locale}
          onChange={mayWrite ? () => setAdjustingSince(state.adjusted) : undefined}
          labels={{
            title: t('form.stock'),
            inStock: t('panel.inStock'),
            held: t('panel.held'),
            heldHint: t('panel.heldHint'),
            threshold: t('field.lowStockThreshold'),
            uncounted: t('stock.uncounted'),
            low: t('stock.low'),
            out: t('stock.out'),
            change: t('adjust.title'),
            history: t('panel.history'),
            reasons: words.stock.reasons,
            noHistory: t('panel.noHistory'),
          }}
        />
      )}
      <CatalogItemForm
        key={adding ? 'new' : item?.id}
        initialValues={initialValues}
        adding={adding}
        categories={state.categories}
        readOnly={!mayWrite}
        busy={state.saving}
        error={state.saveError ?? undefined}
        onSubmit={(body) => dispatch(catalogItemSaveRequested({ id, body: body as StaffCatalogItemCreate }))}
        onCancel={() => navigate('/staff/catalog')}
        onUpload={upload}
        labels={words.form}
        galleryLabels={words.gallery}
        messages={words.messages}
      />
      {item && (
        <StockAdjustDialog
          open={adjusting}
          subject={t('adjust.subject', {
            name: item.name,
            count: item.stock_quantity ?? t('stock.uncounted'),
          })}
          busy={state.adjusting}
          error={state.adjustError ?? undefined}
          onSubmit={(values) => dispatch(stockAdjustRequested({ id: item.id, values }))}
          onCancel={() => {
            dispatch(stockAdjustDismissed());
            setAdjustingSince(null);
          }}
          labels={words.stock}
        />
      )}
    </Layout>
  );
}

export { CatalogItemPage as Component };
