import { beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '@wellness/api';
import { aUser, fail, ok } from '@wellness/api/testing';
import { runWithHarness, startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { commerceCheckoutStorage } from '../checkoutStorage';
import { commerceSaga, loadOrder } from '../saga';
import { selectCartAmounts, selectCartCount, selectWishlistCount } from '../selectors';
import {
  addToCartRequested,
  cartRemoveRequested,
  checkoutOpened,
  commerceReducer,
  commerceStarted,
  moveToCartRequested,
  orderCancelRequested,
  orderRequested,
  payRequested,
  placeOrderRequested,
  quantityChangeRequested,
  reviewSubmitted,
  wishlistToggled,
} from '../slice';

type CartItem = Schema<'CartItem'>;
type WishlistItem = Schema<'WishlistItem'>;
type Order = Schema<'Order'>;

const mat: CartItem = {
  uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
  productId: 101,
  categoryId: 16,
  name: 'Yoga mat',
  image: [],
  category: [{ id: 17, name: 'Fitness', slug: 'fitness' }],
  regular_price: '25.00',
  sale_price: '19.50',
  price: '19.50',
  quantity: 2,
  line_total: '39.00',
  stock_quantity: 40,
};
const tea: CartItem = {
  ...mat,
  uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
  productId: 102,
  name: 'Chamomile tea',
  regular_price: '12.10',
  sale_price: '',
  price: '12.10',
  quantity: 3,
  line_total: '36.30',
};
/** The cart list as the server answers it: its lines and what they come to. */
const cartOf = (items: CartItem[], subtotal = '75.30') => ({ items, subtotal, total: subtotal });

const wishedTea: WishlistItem = {
  uuid: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
  productId: 102,
  categoryId: 16,
  name: 'Chamomile tea',
  image: [],
  category: [],
  regular_price: '12.10',
  sale_price: '',
  price: '12.10',
};
const order: Order = {
  id: 1043,
  number: '1043',
  date_created: '2026-11-20T10:15:00.000Z',
  status: 'completed',
  total: '75.30',
  total_tax: '0.00',
  shipping_total: '0.00',
  parent_id: 0,
  date_paid: null,
  date_completed: null,
  date_expires: null,
  client_secret: null,
  billing: {
    first_name: 'Alex',
    last_name: 'Morgan',
    address_1: '12 Willow Lane',
    address_2: '',
    city: 'Austin',
    state: 'Texas',
    postcode: '73301',
    country: 'United States',
    phone: '5125550147',
  },
  line_items: [],
};
const secret = 'pi_local_1043_secret_ab12';
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

function harness(routes: HarnessOptions['routes'], user = aUser()) {
  return startHarness(commerceSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user } },
  });
}
type Run = ReturnType<typeof harness>;

async function withLists(run: Run) {
  run.dispatch(commerceStarted());
  await run.until(
    () =>
      run.state.commerce.cart.status === 'succeeded' && run.state.commerce.wishlist.status === 'succeeded',
  );
}

beforeEach(() => sessionStorage.clear());

describe('badges and the cart', () => {
  it("reads the cart and wishlist for the badges; the cart's amounts are the server's, never computed again", async () => {
    const run = harness({
      // The server priced the cart after a price change: its figures are shown as they are.
      'POST /user/marketplace/cart/list': ok(cartOf([mat, tea], '80.00')),
      'POST /user/marketplace/wishlist/list': ok([wishedTea]),
    });
    await withLists(run);
    run.stop();
    expect(selectCartCount(run.state)).toBe(2);
    expect(selectWishlistCount(run.state)).toBe(1);
    expect(selectCartAmounts(run.state)).toEqual({ subtotal: 80, total: 80 });
  });

  it("adds to the cart: the server's row joins at once and §8's toast shows", async () => {
    const run = harness({
      'POST /user/marketplace/cart/list': ok(cartOf([mat], '39.00')),
      'POST /user/marketplace/wishlist/list': ok([]),
      'POST /user/marketplace/cart/create': ok(
        { ...tea, quantity: 2 },
        'Item added to cart successfully',
        201,
      ),
    });
    await withLists(run);
    run.dispatch(addToCartRequested({ productId: 102, categoryId: 16, quantity: 2 }));
    expect(run.state.commerce.productBusy).toEqual([102]);
    await run.until(() => selectCartCount(run.state) === 2);
    run.stop();
    expect(run.fetch.callsTo('POST /user/marketplace/cart/create')[0]?.body).toEqual({
      item: { productId: 102, categoryId: 16, quantity: 2 },
    });
    expect(run.state.commerce.productBusy).toEqual([]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.commerce.toast.cartAdded', durationMs: 3000 },
    ]);
  });

  it("an item already in the cart is refused with 'Item is already in the cart. You can increae the quantity there.'", async () => {
    const run = harness({
      'POST /user/marketplace/cart/create': fail(
        409,
        'Item is already in the cart. You can increae the quantity there.',
        'ALREADY_IN_CART',
      ),
    });
    run.dispatch(addToCartRequested({ productId: 101, categoryId: 16 }));
    await run.until(() => run.state.commerce.productBusy.length === 0);
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.commerce.toast.alreadyInCart', durationMs: 3000 },
    ]);
    expect(run.state.commerce.cart.items).toEqual([]);
  });

  it("the stepper saves the quantity; removal says 'Item removed from cart successfully' and the badge drops", async () => {
    const run = harness({
      'POST /user/marketplace/cart/list': ok(cartOf([mat, tea])),
      'POST /user/marketplace/wishlist/list': ok([]),
      'PATCH /user/marketplace/cart/update': ok({ ...tea, quantity: 4 }),
      'DELETE /user/marketplace/cart/delete': ok(null, 'Item removed from cart successfully'),
    });
    await withLists(run);
    run.dispatch(quantityChangeRequested({ uuid: tea.uuid, quantity: 4 }));
    await run.until(() => run.state.commerce.cart.items[1]?.quantity === 4);
    run.dispatch(cartRemoveRequested(mat.uuid));
    await run.until(() => selectCartCount(run.state) === 1);
    run.stop();
    expect(run.fetch.callsTo('PATCH /user/marketplace/cart/update')[0]?.body).toEqual({
      uuid: tea.uuid,
      quantity: 4,
    });
    expect(run.fetch.callsTo('DELETE /user/marketplace/cart/delete')[0]?.body).toEqual({ uuid: mat.uuid });
    expect(run.state.commerce.cartBusy).toEqual([]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.commerce.toast.cartRemoved', durationMs: 3000 },
    ]);
  });

  it("a failed removal says 'Oops something bad happends' and keeps the row", async () => {
    const run = harness({
      'POST /user/marketplace/cart/list': ok(cartOf([mat], '39.00')),
      'POST /user/marketplace/wishlist/list': ok([]),
      'DELETE /user/marketplace/cart/delete': fail(500, 'Boom', 'INTERNAL'),
    });
    await withLists(run);
    run.dispatch(cartRemoveRequested(mat.uuid));
    await run.until(() => run.state.commerce.cartBusy.length === 0);
    run.stop();
    expect(selectCartCount(run.state)).toBe(1);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.commerce.toast.cartFailed', durationMs: 3000 },
    ]);
  });
});

describe('wishlist', () => {
  it('the heart adds (ids as text) and removes; the badge follows each change', async () => {
    const run = harness({
      'POST /user/marketplace/cart/list': ok(cartOf([], '0.00')),
      'POST /user/marketplace/wishlist/list': ok([]),
      'POST /user/marketplace/wishlist/create': ok(wishedTea, 'Item added to wishlist successfully', 201),
      'DELETE /user/marketplace/wishlist/delete': ok(null, 'Item removed from wishlist successfully'),
    });
    await withLists(run);
    run.dispatch(wishlistToggled({ productId: 102, categoryId: 16, wished: true }));
    await run.until(() => selectWishlistCount(run.state) === 1);
    run.dispatch(wishlistToggled({ productId: 102, categoryId: 16, wished: false }));
    await run.until(() => selectWishlistCount(run.state) === 0);
    run.stop();
    expect(run.fetch.callsTo('POST /user/marketplace/wishlist/create')[0]?.body).toEqual({
      productId: '102',
      categoryId: '16',
    });
    expect(run.fetch.callsTo('DELETE /user/marketplace/wishlist/delete')[0]?.body).toEqual({
      uuid: wishedTea.uuid,
    });
    expect(run.toasts().map((toast) => toast.message)).toEqual([
      'app.commerce.toast.wishlistAdded',
      'app.commerce.toast.wishlistRemoved',
    ]);
  });

  it("a failed heart says 'Some this bad happend.'", async () => {
    const run = harness({ 'POST /user/marketplace/wishlist/create': fail(500, 'Boom', 'INTERNAL') });
    run.dispatch(wishlistToggled({ productId: 102, categoryId: 16, wished: true }));
    await run.until(() => run.state.commerce.productBusy.length === 0);
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.commerce.toast.wishlistFailed', durationMs: 3000 },
    ]);
  });

  it('moving to the cart adds it to the cart and takes it off the wishlist', async () => {
    const run = harness({
      'POST /user/marketplace/cart/list': ok(cartOf([], '0.00')),
      'POST /user/marketplace/wishlist/list': ok([wishedTea]),
      'POST /user/marketplace/cart/create': ok(
        { ...tea, quantity: 1 },
        'Item added to cart successfully',
        201,
      ),
      'DELETE /user/marketplace/wishlist/delete': ok(null),
    });
    await withLists(run);
    run.dispatch(moveToCartRequested(wishedTea));
    await run.until(() => selectWishlistCount(run.state) === 0);
    run.stop();
    expect(selectCartCount(run.state)).toBe(1);
    expect(run.fetch.callsTo('POST /user/marketplace/cart/create')[0]?.body).toEqual({
      item: { productId: 102, categoryId: 16, quantity: 1 },
    });
    expect(run.toasts().map((toast) => toast.message)).toEqual(['app.commerce.toast.cartAdded']);
  });
});

describe('placing the order', () => {
  it('an empty shipping address is refused before any call (§5)', async () => {
    const run = harness(
      {},
      aUser({ addressLine1: '', addressLine2: null, zipCode: ' ', state: '', country: '', city: '' }),
    );
    run.dispatch(placeOrderRequested());
    await run.until(() => !run.state.commerce.placing);
    run.stop();
    expect(run.fetch.callsTo('POST /user/marketplace/order/create')).toEqual([]);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.commerce.toast.addressIncomplete', durationMs: 3000 },
    ]);
  });

  it('the server refusing the address says the same', async () => {
    const run = harness({
      'POST /user/marketplace/order/create': fail(
        400,
        'Please complete your shipping address before checkout',
        'ADDRESS_INCOMPLETE',
      ),
    });
    run.dispatch(placeOrderRequested());
    await run.until(() => run.toasts().length === 1);
    run.stop();
    expect(run.toasts()[0]?.message).toBe('app.commerce.toast.addressIncomplete');
  });

  it('a client secret goes to /checkout, kept in this tab so a reload finds it', async () => {
    const run = harness({
      'POST /user/marketplace/cart/list': ok(cartOf([mat, tea])),
      'POST /user/marketplace/wishlist/list': ok([]),
      'POST /user/marketplace/order/create': ok(
        { clientSecret: secret, orderResponse: { id: 1043, total: '75.30' } },
        'Order created successfully.',
        201,
      ),
    });
    await withLists(run);
    run.dispatch(placeOrderRequested());
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.navigations).toEqual(['/checkout?orderId=1043']);
    expect(commerceCheckoutStorage.load(1043)).toEqual({ orderId: 1043, clientSecret: secret, amount: 75.3 });
    expect(run.state.commerce.placing).toBe(false);
  });

  it("nothing to pay: 'Order created successfully.' and My Orders", async () => {
    const run = harness({
      'POST /user/marketplace/order/create': ok(null, 'Order created successfully.', 201),
      'POST /user/marketplace/cart/list': ok(cartOf([], '0.00')),
    });
    run.dispatch(placeOrderRequested());
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.navigations).toEqual(['/orders']);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.commerce.toast.orderCreated', durationMs: 3000 },
    ]);
  });
});

describe('checkout', () => {
  const routes = {
    'GET /payment/config': ok({ gateway: 'local' as const, publishableKey: null }),
    'GET /payment/intent/status': ok({
      status: 'requires_payment_method' as const,
      amount: 7530,
      currency: 'usd',
    }),
    'POST /payment/local/payment-method': ok({ paymentMethodId: 'pm_local_1' }),
    'POST /payment/local/confirm': ok({ status: 'succeeded' as const }),
    'POST /user/marketplace/cart/list': ok(cartOf([], '0.00')),
  } satisfies HarnessOptions['routes'];

  async function open(run: Run) {
    run.dispatch(checkoutOpened(1043));
    await run.until(() => run.state.commerce.checkout.status === 'ready');
  }

  it("survives a reload: the order from this tab's storage, the amount from the server", async () => {
    commerceCheckoutStorage.save({ orderId: 1043, clientSecret: secret, amount: 70 });
    const run = harness(routes);
    await open(run);
    run.stop();
    expect(run.state.commerce.checkout.session).toEqual({
      orderId: 1043,
      clientSecret: secret,
      amount: 75.3,
    });
  });

  it("a new tab finds the payment through the pending order's client secret", async () => {
    const run = harness({
      ...routes,
      'POST /marketplace/order': ok({ ...order, status: 'pending' as const, client_secret: secret }),
    });
    await open(run);
    run.stop();
    expect(run.state.commerce.checkout.session).toEqual({
      orderId: 1043,
      clientSecret: secret,
      amount: 75.3,
    });
    expect(commerceCheckoutStorage.load(1043)?.clientSecret).toBe(secret);
  });

  it("an out-of-stock refusal at Proceed to Pay shows the server's words and reads the cart again", async () => {
    const run = harness({
      'POST /user/marketplace/order/create': fail(
        409,
        'Sorry, only 2 of Yoga mat left in stock.',
        'OUT_OF_STOCK',
      ),
      'POST /user/marketplace/cart/list': ok(cartOf([mat], '39.00')),
    });
    run.dispatch(placeOrderRequested());
    await run.until(() => run.state.commerce.cart.status === 'succeeded');
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'Sorry, only 2 of Yoga mat left in stock.', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual([]);
  });

  it('without the stored order or a pending one the checkout is unavailable', async () => {
    const run = harness(routes);
    run.dispatch(checkoutOpened(1043));
    await run.until(() => run.state.commerce.checkout.status === 'unavailable');
    run.stop();
    expect(run.fetch.callsTo('POST /marketplace/order')).toHaveLength(1);
    expect(run.fetch.callsTo('GET /payment/intent/status')).toEqual([]);
  });

  it("Pay now is disabled while confirming; a paid order says 'Payment succeeded!' and returns to /order/{id}", async () => {
    commerceCheckoutStorage.save({ orderId: 1043, clientSecret: secret, amount: 75.3 });
    const run = harness(routes);
    await open(run);
    run.dispatch(payRequested({ gateway: 'local', card }));
    expect(run.state.commerce.checkout.confirming).toBe(true);
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.navigations).toEqual(['/order/1043']);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.commerce.toast.paymentSucceeded', durationMs: 3000 },
    ]);
    expect(commerceCheckoutStorage.load(1043)).toBeNull();
    expect(run.fetch.callsTo('POST /payment/local/confirm')[0]?.body).toEqual({
      clientSecret: secret,
      paymentMethodId: 'pm_local_1',
    });
  });

  it("a declined card shows the provider's words and Pay now is enabled again", async () => {
    commerceCheckoutStorage.save({ orderId: 1043, clientSecret: secret, amount: 75.3 });
    const run = harness({
      ...routes,
      'POST /payment/local/confirm': ok({
        status: 'requires_payment_method' as const,
        error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    });
    await open(run);
    run.dispatch(payRequested({ gateway: 'local', card }));
    await run.until(() => !run.state.commerce.checkout.confirming);
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'Your card was declined.', durationMs: 3000 }]);
    expect(run.navigations).toEqual([]);
    expect(commerceCheckoutStorage.load(1043)).not.toBeNull();
  });

  it("'Cancel Order and Go Back' cancels the order and goes to its page", async () => {
    commerceCheckoutStorage.save({ orderId: 1043, clientSecret: secret, amount: 75.3 });
    const run = harness({
      ...routes,
      'POST /marketplace/order/cancel': ok({ ...order, status: 'cancelled' as const }),
    });
    await open(run);
    run.dispatch(orderCancelRequested(1043));
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.fetch.callsTo('POST /marketplace/order/cancel')[0]?.body).toEqual({ orderId: 1043 });
    expect(run.navigations).toEqual(['/order/1043']);
    expect(commerceCheckoutStorage.load(1043)).toBeNull();
  });
});

describe('order details and reviews', () => {
  it('a failed read of the order is silently ignored (§8)', async () => {
    const action = orderRequested(1043);
    const run = await runWithHarness(
      loadOrder,
      {
        routes: { 'POST /marketplace/order': fail(500, 'Boom', 'INTERNAL') },
        state: { commerce: commerceReducer(undefined, action) },
      },
      action,
    );
    expect(run.fetch.callsTo('POST /marketplace/order')[0]?.body).toEqual({ id: 1043 });
    expect(run.state.commerce.order).toEqual({ id: 1043, data: null });
    expect(run.toasts()).toEqual([]);
  });

  it("a review sends the member's name and e-mail; a duplicate is refused with §8's words", async () => {
    const user = aUser({ name: 'Alex Morgan', email: 'alex@example.com' });
    const run = harness(
      {
        'POST /user/review/create': [
          ok(null, 'Thank You for your feedback. Your review has been recorded successfully', 201),
          fail(
            409,
            'Thank you for sharing. We already have your feedback for this offering.',
            'DUPLICATE_REVIEW',
          ),
        ],
      },
      user,
    );
    run.dispatch(reviewSubmitted({ productId: 102, rating: 5, review: 'Calming.' }));
    await run.until(() => run.toasts().length === 1);
    run.dispatch(reviewSubmitted({ productId: 102, rating: 4, review: 'Again.' }));
    await run.until(() => run.toasts().length === 2);
    run.stop();
    expect(run.fetch.callsTo('POST /user/review/create')[0]?.body).toEqual({
      product_id: 102,
      review: 'Calming.',
      rating: 5,
      reviewer: 'Alex Morgan',
      reviewer_email: 'alex@example.com',
    });
    expect(run.toasts().map((toast) => toast.message)).toEqual([
      'app.commerce.toast.reviewRecorded',
      'app.commerce.toast.reviewDuplicate',
    ]);
    expect(run.state.commerce.reviewed).toEqual([102]);
  });
});
