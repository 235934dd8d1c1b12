import { and, asc, desc, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  catalogCategories,
  catalogItemCategories,
  catalogItems,
  FOLD_FROM,
  FOLD_TO,
  marketplaceSliders,
  type CatalogItemRow,
  type CatalogItemTexts,
  type CatalogKind,
} from '../db/schema.js';
import {
  AFFILIATE_CATEGORY,
  ALL_PRODUCTS_CATEGORY,
  ALL_SERVICES_CATEGORY,
} from '../db/seed-marketplace-data.js';
import { ApiError } from '../errors.js';
import { localized, type Locale, type Translations } from './locale.js';
import { sanitizeRichText } from './rich-text.js';
import type { SharedCache } from './shared-cache.js';

export { AFFILIATE_CATEGORY, ALL_PRODUCTS_CATEGORY, ALL_SERVICES_CATEGORY };

const ALL_OF_KIND: Record<CatalogKind, number> = {
  product: ALL_PRODUCTS_CATEGORY,
  service: ALL_SERVICES_CATEGORY,
  affiliate: AFFILIATE_CATEGORY,
};

type CatalogOrder = 'lowtohigh' | 'hightolow';

export interface CatalogQuery {
  kind: CatalogKind;
  /** Only items in this category (the kind's all-category, e.g. 16, lists every item of the kind). */
  category?: number;
  featured?: boolean;
  search?: string;
  orderby?: CatalogOrder;
  page: number;
  perPage: number;
  /** The member's language: the texts come in it (English where a text has no translation), and a search also
   * matches the name in it. */
  locale?: Locale;
}

interface CategoryView {
  id: number;
  name: string;
  slug: string;
  parent: number;
  count: number;
}

/** Integer cents to the WooCommerce decimal string ('' for no price). */
export const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Dollars as written ('24.50') to integer cents. */
export const toCents = (dollars: string) => {
  if (!/^\d+(\.\d{1,2})?$/.test(dollars)) throw new Error(`Not a price: ${dollars}`);
  const [whole = '0', fraction = ''] = dollars.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

interface CatalogItemInput {
  id?: number;
  kind: CatalogKind;
  name: string;
  slug: string;
  /** HTML; sanitised here, before it is written. */
  shortDescription: string;
  description: string;
  /** Dollars ('24.50'); `sale` absent or '' when there is no sale price. */
  regular: string;
  sale?: string;
  images: { src: string; alt: string }[];
  attributes?: { name: string; options: string[] }[];
  dimensions?: { height: string; length: string; width: string };
  externalUrl?: string;
  featured?: boolean;
  isActive?: boolean;
  /** Units to sell; absent: not counted (unlimited). */
  stockQuantity?: number | null;
  seedKey?: string;
  /** The texts in Turkish and Arabic (rich text sanitised here too); a text left out falls back to English. */
  translations?: Translations<CatalogItemTexts>;
}

/** Translated texts as they are written: trimmed names and sanitised rich text, like the English columns. */
function sanitizeItemTranslations(
  translations: Translations<CatalogItemTexts>,
): Translations<CatalogItemTexts> {
  return Object.fromEntries(
    Object.entries(translations).map(([locale, texts]) => [
      locale,
      {
        ...texts,
        ...(texts.name !== undefined ? { name: texts.name.trim() } : {}),
        ...(texts.shortDescription !== undefined
          ? { shortDescription: sanitizeRichText(texts.shortDescription) }
          : {}),
        ...(texts.description !== undefined ? { description: sanitizeRichText(texts.description) } : {}),
      },
    ]),
  );
}

/** The row written for an item: prices in cents, rich text sanitised on the way in. */
export function catalogItemValues(input: CatalogItemInput): typeof catalogItems.$inferInsert {
  return {
    ...(input.id !== undefined ? { id: input.id } : {}),
    kind: input.kind,
    name: input.name.trim(),
    slug: input.slug,
    shortDescription: sanitizeRichText(input.shortDescription),
    description: sanitizeRichText(input.description),
    regularPriceCents: toCents(input.regular),
    salePriceCents: input.sale ? toCents(input.sale) : null,
    images: input.images,
    attributes: input.attributes ?? [],
    dimensions: input.dimensions ?? { height: '', length: '', width: '' },
    externalUrl: input.externalUrl ?? '',
    featured: input.featured ?? false,
    isActive: input.isActive ?? true,
    stockQuantity: input.stockQuantity ?? null,
    seedKey: input.seedKey ?? null,
    translations: sanitizeItemTranslations(input.translations ?? {}),
  };
}

/** The search term folded the way `search_name` is (accents off, lower case) and escaped for LIKE. */
const likePattern = (search: string) =>
  sql`'%' || lower(translate(${search.replace(/[\\%_]/g, (c) => `\\${c}`)}, ${FOLD_FROM}, ${FOLD_TO})) || '%'`;

/** Active items in a category (drizzle leaves columns unqualified in one-table selects, hence the raw name). */
const categoryCount = sql<number>`(select count(*)::int from catalog_item_categories c join catalog_items i on i.id = c.item_id where c.category_id = "catalog_categories"."id" and i.is_active)`;

/** Can go in a cart: not an affiliate item (sold on the partner's website), active, and with stock left. */
const isPurchasable = (row: Pick<CatalogItemRow, 'kind' | 'isActive' | 'stockQuantity'>) =>
  row.kind !== 'affiliate' && row.isActive && (row.stockQuantity === null || row.stockQuantity > 0);

const productNotFound = () => new ApiError(404, 'Product not found', 'PRODUCT_NOT_FOUND');

/**
 * The catalogue (marketplace.md §2, §3, §9): lists filtered, searched, sorted and paged in one SQL statement on
 * indexed columns (kind + name, kind + price, category → item), and the WooCommerce-shaped product view.
 */
export function catalogService(deps: { db: Database }) {
  const { db } = deps;

  const categoryColumns = {
    id: catalogCategories.id,
    name: catalogCategories.name,
    slug: catalogCategories.slug,
    parent: catalogCategories.parent,
    count: categoryCount,
    translations: catalogCategories.translations,
  };

  /** A category row as served: its name in the member's language, without the translations. */
  const toCategoryView = (
    row: CategoryView & { translations: Translations<{ name: string }> },
    locale: Locale,
  ): CategoryView => {
    const { translations: _t, ...view } = localized(row, locale);
    return view;
  };

  /** The named categories with their numbers of active items, by id. */
  async function categoryViews(ids: number[], locale: Locale) {
    if (!ids.length) return new Map<number, CategoryView>();
    const rows = await db
      .select(categoryColumns)
      .from(catalogCategories)
      .where(inArray(catalogCategories.id, ids));
    return new Map<number, CategoryView>(rows.map((row) => [row.id, toCategoryView(row, locale)]));
  }

  const categoriesOf = (ids: number[] | null, views: Map<number, CategoryView>) =>
    (ids ?? []).flatMap((id) => {
      const view = views.get(id);
      return view ? [view] : [];
    });

  function toProduct(
    item: CatalogItemRow,
    categories: CategoryView[],
    locale: Locale,
    relatedIds: number[] = [],
  ) {
    const row = localized(item, locale);
    return {
      id: row.id,
      name: row.name,
      images: row.images,
      categories,
      short_description: row.shortDescription,
      description: row.description,
      regular_price: money(row.regularPriceCents),
      sale_price: money(row.salePriceCents),
      price: money(row.priceCents),
      attributes: row.attributes,
      dimensions: row.dimensions,
      external_url: row.externalUrl,
      featured: row.featured,
      related_ids: relatedIds,
      stock_quantity: row.stockQuantity,
      purchasable: isPurchasable(row),
    };
  }

  function conditionsOf(query: CatalogQuery) {
    const conditions: SQL[] = [eq(catalogItems.kind, query.kind), eq(catalogItems.isActive, true)];
    // The kind's all-category (16, 58, 93) holds every item of the kind: no need to look it up.
    if (query.category !== undefined && query.category !== ALL_OF_KIND[query.kind]) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(catalogItemCategories)
            .where(
              and(
                eq(catalogItemCategories.itemId, catalogItems.id),
                eq(catalogItemCategories.categoryId, query.category),
              ),
            ),
        ),
      );
    }
    if (query.featured !== undefined) conditions.push(eq(catalogItems.featured, query.featured));
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      // The English name (indexed, folded), or the name in the member's language folded the same way.
      conditions.push(
        query.locale && query.locale !== 'en'
          ? sql`(${catalogItems.searchName} like ${pattern} or lower(translate(coalesce(${catalogItems.translations} -> ${query.locale} ->> 'name', ''), ${FOLD_FROM}, ${FOLD_TO})) like ${pattern})`
          : sql`${catalogItems.searchName} like ${pattern}`,
      );
    }
    return and(...conditions);
  }

  /** The one statement behind a list page (exported for EXPLAIN in tests and the benchmark). */
  function listQuery(query: CatalogQuery) {
    const order =
      query.orderby === 'lowtohigh'
        ? [asc(catalogItems.priceCents), asc(catalogItems.name), asc(catalogItems.id)]
        : query.orderby === 'hightolow'
          ? [desc(catalogItems.priceCents), desc(catalogItems.name), desc(catalogItems.id)]
          : [desc(catalogItems.name), desc(catalogItems.id)];
    return db
      .select({
        item: catalogItems,
        total: sql<number>`(count(*) over ())::int`,
        // The item's category ids in order, read from the (item_id, category_id) primary key.
        categoryIds: sql<
          number[] | null
        >`(select array_agg(c.category_id order by c.position) from catalog_item_categories c where c.item_id = "catalog_items"."id")`,
      })
      .from(catalogItems)
      .where(conditionsOf(query))
      .orderBy(...order)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
  }

  return {
    listQuery,

    /** One page of items and the number of matches on every page. */
    async list(query: CatalogQuery) {
      const rows = await listQuery(query);
      let total = rows[0]?.total ?? 0;
      if (!rows.length && query.page > 1) {
        // Past the last page: the count still tells the app how many pages there are.
        const [counted] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(catalogItems)
          .where(conditionsOf(query));
        total = counted?.total ?? 0;
      }
      const locale = query.locale ?? 'en';
      const views = await categoryViews([...new Set(rows.flatMap((r) => r.categoryIds ?? []))], locale);
      return {
        items: rows.map((r) => toProduct(r.item, categoriesOf(r.categoryIds, views), locale)),
        page: query.page,
        per_page: query.perPage,
        total,
        total_pages: Math.ceil(total / query.perPage),
      };
    },

    /** One item of any kind, with up to 4 related items (same kind, same own category). */
    async view(id: number, locale: Locale = 'en') {
      const [row] = await db
        .select()
        .from(catalogItems)
        .where(and(eq(catalogItems.id, id), eq(catalogItems.isActive, true)));
      if (!row) throw productNotFound();
      const [ids] = await db
        .select({
          ids: sql<
            number[] | null
          >`array_agg(${catalogItemCategories.categoryId} order by ${catalogItemCategories.position})`,
        })
        .from(catalogItemCategories)
        .where(eq(catalogItemCategories.itemId, row.id));
      const categories = categoriesOf(ids?.ids ?? [], await categoryViews(ids?.ids ?? [], locale));
      const own = categories[1] ?? categories[0];
      const related = own
        ? await db
            .select({ id: catalogItems.id })
            .from(catalogItems)
            .innerJoin(catalogItemCategories, eq(catalogItemCategories.itemId, catalogItems.id))
            .where(
              and(
                eq(catalogItemCategories.categoryId, own.id),
                eq(catalogItems.kind, row.kind),
                eq(catalogItems.isActive, true),
                ne(catalogItems.id, row.id),
              ),
            )
            .orderBy(desc(catalogItems.featured), asc(catalogItems.name), asc(catalogItems.id))
            .limit(4)
        : [];
      return toProduct(
        row,
        categories,
        locale,
        related.map((r) => r.id),
      );
    },

    /** Categories of the given kinds in their set order, each with its number of active items. */
    async categories(kinds: CatalogKind[], page: number, perPage: number, locale: Locale = 'en') {
      const rows = await db
        .select(categoryColumns)
        .from(catalogCategories)
        .where(inArray(catalogCategories.kind, kinds))
        .orderBy(asc(catalogCategories.position), asc(catalogCategories.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return rows.map((row) => toCategoryView(row, locale));
    },

    /** The banners with their title and text in the member's language. */
    async sliders(locale: Locale = 'en') {
      const rows = await db
        .select({
          type: marketplaceSliders.type,
          image: marketplaceSliders.image,
          link: marketplaceSliders.link,
          title: marketplaceSliders.title,
          text: marketplaceSliders.text,
          translations: marketplaceSliders.translations,
        })
        .from(marketplaceSliders)
        .orderBy(asc(marketplaceSliders.type), asc(marketplaceSliders.position), asc(marketplaceSliders.id));
      return rows.map((row) => {
        const { translations: _t, ...slider } = localized(row, locale);
        return slider;
      });
    },
  };
}

/** Compiles only while the list's cache key (sharedCatalog.list) carries every field of CatalogQuery. */
type KeyCarriesEveryField<Unlisted extends never> = Unlisted;
type _ListKeyFields = KeyCarriesEveryField<
  Exclude<
    keyof CatalogQuery,
    'kind' | 'category' | 'featured' | 'orderby' | 'page' | 'perPage' | 'search' | 'locale'
  >
>;

/**
 * The catalogue's lists for every member (nothing in them is about the member), serialised and kept until a
 * catalogue table changes; keyed by the whole query and the language.
 */
export function sharedCatalog(catalog: ReturnType<typeof catalogService>, cache: SharedCache) {
  return {
    list: (query: CatalogQuery & { locale: Locale }) =>
      cache.get(
        // Every field the answer depends on, in a fixed order; only the search is free text (quoted, so it cannot
        // run into the next field). Built without an object to serialise: it is made on every call.
        `catalog:list:${query.locale}:${query.kind}:${query.category}:${query.featured}:${query.orderby}:${query.page}:${query.perPage}:${query.search === undefined ? '' : JSON.stringify(query.search)}`,
        ['catalog'],
        async () => ({ value: await catalog.list(query) }),
      ),
    categories: (kinds: CatalogKind[], page: number, perPage: number, locale: Locale) =>
      cache.get(
        `catalog:categories:${locale}:${kinds.join('+')}:${page}:${perPage}`,
        ['catalog'],
        async () => ({ value: await catalog.categories(kinds, page, perPage, locale) }),
      ),
    sliders: (locale: Locale) =>
      cache.get(`catalog:sliders:${locale}`, ['catalog'], async () => ({
        value: await catalog.sliders(locale),
      })),
  };
}
