import type { Schema } from '@wellness/api';
import { and, avg, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  catalogItems,
  marketplaceOrderItems,
  marketplaceOrders,
  productReviews,
  users,
  type UserRow,
} from '../db/schema.js';
import { ApiError, validationError } from '../errors.js';
import { recordStaffAction } from './staff-audit.js';
import { pageOf, type PageQuery } from './staff-paging.js';
import { containing } from './staff.js';

/** Reviews on one page of the product page (the contract's default). */
export const REVIEWS_PAGE_SIZE = 5;

const reviewNotFound = () => new ApiError(404, 'Review not found', 'REVIEW_NOT_FOUND');

/** §8, word for word. */
export const DUPLICATE_REVIEW = 'Thank you for sharing. We already have your feedback for this offering.';
export const REVIEW_RECORDED = 'Thank You for your feedback. Your review has been recorded successfully';

/**
 * Reviews (marketplace.md §2 Review dialog, §4): a member reviews an item of one of their own completed orders,
 * once per item (a unique index, so two submissions at once record one).
 */
export function reviewService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  async function staffView(id: string) {
    const [row] = await db
      .select({ review: productReviews, item: catalogItems, user: users })
      .from(productReviews)
      .innerJoin(catalogItems, eq(catalogItems.id, productReviews.itemId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(eq(productReviews.id, id));
    return row ? toStaffReview(row) : undefined;
  }

  return {
    /**
     * An item's shown reviews, newest first, with their average and count (issue 31: reviews are read). The
     * text is the reviewer's as typed; the app draws it as text. Hidden reviews neither show nor count.
     */
    async forItem(itemId: number, query: { page?: number; pageSize?: number }) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? REVIEWS_PAGE_SIZE;
      const shown = and(eq(productReviews.itemId, itemId), isNull(productReviews.hiddenAt));
      const [[item], [summary], rows] = await Promise.all([
        db
          .select({ id: catalogItems.id })
          .from(catalogItems)
          .where(and(eq(catalogItems.id, itemId), eq(catalogItems.isActive, true))),
        db
          .select({ n: count(), average: avg(productReviews.rating) })
          .from(productReviews)
          .where(shown),
        db
          .select()
          .from(productReviews)
          .where(shown)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      if (!item) throw new ApiError(404, 'Product not found', 'PRODUCT_NOT_FOUND');
      const total = Number(summary?.n ?? 0);
      return {
        averageRating: total > 0 ? Math.round(Number(summary?.average) * 10) / 10 : null,
        count: total,
        page,
        pageSize,
        items: rows.map((r) => ({
          uuid: r.id,
          rating: r.rating,
          review: r.review,
          reviewer: r.reviewer,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** Every review for staff, newest first, hidden ones included. */
    async staffList(query: PageQuery) {
      const text = query.search?.trim();
      const pattern = text ? containing(text) : undefined;
      const where = pattern
        ? or(
            ilike(catalogItems.name, pattern),
            ilike(productReviews.reviewer, pattern),
            ilike(users.email, pattern),
            ilike(productReviews.review, pattern),
          )
        : undefined;
      const { page, pageSize, offset } = pageOf(query);
      const base = () =>
        db
          .select({ review: productReviews, item: catalogItems, user: users })
          .from(productReviews)
          .innerJoin(catalogItems, eq(catalogItems.id, productReviews.itemId))
          .innerJoin(users, eq(users.id, productReviews.userId))
          .where(where);
      const [rows, [total]] = await Promise.all([
        base()
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(pageSize)
          .offset(offset),
        db
          .select({ n: count() })
          .from(productReviews)
          .innerJoin(catalogItems, eq(catalogItems.id, productReviews.itemId))
          .innerJoin(users, eq(users.id, productReviews.userId))
          .where(where),
      ]);
      return { items: rows.map(toStaffReview), total: Number(total?.n ?? 0), page, pageSize };
    },

    /**
     * Staff hide a review (or show it again), audited in the same transaction; the row is locked so two staff
     * at once make one change. Asking for the state it already has changes and records nothing.
     */
    async setHidden(staff: UserRow, id: string, hidden: boolean, reason: string | undefined) {
      const now = clock();
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for('update');
        if (!row) throw reviewNotFound();
        if ((row.hiddenAt !== null) === hidden) return;
        await tx
          .update(productReviews)
          .set({ hiddenAt: hidden ? now : null })
          .where(eq(productReviews.id, id));
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: hidden ? 'review-hidden' : 'review-shown',
          target: { type: 'product_reviews', id },
          details: { itemId: row.itemId, rating: row.rating },
          reason: reason?.trim() || null,
          at: now,
        });
      });
      const view = await staffView(id);
      if (!view) throw reviewNotFound();
      return view;
    },

    async create(user: UserRow, input: Schema<'Review'>) {
      const reviewer = (user.name ?? '').trim() || user.email;
      if (input.reviewer !== undefined && input.reviewer.trim() !== reviewer) {
        throw validationError('/reviewer', "reviewer must be the member's name");
      }
      if (input.reviewer_email !== undefined && input.reviewer_email.toLowerCase() !== user.email) {
        throw validationError('/reviewer_email', "reviewer_email must be the member's e-mail");
      }
      const review = input.review.trim();
      if (!review) throw validationError('/review', 'review must not be empty');
      const [bought] = await db
        .select({ id: marketplaceOrderItems.id })
        .from(marketplaceOrderItems)
        .innerJoin(marketplaceOrders, eq(marketplaceOrders.id, marketplaceOrderItems.orderId))
        .where(
          and(
            eq(marketplaceOrders.userId, user.id),
            eq(marketplaceOrders.status, 'completed'),
            eq(marketplaceOrderItems.itemId, input.product_id),
          ),
        )
        .limit(1);
      if (!bought) {
        throw new ApiError(
          403,
          'You can only review items from your completed orders.',
          'REVIEW_NOT_ALLOWED',
        );
      }
      const [row] = await db
        .insert(productReviews)
        .values({
          userId: user.id,
          itemId: input.product_id,
          rating: input.rating,
          review,
          reviewer,
          reviewerEmail: user.email,
          createdAt: clock(),
        })
        .onConflictDoNothing()
        .returning({ id: productReviews.id });
      if (!row) throw new ApiError(409, DUPLICATE_REVIEW, 'DUPLICATE_REVIEW');
    },
  };
}

function toStaffReview(row: {
  review: typeof productReviews.$inferSelect;
  item: typeof catalogItems.$inferSelect;
  user: UserRow;
}) {
  const { review, item, user } = row;
  return {
    uuid: review.id,
    product: { id: item.id, name: item.name },
    member: { uuid: user.id, name: user.name, email: user.email },
    rating: review.rating,
    review: review.review,
    reviewer: review.reviewer,
    createdAt: review.createdAt.toISOString(),
    hidden: review.hiddenAt !== null,
  };
}
