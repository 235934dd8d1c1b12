import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PaymentConfig, PaymentIntentStatus } from '@wellness/api';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify, type NotificationKind, type NotificationMessage } from '../notifications/slice';
import { fetchIntentStatus, fetchPaymentConfig } from '../payments/api';
import {
  gatewayFor,
  type CardGateway,
  type ConfirmResult,
  type PaymentMethodResult,
} from '../payments/cardGateway';
import {
  addToCart,
  addToWishlist,
  cancelOrder,
  createOrder,
  createReview,
  deleteCartItem,
  deleteWishlistItem,
  fetchCart,
  fetchOrder,
  fetchOrders,
  fetchWishlist,
  updateCartItem,
  type CartItem,
  type CartList,
  type Order,
  type OrderCreated,
  type WishlistItem,
} from './api';
import { commerceCheckoutStorage } from './checkoutStorage';
import { COMMERCE_LIST_FAILED, commerceMessages } from './messages';
import { checkoutPath, orderPath, ORDERS_PATH } from './paths';
import { hasShippingAddress } from './selectors';
import {
  addToCartRequested,
  cartFailed,
  cartItemAdded,
  cartItemRemoved,
  cartItemUpdated,
  cartLoaded,
  cartRefreshRequested,
  cartRemoveRequested,
  cartRequested,
  cartRowSettled,
  checkoutFinished,
  checkoutOpened,
  checkoutReady,
  checkoutStarted,
  checkoutUnavailable,
  commerceStarted,
  moveToCartRequested,
  orderCancelFinished,
  orderCancelRequested,
  orderLoaded,
  orderRequested,
  ordersFailed,
  ordersLoaded,
  ordersRequested,
  payFailed,
  payRequested,
  placeOrderFinished,
  placeOrderRequested,
  productSettled,
  quantityChangeRequested,
  reviewFinished,
  reviewSubmitted,
  wishlistFailed,
  wishlistItemAdded,
  wishlistItemRemoved,
  wishlistLoaded,
  wishlistRefreshRequested,
  wishlistRemoveRequested,
  wishlistRequested,
  wishlistToggled,
  type CommerceCheckoutSession,
} from './slice';

function* toast(kind: NotificationKind, message: NotificationMessage) {
  const timing = yield* contextValue('timing');
  yield put(notify(kind, message, timing.toastMs));
}

// ------------------------------------------------------------------ lists

/** The cart: loading empties it, success fills it, failure empties it and keeps §8's error (§4). */
function* loadCart() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<CartList> = yield call(fetchCart, api);
  yield put(result.ok ? cartLoaded(result.data) : cartFailed(COMMERCE_LIST_FAILED));
}

function* loadWishlist() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<WishlistItem[]> = yield call(fetchWishlist, api);
  yield put(result.ok ? wishlistLoaded(result.data) : wishlistFailed(COMMERCE_LIST_FAILED));
}

/** The signed-in layout: both lists for the toolbar's badges, side by side. */
function* loadBadges() {
  yield all([call(loadCart), call(loadWishlist)]);
}

export function* loadOrders() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Order[]> = yield call(fetchOrders, api);
  yield put(result.ok ? ordersLoaded(result.data) : ordersFailed(COMMERCE_LIST_FAILED));
}

/** §8: a failed read of an order page is silently ignored (the page keeps waiting). */
export function* loadOrder({ payload: id }: ReturnType<typeof orderRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Order> = yield call(fetchOrder, api, id);
  if (result.ok) yield put(orderLoaded(result.data));
}

// ------------------------------------------------------------------ cart

/** Stock refusals carry the server's own words ('Sorry, only 2 of Yoga mat left in stock.'). */
const stockCodes = new Set(['OUT_OF_STOCK', 'NOT_PURCHASABLE']);

function cartRefusal(code: string, message: string): NotificationMessage {
  if (code === 'ALREADY_IN_CART') return commerceMessages.alreadyInCart;
  if (stockCodes.has(code) && message) return { text: message };
  return commerceMessages.cartFailed;
}

/**
 * Add to Cart (detail pages, My Wishlist): the server's row joins the cart at once; an item already there is
 * §8's 'Item is already in the cart. You can increae the quantity there.'. Returns whether it was added.
 */
function* addItemToCart(productId: number, categoryId: number, quantity: number) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<CartItem> = yield call(addToCart, api, {
    productId,
    categoryId,
    quantity: Math.max(1, Math.floor(quantity)),
  });
  if (result.ok) {
    yield put(cartItemAdded(result.data));
    yield* toast('success', commerceMessages.cartAdded);
    return true;
  }
  yield put(productSettled(productId));
  if (result.status === 401) return false;
  yield* toast('error', cartRefusal(result.code, result.message));
  return false;
}

function* addRequested({ payload }: ReturnType<typeof addToCartRequested>) {
  yield* addItemToCart(payload.productId, payload.categoryId, payload.quantity ?? 1);
}

/** The stepper: the server's row replaces the old one (quantity at least 1, §5). */
export function* changeQuantity({ payload }: ReturnType<typeof quantityChangeRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<CartItem> = yield call(
    updateCartItem,
    api,
    payload.uuid,
    Math.max(1, payload.quantity),
  );
  if (result.ok) {
    yield put(cartItemUpdated(result.data));
    return;
  }
  yield put(cartRowSettled(payload.uuid));
  if (result.status !== 401) yield* toast('error', cartRefusal(result.code, result.message));
}

export function* removeFromCart({ payload: uuid }: ReturnType<typeof cartRemoveRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<unknown> = yield call(deleteCartItem, api, uuid);
  // Not found: it is gone already, which is what the member asked for.
  if (result.ok || result.status === 404) {
    yield put(cartItemRemoved(uuid));
    yield* toast('success', commerceMessages.cartRemoved);
    return;
  }
  yield put(cartRowSettled(uuid));
  if (result.status !== 401) yield* toast('error', commerceMessages.cartFailed);
}

// ------------------------------------------------------------------ wishlist

function* removeWished(item: WishlistItem, quiet = false) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<unknown> = yield call(deleteWishlistItem, api, item.uuid);
  if (result.ok || result.status === 404) {
    yield put(wishlistItemRemoved(item));
    if (!quiet) yield* toast('success', commerceMessages.wishlistRemoved);
    return true;
  }
  yield put(productSettled(item.productId));
  if (result.status !== 401 && !quiet) yield* toast('error', commerceMessages.wishlistFailed);
  return false;
}

/** The heart (§4): ticked adds the item, unticked removes it; §8's words either way. */
function* toggleWishlist({ payload }: ReturnType<typeof wishlistToggled>) {
  const api = yield* contextValue('api');
  const wished: WishlistItem | undefined = yield select((state: RootState) =>
    state.commerce.wishlist.items.find((item) => item.productId === payload.productId),
  );
  if (!payload.wished) {
    if (wished) yield* removeWished(wished);
    else yield put(productSettled(payload.productId));
    return;
  }
  if (wished) {
    yield put(productSettled(payload.productId));
    return;
  }
  const result: ApiOutcome<WishlistItem> = yield call(
    addToWishlist,
    api,
    payload.productId,
    payload.categoryId,
  );
  if (result.ok) {
    yield put(wishlistItemAdded(result.data));
    yield* toast('success', commerceMessages.wishlistAdded);
    return;
  }
  yield put(productSettled(payload.productId));
  if (result.status === 401) return;
  if (result.code === 'ALREADY_IN_WISHLIST') {
    // Another tab added it: the list says so from now on.
    yield call(loadWishlist);
    return;
  }
  yield* toast('error', commerceMessages.wishlistFailed);
}

function* removeWishlistRow({ payload }: ReturnType<typeof wishlistRemoveRequested>) {
  yield* removeWished(payload);
}

/** My Wishlist's move (confirmed first): into the cart, then out of the wishlist. */
export function* moveToCart({ payload: item }: ReturnType<typeof moveToCartRequested>) {
  const added: boolean = yield* addItemToCart(item.productId, item.categoryId, 1);
  if (added) yield* removeWished(item, true);
  else yield put(productSettled(item.productId));
}

// ------------------------------------------------------------------ order and payment

/**
 * Proceed to Pay (§4, §5): the checkout gate first (the server checks it too), then the server creates the order
 * from the cart and prices it. A client secret goes to /checkout; nothing to pay is 'Order created successfully.'
 * and My Orders.
 */
export function* placeOrder() {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const addressKnown: boolean = yield select(hasShippingAddress);
  if (!addressKnown) {
    yield put(placeOrderFinished());
    yield* toast('error', commerceMessages.addressIncomplete);
    return;
  }
  const result: ApiOutcome<OrderCreated | null> = yield call(createOrder, api);
  yield put(placeOrderFinished());
  if (!result.ok) {
    if (result.status === 401) return;
    const message =
      result.code === 'ADDRESS_INCOMPLETE'
        ? commerceMessages.addressIncomplete
        : result.code === 'CART_EMPTY'
          ? commerceMessages.cartEmpty
          : stockCodes.has(result.code) && result.message
            ? { text: result.message }
            : commerceMessages.unexpected;
    // The cart shows what is left now.
    if (stockCodes.has(result.code)) yield put(cartRefreshRequested());
    yield* toast('error', message);
    return;
  }
  if (!result.data) {
    yield* toast('success', commerceMessages.orderCreated);
    yield put(cartRefreshRequested());
    navigate(ORDERS_PATH);
    return;
  }
  const session: CommerceCheckoutSession = {
    orderId: result.data.orderResponse.id,
    clientSecret: result.data.clientSecret,
    // The order's total as the server priced it when it placed the order.
    amount: Number(result.data.orderResponse.total),
  };
  yield call([commerceCheckoutStorage, commerceCheckoutStorage.save], session);
  yield put(checkoutStarted(session));
  navigate(checkoutPath(session.orderId));
}

/** /checkout (also after a reload): the stored order, the gateway, and the payment intent's own amount. */
export function* openCheckout({ payload: orderId }: ReturnType<typeof checkoutOpened>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const current: CommerceCheckoutSession | null = yield select(
    (state: RootState) => state.commerce.checkout.session,
  );
  let session: CommerceCheckoutSession | null =
    current ?? (yield call([commerceCheckoutStorage, commerceCheckoutStorage.load], orderId));
  if (!session) {
    // Another tab, or storage cleared: a pending order still carries its payment's client secret.
    const order: ApiOutcome<Order> = yield call(fetchOrder, api, orderId);
    if (order.ok && order.data.status === 'pending' && order.data.client_secret) {
      session = { orderId, clientSecret: order.data.client_secret, amount: Number(order.data.total) || 0 };
      yield call([commerceCheckoutStorage, commerceCheckoutStorage.save], session);
    }
  }
  if (!session) {
    yield put(checkoutUnavailable());
    return;
  }
  const [config, intent]: [ApiOutcome<PaymentConfig>, ApiOutcome<PaymentIntentStatus>] = yield all([
    call(fetchPaymentConfig, api),
    call(fetchIntentStatus, api, session.clientSecret),
  ]);
  if (!config.ok || (!intent.ok && intent.status === 404)) {
    yield put(checkoutUnavailable());
    return;
  }
  if (intent.ok && (intent.data.status === 'succeeded' || intent.data.status === 'processing')) {
    // Paid already (another tab, or a reload after paying): the order's page says so.
    yield* finishPaid(session, intent.data.status);
    return;
  }
  if (intent.ok && intent.data.status === 'canceled') {
    yield call([commerceCheckoutStorage, commerceCheckoutStorage.clear]);
    yield put(checkoutFinished());
    navigate(orderPath(session.orderId), { replace: true });
    return;
  }
  yield put(
    checkoutReady({
      session: intent.ok ? { ...session, amount: intent.data.amount / 100 } : session,
      gateway: config.data.gateway,
      publishableKey: config.data.publishableKey,
    }),
  );
}

function* finishPaid(session: CommerceCheckoutSession, status: 'succeeded' | 'processing') {
  const navigate = yield* contextValue('navigate');
  yield call([commerceCheckoutStorage, commerceCheckoutStorage.clear]);
  yield put(checkoutFinished());
  yield* toast(
    status === 'succeeded' ? 'success' : 'info',
    status === 'succeeded' ? commerceMessages.paymentSucceeded : commerceMessages.paymentProcessing,
  );
  // The cart was turned into this order.
  yield put(cartRefreshRequested());
  navigate(orderPath(session.orderId), { replace: true });
}

/**
 * Pay now (§4): the card method and the confirmation through the card gateway (the local test gateway or
 * Stripe); the provider's own words for a card error, else 'An unexpected error occurred'. Paid or processing
 * returns to /order/{id}.
 */
export function* pay({ payload }: ReturnType<typeof payRequested>) {
  const api = yield* contextValue('api');
  const session: CommerceCheckoutSession | null = yield select(
    (state: RootState) => state.commerce.checkout.session,
  );
  const gateway: CardGateway | null = gatewayFor(api, payload);
  if (!session || !gateway) {
    yield put(payFailed());
    yield* toast('error', commerceMessages.unexpected);
    return;
  }
  const method: PaymentMethodResult = yield call([gateway, gateway.createPaymentMethod]);
  if ('error' in method) {
    yield put(payFailed());
    yield* toast(
      'error',
      method.provider && method.error ? { text: method.error } : commerceMessages.unexpected,
    );
    return;
  }
  const confirmed: ConfirmResult = yield call(
    [gateway, gateway.confirmCardPayment],
    session.clientSecret,
    method.id,
  );
  if ('error' in confirmed) {
    yield put(payFailed());
    yield* toast(
      'error',
      confirmed.provider && confirmed.error ? { text: confirmed.error } : commerceMessages.unexpected,
    );
    return;
  }
  yield* finishPaid(session, confirmed.status);
}

/** 'Cancel Order and Go Back' (§4): the order is cancelled and the member is back on its page. */
export function* cancel({ payload: orderId }: ReturnType<typeof orderCancelRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const result: ApiOutcome<Order> = yield call(cancelOrder, api, orderId);
  yield put(orderCancelFinished());
  if (result.ok || result.status === 404) {
    yield call([commerceCheckoutStorage, commerceCheckoutStorage.clear]);
    yield put(checkoutFinished());
    if (result.ok) {
      yield put(orderLoaded(result.data));
      yield* toast('success', commerceMessages.orderCancelled);
    }
    navigate(orderPath(orderId), { replace: true });
    return;
  }
  if (result.status === 401) return;
  yield* toast(
    'error',
    result.status === 409 ? commerceMessages.orderNotCancellable : commerceMessages.unexpected,
  );
}

// ------------------------------------------------------------------ reviews

/** §7: the review with the member's name and e-mail; a duplicate is §8's refusal. */
function* submitReview({ payload }: ReturnType<typeof reviewSubmitted>) {
  const api = yield* contextValue('api');
  const user: { name?: string | null; email?: string | null } | null = yield select(
    (state: RootState) => state.session.user,
  );
  const result: ApiOutcome<unknown> = yield call(createReview, api, {
    product_id: payload.productId,
    review: payload.review,
    rating: payload.rating,
    ...(user?.name ? { reviewer: user.name } : {}),
    ...(user?.email ? { reviewer_email: user.email } : {}),
  });
  if (result.ok) {
    yield put(reviewFinished({ productId: payload.productId, recorded: true }));
    yield* toast('success', commerceMessages.reviewRecorded);
    return;
  }
  const duplicate = result.code === 'DUPLICATE_REVIEW';
  yield put(reviewFinished({ productId: payload.productId, recorded: duplicate }));
  if (result.status === 401) return;
  yield* toast(
    'error',
    duplicate
      ? commerceMessages.reviewDuplicate
      : result.code === 'REVIEW_NOT_ALLOWED'
        ? commerceMessages.reviewNotAllowed
        : commerceMessages.unexpected,
  );
}

export function* commerceSaga() {
  yield takeLatest(commerceStarted.type, loadBadges);
  yield takeLatest([cartRequested.type, cartRefreshRequested.type], loadCart);
  yield takeLatest([wishlistRequested.type, wishlistRefreshRequested.type], loadWishlist);
  yield takeLatest(ordersRequested.type, loadOrders);
  yield takeLatest(orderRequested.type, loadOrder);
  yield takeEvery(addToCartRequested.type, addRequested);
  yield takeEvery(quantityChangeRequested.type, changeQuantity);
  yield takeEvery(cartRemoveRequested.type, removeFromCart);
  yield takeEvery(wishlistToggled.type, toggleWishlist);
  yield takeEvery(wishlistRemoveRequested.type, removeWishlistRow);
  yield takeEvery(moveToCartRequested.type, moveToCart);
  yield takeLeading(placeOrderRequested.type, placeOrder);
  yield takeLatest(checkoutOpened.type, openCheckout);
  yield takeLeading(payRequested.type, pay);
  yield takeLeading(orderCancelRequested.type, cancel);
  yield takeLeading(reviewSubmitted.type, submitReview);
}
