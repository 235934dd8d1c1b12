import type { Schema } from '@wellness/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  cartItems,
  catalogCategories,
  catalogItemCategories,
  catalogItems,
  wishlistItems,
  type CatalogItemRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import { money, toCents } from './catalog.js';
import type { Executor } from './jobs.js';
import { localized, type Locale } from './locale.js';
import { enoughStock } from './stock.js';

type CartItemView = Schema<'CartItem'>;
type WishlistItemView = Schema<'WishlistItem'>;
type CategoryRef = Schema<'CategoryRef'>;

const productNotFound = () => new ApiError(404, 'Product not found', 'PRODUCT_NOT_FOUND');
const cartItemNotFound = () => new ApiError(404, 'Cart item not found', 'CART_ITEM_NOT_FOUND');
const wishlistItemNotFound = () => new ApiError(404, 'Wishlist item not found', 'WISHLIST_ITEM_NOT_FOUND');
/** §8, word for word (the spec's first variant). */
export const ALREADY_IN_CART = 'Item is already in the cart. You can increae the quantity there.';
export const notPurchasable = () => new ApiError(409, 'This item cannot be bought here.', 'NOT_PURCHASABLE');
/** Fewer units left than asked: the message names the item and what is left. */
export const outOfStock = (name: string, left: number) =>
  new ApiError(
    409,
    left > 0 ? `Sorry, only ${left} of ${name} left in stock.` : `Sorry, ${name} is out of stock.`,
    'OUT_OF_STOCK',
  );

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The categories of these items, in each item's order, as the cart and wishlist show them (names in `locale`). */
export async function categoryRefsOf(db: Executor, itemIds: number[], locale: Locale = 'en') {
  const byItem = new Map<number, CategoryRef[]>();
  if (!itemIds.length) return byItem;
  const rows = await db
    .select({
      itemId: catalogItemCategories.itemId,
      id: catalogCategories.id,
      name: catalogCategories.name,
      slug: catalogCategories.slug,
      translations: catalogCategories.translations,
    })
    .from(catalogItemCategories)
    .innerJoin(catalogCategories, eq(catalogCategories.id, catalogItemCategories.categoryId))
    .where(inArray(catalogItemCategories.itemId, itemIds))
    .orderBy(asc(catalogItemCategories.itemId), asc(catalogItemCategories.position));
  for (const row of rows) {
    const { itemId, translations: _t, ...ref } = localized(row, locale);
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), ref]);
  }
  return byItem;
}

const prices = (item: CatalogItemRow) => ({
  regular_price: money(item.regularPriceCents),
  sale_price: money(item.salePriceCents),
  price: money(item.priceCents),
});

/**
 * The member's wishlist and cart (marketplace.md §2, §4): one row per member and item, reached only through the
 * member's own id (another member's uuid is not found). The cart keeps quantities, never prices: the order
 * reads the catalogue's prices when it is placed.
 */
export function cartService(deps: { db: Database }) {
  const { db } = deps;

  async function activeItem(productId: number) {
    const [item] = await db
      .select()
      .from(catalogItems)
      .where(and(eq(catalogItems.id, productId), eq(catalogItems.isActive, true)));
    if (!item) throw productNotFound();
    return item;
  }

  function checkQuantity(item: CatalogItemRow, quantity: number) {
    if (item.kind === 'affiliate') throw notPurchasable();
    if (!enoughStock(item.stockQuantity, quantity)) throw outOfStock(item.name, item.stockQuantity ?? 0);
  }

  async function cartRows(userId: string, id?: string, locale: Locale = 'en') {
    const rows = await db
      .select({ line: cartItems, item: catalogItems })
      .from(cartItems)
      .innerJoin(catalogItems, eq(catalogItems.id, cartItems.itemId))
      .where(and(eq(cartItems.userId, userId), id ? eq(cartItems.id, id) : undefined))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const categories = await categoryRefsOf(
      db,
      rows.map((r) => r.item.id),
      locale,
    );
    return rows.map(({ line, item }): CartItemView => ({
      uuid: line.id,
      productId: item.id,
      categoryId: line.categoryId,
      name: localized(item, locale).name,
      image: item.images,
      category: categories.get(item.id) ?? [],
      ...prices(item),
      quantity: line.quantity,
      line_total: money(item.priceCents * line.quantity),
      stock_quantity: item.stockQuantity,
    }));
  }

  async function wishlistRows(userId: string, id?: string, locale: Locale = 'en') {
    const rows = await db
      .select({ line: wishlistItems, item: catalogItems })
      .from(wishlistItems)
      .innerJoin(catalogItems, eq(catalogItems.id, wishlistItems.itemId))
      .where(and(eq(wishlistItems.userId, userId), id ? eq(wishlistItems.id, id) : undefined))
      .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
    const categories = await categoryRefsOf(
      db,
      rows.map((r) => r.item.id),
      locale,
    );
    return rows.map(({ line, item }): WishlistItemView => ({
      uuid: line.id,
      productId: item.id,
      categoryId: line.categoryId,
      name: localized(item, locale).name,
      image: item.images,
      category: categories.get(item.id) ?? [],
      ...prices(item),
    }));
  }

  return {
    /**
     * The member's cart, names in `locale` (English where an item has no translation), and what it comes to at
     * the catalogue's prices now (§4): the sum of the lines' totals, in cents. Shipping is free and the
     * marketplace has no coupon, so the total is the subtotal; placing the order reads the prices again.
     */
    async cart(user: UserRow, locale: Locale = 'en'): Promise<Schema<'CartList'>> {
      const items = await cartRows(user.id, undefined, locale);
      const subtotalCents = items.reduce((sum, line) => sum + toCents(line.line_total), 0);
      return { items, subtotal: money(subtotalCents), total: money(subtotalCents) };
    },

    async addToCart(user: UserRow, input: { productId: number; categoryId: number; quantity: number }) {
      const item = await activeItem(input.productId);
      const [existing] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.userId, user.id), eq(cartItems.itemId, item.id)));
      if (existing) throw new ApiError(409, ALREADY_IN_CART, 'ALREADY_IN_CART');
      checkQuantity(item, input.quantity);
      let row;
      try {
        [row] = await db
          .insert(cartItems)
          .values({
            userId: user.id,
            itemId: item.id,
            categoryId: input.categoryId,
            quantity: input.quantity,
          })
          .returning();
      } catch (error) {
        // A concurrent add of the same item (a double click) met the unique index.
        if (isUniqueViolation(error)) throw new ApiError(409, ALREADY_IN_CART, 'ALREADY_IN_CART');
        throw error;
      }
      if (!row) throw new Error('cart insert returned nothing');
      const [view] = await cartRows(user.id, row.id);
      return view!;
    },

    async updateCartItem(user: UserRow, uuid: string, quantity: number) {
      const [row] = await db
        .select({ line: cartItems, item: catalogItems })
        .from(cartItems)
        .innerJoin(catalogItems, eq(catalogItems.id, cartItems.itemId))
        .where(and(eq(cartItems.id, uuid), eq(cartItems.userId, user.id)));
      if (!row) throw cartItemNotFound();
      checkQuantity(row.item, quantity);
      await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.id, uuid), eq(cartItems.userId, user.id)));
      const [view] = await cartRows(user.id, uuid);
      return view!;
    },

    async removeFromCart(user: UserRow, uuid: string) {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, uuid), eq(cartItems.userId, user.id)))
        .returning({ id: cartItems.id });
      if (!removed.length) throw cartItemNotFound();
    },

    wishlist: (user: UserRow, locale: Locale = 'en') => wishlistRows(user.id, undefined, locale),

    async addToWishlist(user: UserRow, input: { productId: number; categoryId: number }) {
      const item = await activeItem(input.productId);
      const [row] = await db
        .insert(wishlistItems)
        .values({ userId: user.id, itemId: item.id, categoryId: input.categoryId })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        throw new ApiError(409, 'Item is already in the wishlist', 'ALREADY_IN_WISHLIST');
      }
      const [view] = await wishlistRows(user.id, row.id);
      return view!;
    },

    async removeFromWishlist(user: UserRow, uuid: string) {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.id, uuid), eq(wishlistItems.userId, user.id)))
        .returning({ id: wishlistItems.id });
      if (!removed.length) throw wishlistItemNotFound();
    },
  };
}
