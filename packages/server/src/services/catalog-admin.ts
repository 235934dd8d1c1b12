import { randomBytes } from 'node:crypto';
import type { Schema } from '@wellness/api';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  cartItems,
  catalogCategories,
  catalogItemCategories,
  catalogItems,
  catalogStockAdjustments,
  FOLD_FROM,
  FOLD_TO,
  marketplaceOrderItems,
  marketplaceOrders,
  users,
  wishlistItems,
  type CatalogItemRow,
  type CatalogItemStatus,
  type CatalogItemTexts,
  type CatalogKind,
  type UserRow,
} from '../db/schema.js';
import { ApiError, validationError } from '../http/errors.js';
import {
  AFFILIATE_CATEGORY,
  ALL_PRODUCTS_CATEGORY,
  ALL_SERVICES_CATEGORY,
  money,
  toCents,
} from './catalog.js';
import type { Services } from './context.js';
import type { Translations } from './locale.js';
import { sanitizeRichText } from './rich-text.js';
import { recordStaffAction } from './staff-audit.js';
import { pageOf, type PageQuery } from './staff-paging.js';
import { adjustStock } from './stock.js';

type StaffItem = Schema<'StaffCatalogItem'>;
type ItemFields = Schema<'StaffCatalogItemFields'>;
/** What POST requires (openapi.yaml StaffCatalogItemCreate; its allOf leaves the generated type optional). */
type ItemCreate = ItemFields &
  Required<Pick<ItemFields, 'name' | 'kind' | 'regular_price'>> & { stock_quantity?: number | null };
type ApiTexts = Schema<'CatalogItemTexts'>;
type StockState = Schema<'StockState'>;

export type StaffCatalogQuery = PageQuery<'created' | 'name' | 'price' | 'stock'> & {
  kind?: CatalogKind;
  category?: number;
  stock?: StockState;
  status?: CatalogItemStatus;
};

const ALL_OF_KIND: Record<CatalogKind, number> = {
  product: ALL_PRODUCTS_CATEGORY,
  service: ALL_SERVICES_CATEGORY,
  affiliate: AFFILIATE_CATEGORY,
};

const productNotFound = () => new ApiError(404, 'Product not found', 'PRODUCT_NOT_FOUND');
/** How many stock changes an item's page shows. */
const HISTORY_SIZE = 20;

/** A slug from the name (folded to ASCII, dashes) and 32 random bits: unique without asking the database. */
function slugOf(name: string) {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'item'}-${randomBytes(4).toString('hex')}`;
}

/** The API's texts (snake case) as stored (camel case), rich text sanitised like the English columns. */
function storedTexts(texts: ApiTexts): Partial<CatalogItemTexts> {
  return {
    ...(texts.name?.trim() ? { name: texts.name.trim() } : {}),
    ...(texts.short_description?.trim()
      ? { shortDescription: sanitizeRichText(texts.short_description) }
      : {}),
    ...(texts.description?.trim() ? { description: sanitizeRichText(texts.description) } : {}),
  };
}

function apiTexts(texts: Partial<CatalogItemTexts> | undefined): ApiTexts {
  return {
    name: texts?.name ?? '',
    short_description: texts?.shortDescription ?? '',
    description: texts?.description ?? '',
  };
}

/** Units taken by unpaid orders (given back when they expire or are cancelled), per item. */
const heldUnits = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${marketplaceOrderItems} oi join ${marketplaceOrders} o on o.id = oi.order_id where oi.item_id = "catalog_items"."id" and o.status = 'pending')`;

/**
 * The catalogue as staff write it (/staff/catalog): every item whatever its status, paged, searched and
 * filtered; adding and changing items with their gallery, categories and translations; archiving (never deleting)
 * and the stock adjustments. Every write is one transaction with its audit row; the catalogue's triggers tell
 * every process's shared lists and search (cache_versions) at its commit.
 */
export function catalogAdminService(services: Services) {
  const { db, clock } = services;

  async function categoryRefs(ids: number[]) {
    if (!ids.length) return new Map<number, { id: number; name: string; slug: string }>();
    const rows = await db
      .select({ id: catalogCategories.id, name: catalogCategories.name, slug: catalogCategories.slug })
      .from(catalogCategories)
      .where(inArray(catalogCategories.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  function toStaffItem(
    row: CatalogItemRow,
    categoryIds: number[],
    refs: Map<number, { id: number; name: string; slug: string }>,
    held: number,
  ): StaffItem {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      name: row.name,
      categories: categoryIds.flatMap((id) => (refs.has(id) ? [refs.get(id)!] : [])),
      short_description: row.shortDescription,
      description: row.description,
      regular_price: money(row.regularPriceCents),
      sale_price: money(row.salePriceCents),
      stock_quantity: row.stockQuantity,
      stock_held: held,
      low_stock_threshold: row.lowStockThreshold,
      attributes: row.attributes,
      dimensions: row.dimensions,
      external_url: row.externalUrl,
      featured: row.featured,
      images: row.images,
      translations: {
        tr: apiTexts(row.translations.tr),
        ar: apiTexts(row.translations.ar),
      },
      created_at: row.createdAt.toISOString(),
    };
  }

  const categoryIdsColumn = sql<
    number[] | null
  >`(select array_agg(c.category_id order by c.position) from catalog_item_categories c where c.item_id = "catalog_items"."id")`;

  async function one(id: number, withHistory = true): Promise<StaffItem> {
    const [row] = await db
      .select({ item: catalogItems, categoryIds: categoryIdsColumn, held: heldUnits })
      .from(catalogItems)
      .where(eq(catalogItems.id, id));
    if (!row) throw productNotFound();
    const view = toStaffItem(
      row.item,
      row.categoryIds ?? [],
      await categoryRefs(row.categoryIds ?? []),
      row.held,
    );
    if (!withHistory) return view;
    const history = await db
      .select({ adjustment: catalogStockAdjustments, staff: users.email })
      .from(catalogStockAdjustments)
      .leftJoin(users, eq(users.id, catalogStockAdjustments.staffId))
      .where(eq(catalogStockAdjustments.itemId, id))
      .orderBy(desc(catalogStockAdjustments.at), desc(catalogStockAdjustments.id))
      .limit(HISTORY_SIZE);
    return {
      ...view,
      stock_history: history.map(({ adjustment, staff }) => ({
        uuid: adjustment.id,
        at: adjustment.at.toISOString(),
        reason: adjustment.reason,
        change: adjustment.change,
        quantity_after: adjustment.quantityAfter,
        note: adjustment.note,
        staff,
      })),
    };
  }

  /** The field rules a schema cannot say: sale below regular, a link only on affiliate items, known categories. */
  async function checked(kind: CatalogKind, fields: ItemFields, current?: CatalogItemRow) {
    const regular = fields.regular_price ?? (current ? money(current.regularPriceCents) : '');
    const sale = fields.sale_price ?? (current ? money(current.salePriceCents) : '');
    if (sale && toCents(sale) >= toCents(regular)) {
      throw validationError(
        fields.sale_price !== undefined ? '/sale_price' : '/regular_price',
        'The sale price must be below the regular price',
      );
    }
    const link = fields.external_url ?? current?.externalUrl ?? '';
    if (kind === 'affiliate' && !link.trim()) {
      throw validationError('/external_url', 'An affiliate item needs its website (http or https)');
    }
    if (kind !== 'affiliate' && link.trim()) {
      throw validationError('/external_url', 'Only affiliate items have a website link');
    }
    for (const [index, image] of (fields.images ?? []).entries()) {
      // Pictures uploaded through POST /staff/catalog/images, or ones the item already has (the seed's).
      const own = current?.images.some((existing) => existing.src === image.src);
      if (!own && !/^\/uploads\/[0-9a-f]{32}\.[a-z]+$/.test(image.src)) {
        throw validationError(`/images/${index}/src`, 'Upload the picture first');
      }
    }
    let categoryIds: number[] | undefined;
    if (fields.categories !== undefined || !current || fields.kind !== undefined) {
      const chosen = (fields.categories ?? []).filter((id) => id !== ALL_OF_KIND[kind]);
      const known = chosen.length
        ? await db
            .select({ id: catalogCategories.id, kind: catalogCategories.kind })
            .from(catalogCategories)
            .where(inArray(catalogCategories.id, chosen))
        : [];
      for (const [index, id] of chosen.entries()) {
        const category = known.find((k) => k.id === id);
        if (!category || category.kind !== kind) {
          throw validationError(`/categories/${index}`, `There is no ${kind} category ${id}`);
        }
      }
      // The kind's all-category first (16, 58, 93): the member pages show the second one on cards.
      categoryIds = [ALL_OF_KIND[kind], ...chosen];
    }
    return { categoryIds };
  }

  function columnsOf(
    fields: ItemFields,
    current?: CatalogItemRow,
  ): Partial<typeof catalogItems.$inferInsert> {
    const translations =
      fields.translations === undefined
        ? undefined
        : ({
            ...(current?.translations ?? {}),
            ...(fields.translations.tr ? { tr: storedTexts(fields.translations.tr) } : {}),
            ...(fields.translations.ar ? { ar: storedTexts(fields.translations.ar) } : {}),
          } as Translations<CatalogItemTexts>);
    return {
      ...(fields.kind !== undefined ? { kind: fields.kind } : {}),
      ...(fields.status !== undefined ? { status: fields.status } : {}),
      ...(fields.name !== undefined ? { name: fields.name.trim() } : {}),
      ...(fields.short_description !== undefined
        ? { shortDescription: sanitizeRichText(fields.short_description) }
        : {}),
      ...(fields.description !== undefined ? { description: sanitizeRichText(fields.description) } : {}),
      ...(fields.regular_price !== undefined ? { regularPriceCents: toCents(fields.regular_price) } : {}),
      ...(fields.sale_price !== undefined
        ? { salePriceCents: fields.sale_price ? toCents(fields.sale_price) : null }
        : {}),
      ...(fields.low_stock_threshold !== undefined ? { lowStockThreshold: fields.low_stock_threshold } : {}),
      ...(fields.attributes !== undefined ? { attributes: fields.attributes } : {}),
      ...(fields.dimensions !== undefined ? { dimensions: fields.dimensions } : {}),
      ...(fields.external_url !== undefined ? { externalUrl: fields.external_url.trim() } : {}),
      ...(fields.featured !== undefined ? { featured: fields.featured } : {}),
      ...(fields.images !== undefined
        ? { images: fields.images.map((image) => ({ ...image, alt: image.alt?.trim() ?? '' })) }
        : {}),
      ...(translations ? { translations } : {}),
    };
  }

  async function writeCategories(tx: Database, itemId: number, ids: number[]) {
    await tx.delete(catalogItemCategories).where(eq(catalogItemCategories.itemId, itemId));
    await tx
      .insert(catalogItemCategories)
      .values(ids.map((categoryId, position) => ({ itemId, categoryId, position })));
  }

  function conditionsOf(query: StaffCatalogQuery) {
    const conditions: SQL[] = [];
    if (query.kind) conditions.push(eq(catalogItems.kind, query.kind));
    if (query.status) conditions.push(eq(catalogItems.status, query.status));
    if (query.category !== undefined) {
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
    if (query.stock === 'uncounted') conditions.push(isNull(catalogItems.stockQuantity));
    if (query.stock === 'out') conditions.push(eq(catalogItems.stockQuantity, 0));
    if (query.stock === 'low') {
      conditions.push(
        gt(catalogItems.stockQuantity, 0),
        lte(catalogItems.stockQuantity, catalogItems.lowStockThreshold),
      );
    }
    if (query.stock === 'in_stock') {
      conditions.push(
        isNotNull(catalogItems.stockQuantity),
        gt(catalogItems.stockQuantity, catalogItems.lowStockThreshold),
      );
    }
    const search = query.search?.trim();
    if (search) {
      const pattern = sql`'%' || lower(translate(${search.replace(/[\\%_]/g, (c) => `\\${c}`)}, ${FOLD_FROM}, ${FOLD_TO})) || '%'`;
      const translated = (locale: 'tr' | 'ar') =>
        sql`lower(translate(coalesce(${catalogItems.translations} -> ${locale} ->> 'name', ''), ${FOLD_FROM}, ${FOLD_TO})) like ${pattern}`;
      conditions.push(
        sql`(${catalogItems.searchName} like ${pattern} or ${translated('tr')} or ${translated('ar')})`,
      );
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    one,

    async list(query: StaffCatalogQuery) {
      const { page, pageSize, offset } = pageOf(query);
      const where = conditionsOf(query);
      const sort = query.sort ?? 'created';
      const direction = (query.order ?? (sort === 'created' ? 'desc' : 'asc')) === 'desc' ? desc : asc;
      const column = {
        created: catalogItems.createdAt,
        name: catalogItems.name,
        price: catalogItems.priceCents,
        stock: sql`coalesce(${catalogItems.stockQuantity}, 2147483647)`,
      }[sort];
      const [rows, [total]] = await Promise.all([
        db
          .select({ item: catalogItems, categoryIds: categoryIdsColumn, held: heldUnits })
          .from(catalogItems)
          .where(where)
          .orderBy(direction(column), direction(catalogItems.id))
          .limit(pageSize)
          .offset(offset),
        db.select({ n: count() }).from(catalogItems).where(where),
      ]);
      const refs = await categoryRefs([...new Set(rows.flatMap((r) => r.categoryIds ?? []))]);
      return {
        items: rows.map((r) => toStaffItem(r.item, r.categoryIds ?? [], refs, r.held)),
        total: Number(total?.n ?? 0),
        page,
        pageSize,
      };
    },

    async create(staff: UserRow, input: ItemCreate) {
      const { categoryIds } = await checked(input.kind, input);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(catalogItems)
          .values({
            ...(columnsOf(input) as typeof catalogItems.$inferInsert),
            kind: input.kind,
            name: input.name.trim(),
            slug: slugOf(input.name),
            regularPriceCents: toCents(input.regular_price),
            status: input.status ?? 'draft',
            translations: columnsOf({ translations: input.translations ?? {} }).translations ?? {},
          })
          .returning({ id: catalogItems.id });
        const itemId = row!.id;
        await writeCategories(tx, itemId, categoryIds!);
        if (input.stock_quantity !== undefined && input.stock_quantity !== null) {
          // The first count goes through the stock ledger like every other change.
          await adjustStock(tx, itemId, {
            reason: 'count',
            quantity: input.stock_quantity,
            staffId: staff.id,
            at: now,
          });
        }
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: 'catalog-item-created',
          target: { type: 'catalog_items', id: String(itemId) },
          details: { name: input.name.trim(), kind: input.kind, status: input.status ?? 'draft' },
          at: now,
        });
        return itemId;
      });
      return one(id);
    },

    async update(staff: UserRow, id: number, fields: ItemFields) {
      const now = clock();
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(catalogItems).where(eq(catalogItems.id, id)).for('update');
        if (!current) throw productNotFound();
        const kind = fields.kind ?? current.kind;
        const { categoryIds } = await checked(kind, fields, current);
        await tx.update(catalogItems).set(columnsOf(fields, current)).where(eq(catalogItems.id, id));
        if (categoryIds) await writeCategories(tx, id, categoryIds);
        const archived = fields.status === 'archived' && current.status !== 'archived';
        if (fields.status !== undefined && fields.status !== 'published') {
          // Hidden from members: out of every cart and wishlist in the same transaction.
          await tx.delete(cartItems).where(eq(cartItems.itemId, id));
          await tx.delete(wishlistItems).where(eq(wishlistItems.itemId, id));
        }
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: archived ? 'catalog-item-archived' : 'catalog-item-updated',
          target: { type: 'catalog_items', id: String(id) },
          details: { fields: Object.keys(fields).sort(), status: fields.status ?? current.status },
          at: now,
        });
      });
      return one(id);
    },

    async adjustStock(
      staff: UserRow,
      id: number,
      input: { reason: 'restock' | 'count' | 'damage'; quantity: number; note?: string },
    ) {
      const now = clock();
      await db.transaction(async (tx) => {
        const adjustment = await adjustStock(tx, id, { ...input, staffId: staff.id, at: now });
        if (!adjustment) throw productNotFound();
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: 'catalog-stock-adjusted',
          target: { type: 'catalog_items', id: String(id) },
          details: {
            reason: input.reason,
            change: adjustment.change,
            quantityAfter: adjustment.quantityAfter,
          },
          reason: adjustment.note,
          at: now,
        });
      });
      return one(id);
    },
  };
}
