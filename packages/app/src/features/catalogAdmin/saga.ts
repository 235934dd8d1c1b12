import type { ProductCategory, StaffCatalogItem } from '@wellness/api';
import { all, call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  adjustCatalogStock,
  createCatalogItem,
  fetchAllCategories,
  fetchCatalogItem,
  fetchCatalogItems,
  updateCatalogItem,
  type CatalogItemsPage,
  type CatalogItemsQuery,
} from './api';
import {
  catalogItemFailed,
  catalogItemLoaded,
  catalogItemRequested,
  catalogItemSaved,
  catalogItemSaveFailed,
  catalogItemSaveRequested,
  catalogItemsFailed,
  catalogItemsLoaded,
  catalogItemsRequested,
  categoriesLoaded,
  newCatalogItemOpened,
  stockAdjusted,
  stockAdjustFailed,
  stockAdjustRequested,
} from './slice';

/** Typing in the search box waits this long before asking the server (§9 search typing delay). */
export const SEARCH_DEBOUNCE_MS = 500;

export function* loadCatalogItems(action: ReturnType<typeof catalogItemsRequested>) {
  if (action.payload?.debounce) yield delay(SEARCH_DEBOUNCE_MS);
  const api = yield* contextValue('api');
  const query: CatalogItemsQuery = yield select((state: RootState) => state.catalogAdmin.query);
  const result: ApiOutcome<CatalogItemsPage> = yield call(fetchCatalogItems, api, query);
  yield put(result.ok ? catalogItemsLoaded(result.data) : catalogItemsFailed());
}

export function* loadCatalogItem(action: ReturnType<typeof catalogItemRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<StaffCatalogItem> = yield call(fetchCatalogItem, api, action.payload);
  yield put(result.ok ? catalogItemLoaded(result.data) : catalogItemFailed());
}

/** The categories, read once for the filters and the form. */
export function* loadCategories() {
  const known: ProductCategory[] = yield select((state: RootState) => state.catalogAdmin.categories);
  if (known.length) return;
  const api = yield* contextValue('api');
  const categories: ProductCategory[] = yield call(fetchAllCategories, api);
  yield put(categoriesLoaded(categories));
}

/** Adds or changes an item: a new one opens its own page; the server's refusal is shown above the form. */
export function* saveCatalogItem(action: ReturnType<typeof catalogItemSaveRequested>) {
  const { id, body } = action.payload;
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const navigate = yield* contextValue('navigate');
  const result: ApiOutcome<StaffCatalogItem> =
    id === undefined
      ? yield call(createCatalogItem, api, body)
      : yield call(updateCatalogItem, api, id, body);
  if (!result.ok) {
    yield put(catalogItemSaveFailed(result.message));
    return;
  }
  yield put(catalogItemSaved(result.data));
  yield put(notify('success', { id: 'app.catalogAdmin.toast.saved' }, timing.toastMs));
  if (id === undefined) navigate(`/staff/catalog/${result.data.id}`, { replace: true });
}

export function* adjustStock(action: ReturnType<typeof stockAdjustRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<StaffCatalogItem> = yield call(
    adjustCatalogStock,
    api,
    action.payload.id,
    action.payload.values,
  );
  if (!result.ok) {
    yield put(stockAdjustFailed(result.message));
    return;
  }
  yield put(stockAdjusted(result.data));
  yield put(notify('success', { id: 'app.catalogAdmin.toast.stock' }, timing.toastMs));
}

export function* catalogAdminSaga() {
  yield all([
    takeLatest(
      [catalogItemsRequested.type, catalogItemRequested.type, newCatalogItemOpened.type],
      loadCategories,
    ),
    takeLatest(catalogItemsRequested.type, loadCatalogItems),
    takeLatest(catalogItemRequested.type, loadCatalogItem),
    takeEvery(catalogItemSaveRequested.type, saveCatalogItem),
    takeEvery(stockAdjustRequested.type, adjustStock),
  ]);
}
