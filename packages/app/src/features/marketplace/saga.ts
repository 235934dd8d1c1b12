import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { Product, ProductCategory, ProductReviewPage, Slider } from '@wellness/api';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import {
  fetchAffiliateCategories,
  fetchCatalogPage,
  fetchCategories,
  fetchProduct,
  fetchReviews,
  fetchSliders,
  type CatalogPage,
} from './api';
import { LIST_PAGE_SIZE, SECTION_PAGE_SIZE, type ListQuery } from './paths';
import {
  HOME_SECTIONS,
  reviewsFailed,
  reviewsLoaded,
  reviewsRequested,
  catalogListFailed,
  catalogListLoaded,
  categoriesLoaded,
  categoriesRequested,
  detailLoaded,
  detailRequested,
  homeRequested,
  listRequested,
  relatedLoaded,
  sectionLoaded,
  slidersLoaded,
} from './slice';

/** §8: a list that fails to load. */
export const LIST_FAILED = 'Oops something bad happened!';

const FIRST_PAGE: ListQuery = { search: '', category: '', sort: '', page: 1 };

/**
 * The landing page: the banners and the first 4 of each section, all at once (one round trip of latency,
 * no waterfall). A section that fails shows its own error; the others still show.
 */
function* loadHome() {
  const api = yield* contextValue('api');
  const [sliders, ...sections]: [ApiOutcome<Slider[]>, ...ApiOutcome<CatalogPage>[]] = yield all([
    call(fetchSliders, api),
    ...HOME_SECTIONS.map((section) => call(fetchCatalogPage, api, section, FIRST_PAGE, SECTION_PAGE_SIZE)),
  ]);
  yield put(slidersLoaded(sliders.ok ? sliders.data : null));
  for (const [index, section] of HOME_SECTIONS.entries()) {
    const outcome = sections[index]!;
    yield put(
      sectionLoaded(
        outcome.ok
          ? { section, items: outcome.data.items, error: null }
          : { section, items: null, error: LIST_FAILED },
      ),
    );
  }
}

/** One page of a list (20), searched, filtered and sorted on the server; a newer request replaces it. */
function* loadList({ payload }: ReturnType<typeof listRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<CatalogPage> = yield call(
    fetchCatalogPage,
    api,
    payload.kind,
    payload.query,
    LIST_PAGE_SIZE,
  );
  if (result.ok)
    yield put(
      catalogListLoaded({
        items: result.data.items,
        total: result.data.total,
        totalPages: result.data.total_pages,
      }),
    );
  else if (result.status !== 401) yield put(catalogListFailed(LIST_FAILED));
}

/** The categories of the selects: products and services (one call), affiliate items; read once. */
function* loadCategories() {
  const loaded: boolean = yield select(
    (state: RootState) =>
      state.marketplace.categories.status === 'succeeded' &&
      state.marketplace.affiliateCategories.status === 'succeeded',
  );
  if (loaded) return;
  const api = yield* contextValue('api');
  const [catalogue, affiliate]: [ApiOutcome<ProductCategory[]>, ApiOutcome<ProductCategory[]>] = yield all([
    call(fetchCategories, api),
    call(fetchAffiliateCategories, api),
  ]);
  // Without categories the select offers 'All' only; the list itself still works.
  yield put(
    categoriesLoaded({
      catalogue: catalogue.ok ? catalogue.data : [],
      affiliate: affiliate.ok ? affiliate.data : [],
    }),
  );
}

/**
 * A detail page: the item, then its related items (read together). §2: a failed fetch is silently ignored and
 * the spinner stays; a related item that cannot be read is left out.
 */
export function* loadDetail({ payload: id }: ReturnType<typeof detailRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Product> = yield call(fetchProduct, api, id);
  if (!result.ok) return;
  yield put(detailLoaded(result.data));
  const ids = result.data.related_ids.filter((related) => related !== id);
  if (ids.length === 0) return;
  const related: ApiOutcome<Product>[] = yield all(ids.map((related) => call(fetchProduct, api, related)));
  yield put(
    relatedLoaded({
      id,
      related: related.flatMap((outcome) => (outcome.ok ? [outcome.data] : [])),
    }),
  );
}

/** An item's reviews, a page at a time (a newer ask replaces an older one). */
export function* loadReviews({ payload }: ReturnType<typeof reviewsRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<ProductReviewPage> = yield call(fetchReviews, api, payload.id, payload.page);
  yield put(
    result.ok ? reviewsLoaded({ id: payload.id, page: result.data }) : reviewsFailed({ id: payload.id }),
  );
}

export function* marketplaceSaga() {
  yield takeLatest(reviewsRequested.type, loadReviews);
  yield takeLatest(homeRequested.type, loadHome);
  yield takeLatest(listRequested.type, loadList);
  yield takeLatest(categoriesRequested.type, loadCategories);
  yield takeLatest(detailRequested.type, loadDetail);
}
