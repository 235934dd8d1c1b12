import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import type { TypedHandlers } from '../http/types.js';
import { cartService } from '../services/cart.js';
import type { Services } from '../services/context.js';
import type { MarketplaceOrderService } from '../services/marketplace-orders.js';
import { REVIEW_RECORDED, reviewService } from '../services/reviews.js';
import { requireStaff } from '../services/staff.js';

/** §7's member commerce calls: wishlist, cart, orders (create, list, view, cancel) and reviews (written, read, and hidden by staff). */
export function commerceHandlers(
  services: Services,
  { orders }: { orders: MarketplaceOrderService },
): TypedHandlers {
  const carts = cartService({ db: services.db });
  const reviews = reviewService({ db: services.db, clock: services.clock });
  return {
    async 'POST /user/marketplace/cart/list'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Cart items', data: await carts.cart(user, localeOf(request)) };
    },

    async 'POST /user/marketplace/cart/create'(request) {
      const { user } = authOf(request);
      const data = await carts.addToCart(user, request.body.item);
      return { status: 201, message: 'Item added to cart successfully', data };
    },

    async 'PATCH /user/marketplace/cart/update'(request) {
      const { user } = authOf(request);
      const data = await carts.updateCartItem(user, request.body.uuid, request.body.quantity);
      return { status: 200, message: 'Cart updated', data };
    },

    async 'DELETE /user/marketplace/cart/delete'(request) {
      const { user } = authOf(request);
      await carts.removeFromCart(user, request.body.uuid);
      return { status: 200, message: 'Item removed from cart successfully' };
    },

    async 'POST /user/marketplace/wishlist/list'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Wishlist items', data: await carts.wishlist(user, localeOf(request)) };
    },

    async 'POST /user/marketplace/wishlist/create'(request) {
      const { user } = authOf(request);
      const data = await carts.addToWishlist(user, {
        productId: Number(request.body.productId),
        categoryId: Number(request.body.categoryId),
      });
      return { status: 201, message: 'Item added to wishlist successfully', data };
    },

    async 'DELETE /user/marketplace/wishlist/delete'(request) {
      const { user } = authOf(request);
      await carts.removeFromWishlist(user, request.body.uuid);
      return { status: 200, message: 'Item removed from wishlist successfully' };
    },

    async 'POST /user/marketplace/order/create'(request) {
      const { user } = authOf(request);
      const created = await orders.create(user);
      return {
        status: 201,
        message: 'Order created successfully.',
        data: created
          ? {
              clientSecret: created.clientSecret,
              orderResponse: { id: created.orderId, total: created.total },
            }
          : null,
      };
    },

    async 'POST /user/marketplace/order/list'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Orders', data: await orders.list(user) };
    },

    async 'POST /marketplace/order'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Order', data: await orders.view(user, request.body.id) };
    },

    async 'POST /marketplace/order/cancel'(request) {
      const { user } = authOf(request);
      const data = await orders.cancel(user, request.body.orderId);
      return { status: 200, message: 'Order cancelled successfully.', data };
    },

    async 'POST /user/review/create'(request) {
      const { user } = authOf(request);
      await reviews.create(user, request.body);
      return { status: 201, message: REVIEW_RECORDED };
    },

    async 'GET /marketplace/product/reviews'(request) {
      authOf(request);
      const { product_id: itemId, ...paging } = request.query;
      return { status: 200, message: 'Reviews', data: await reviews.forItem(itemId, paging) };
    },

    async 'GET /staff/reviews'(request) {
      requireStaff(authOf(request).user);
      return { status: 200, message: 'Reviews', data: await reviews.staffList(request.query) };
    },

    async 'PATCH /staff/reviews/{uuid}'(request) {
      const { user } = authOf(request);
      requireStaff(user);
      const { hidden, reason } = request.body;
      const data = await reviews.setHidden(user, request.params.uuid, hidden, reason);
      return { status: 200, message: hidden ? 'The review is hidden.' : 'The review is shown again.', data };
    },
  };
}
