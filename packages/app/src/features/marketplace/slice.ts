import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product, ProductCategory, ProductReviewPage, Slider } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';
import type { ListKind, ListQuery } from './paths';

/** The landing page's four sections of §1, in their order. */
export const HOME_SECTIONS = [
  'recommended',
  'products',
  'affiliate',
  'services',
] as const satisfies readonly ListKind[];
type HomeSection = (typeof HOME_SECTIONS)[number];

interface CatalogListState {
  kind: ListKind | null;
  query: ListQuery | null;
  status: DataList<Product>['status'];
  items: Product[];
  total: number;
  totalPages: number;
  error: string | null;
}

interface DetailState {
  id: number | null;
  /** Null while loading; a failed fetch is silently ignored and the spinner stays (§2). */
  product: Product | null;
  related: Product[];
}

/** The shown item's reviews, a page at a time (issue 31: reviews are read). */
interface ReviewsState {
  id: number | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  page: ProductReviewPage | null;
}

interface MarketplaceState {
  reviews: ReviewsState;
  sliders: DataList<Slider>;
  sections: Record<HomeSection, DataList<Product>>;
  list: CatalogListState;
  /** Product and service categories (one call), and the affiliate categories. */
  categories: DataList<ProductCategory>;
  affiliateCategories: DataList<ProductCategory>;
  detail: DetailState;
}

const initialList: CatalogListState = {
  kind: null,
  query: null,
  status: 'idle',
  items: [],
  total: 0,
  totalPages: 0,
  error: null,
};

const initialState: MarketplaceState = {
  sliders: emptyList(),
  sections: {
    recommended: emptyList(),
    products: emptyList(),
    affiliate: emptyList(),
    services: emptyList(),
  },
  list: initialList,
  categories: emptyList(),
  affiliateCategories: emptyList(),
  detail: { id: null, product: null, related: [] },
  reviews: { id: null, status: 'idle', page: null },
};

interface SectionOutcome {
  section: HomeSection;
  items: Product[] | null;
  error: string | null;
}

const marketplaceSlice = createSlice({
  name: 'marketplace',
  initialState,
  reducers: {
    reviewsRequested(state, action: PayloadAction<{ id: number; page: number }>) {
      // Another item starts empty; another page of the same item keeps the shown one until it arrives.
      if (state.reviews.id !== action.payload.id) state.reviews.page = null;
      state.reviews.id = action.payload.id;
      state.reviews.status = 'loading';
    },
    reviewsLoaded(state, action: PayloadAction<{ id: number; page: ProductReviewPage }>) {
      if (state.reviews.id !== action.payload.id) return;
      state.reviews.status = 'succeeded';
      state.reviews.page = action.payload.page;
    },
    reviewsFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.reviews.id !== action.payload.id) return;
      state.reviews.status = 'failed';
    },
    homeRequested(state) {
      state.sliders = listLoading();
      for (const section of HOME_SECTIONS) state.sections[section] = listLoading();
    },
    slidersLoaded(state, action: PayloadAction<Slider[] | null>) {
      // No banners when they cannot be read: the sections still show.
      state.sliders = listLoaded(action.payload ?? []);
    },
    sectionLoaded(state, action: PayloadAction<SectionOutcome>) {
      const { section, items, error } = action.payload;
      state.sections[section] = items ? listLoaded(items) : listFailed(error ?? '');
    },
    listRequested(state, action: PayloadAction<{ kind: ListKind; query: ListQuery }>) {
      state.list = { ...initialList, ...action.payload, status: 'loading' };
    },
    listLoaded(state, action: PayloadAction<{ items: Product[]; total: number; totalPages: number }>) {
      state.list = { ...state.list, ...action.payload, status: 'succeeded', error: null };
    },
    listFailed(state, action: PayloadAction<string>) {
      state.list = {
        ...state.list,
        items: [],
        total: 0,
        totalPages: 0,
        status: 'failed',
        error: action.payload,
      };
    },
    categoriesRequested(state) {
      if (state.categories.status !== 'succeeded') state.categories = listLoading();
      if (state.affiliateCategories.status !== 'succeeded') state.affiliateCategories = listLoading();
    },
    categoriesLoaded(
      state,
      action: PayloadAction<{ catalogue: ProductCategory[]; affiliate: ProductCategory[] }>,
    ) {
      state.categories = listLoaded(action.payload.catalogue);
      state.affiliateCategories = listLoaded(action.payload.affiliate);
    },
    detailRequested(state, action: PayloadAction<number>) {
      state.detail = { id: action.payload, product: null, related: [] };
    },
    detailLoaded(state, action: PayloadAction<Product>) {
      if (state.detail.id === action.payload.id) state.detail.product = action.payload;
    },
    relatedLoaded(state, action: PayloadAction<{ id: number; related: Product[] }>) {
      if (state.detail.id === action.payload.id) state.detail.related = action.payload.related;
    },
  },
});

export const {
  reviewsRequested,
  reviewsLoaded,
  reviewsFailed,
  homeRequested,
  slidersLoaded,
  sectionLoaded,
  listRequested,
  listLoaded: catalogListLoaded,
  listFailed: catalogListFailed,
  categoriesRequested,
  categoriesLoaded,
  detailRequested,
  detailLoaded,
  relatedLoaded,
} = marketplaceSlice.actions;
export const marketplaceReducer = marketplaceSlice.reducer;
