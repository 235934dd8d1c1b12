import type { Schema } from '@wellness/api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { marketplaceOrderItems, marketplaceOrders, productReviews, type UserRow } from '../db/schema.js';
import { ApiError, validationError } from '../errors.js';

/** §8, word for word. */
export const DUPLICATE_REVIEW = 'Thank you for sharing. We already have your feedback for this offering.';
export const REVIEW_RECORDED = 'Thank You for your feedback. Your review has been recorded successfully';

/**
 * Reviews (marketplace.md §2 Review dialog, §4): a member reviews an item of one of their own completed orders,
 * once per item (a unique index, so two submissions at once record one).
 */
export function reviewService(deps: { db: Database }) {
  const { db } = deps;
  return {
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
        })
        .onConflictDoNothing()
        .returning({ id: productReviews.id });
      if (!row) throw new ApiError(409, DUPLICATE_REVIEW, 'DUPLICATE_REVIEW');
    },
  };
}
