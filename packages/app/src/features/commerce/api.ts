import type { ApiClient, Schema } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export type CartItem = Schema<'CartItem'>;
export type CartList = Schema<'CartList'>;
export type WishlistItem = Schema<'WishlistItem'>;
export type Order = Schema<'Order'>;
export type OrderCreated = Schema<'OrderCreated'>;

/** The cart and what it comes to: the server's subtotal and total (the app computes no amount). */
export async function fetchCart(api: ApiClient): Promise<ApiOutcome<CartList>> {
  return toOutcome(await api.POST('/user/marketplace/cart/list'));
}

export async function addToCart(
  api: ApiClient,
  item: { productId: number; categoryId: number; quantity: number },
): Promise<ApiOutcome<CartItem>> {
  return toOutcome(await api.POST('/user/marketplace/cart/create', { body: { item } }));
}

export async function updateCartItem(
  api: ApiClient,
  uuid: string,
  quantity: number,
): Promise<ApiOutcome<CartItem>> {
  return toOutcome(await api.PATCH('/user/marketplace/cart/update', { body: { uuid, quantity } }));
}

export async function deleteCartItem(api: ApiClient, uuid: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.DELETE('/user/marketplace/cart/delete', { body: { uuid } }));
}

export async function fetchWishlist(api: ApiClient): Promise<ApiOutcome<WishlistItem[]>> {
  return toOutcome(await api.POST('/user/marketplace/wishlist/list'));
}

/** §7: the ids go as text. */
export async function addToWishlist(
  api: ApiClient,
  productId: number,
  categoryId: number,
): Promise<ApiOutcome<WishlistItem>> {
  return toOutcome(
    await api.POST('/user/marketplace/wishlist/create', {
      body: { productId: String(productId), categoryId: String(categoryId) },
    }),
  );
}

export async function deleteWishlistItem(api: ApiClient, uuid: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.DELETE('/user/marketplace/wishlist/delete', { body: { uuid } }));
}

/** Creates an order from the cart: the client secret and order id, or null when nothing is to be paid. */
export async function createOrder(api: ApiClient): Promise<ApiOutcome<OrderCreated | null>> {
  return toOutcome(await api.POST('/user/marketplace/order/create'));
}

export async function fetchOrders(api: ApiClient): Promise<ApiOutcome<Order[]>> {
  return toOutcome(await api.POST('/user/marketplace/order/list'));
}

export async function fetchOrder(api: ApiClient, id: number): Promise<ApiOutcome<Order>> {
  return toOutcome(await api.POST('/marketplace/order', { body: { id } }));
}

export async function cancelOrder(api: ApiClient, orderId: number): Promise<ApiOutcome<Order>> {
  return toOutcome(await api.POST('/marketplace/order/cancel', { body: { orderId } }));
}

export async function createReview(
  api: ApiClient,
  review: { product_id: number; review: string; rating: number; reviewer?: string; reviewer_email?: string },
): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/review/create', { body: review }));
}
