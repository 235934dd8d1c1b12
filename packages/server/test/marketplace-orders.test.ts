import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { localWebhookSecret } from '../src/app.js';
import { staffAccount } from '../src/db/seed-data.js';
import {
  catalogItems,
  localGatewayRefunds,
  marketplaceOrderAudit,
  marketplaceOrders,
  staffAudit,
  transactions,
  users,
} from '../src/db/schema.js';
import { catalogItemValues } from '../src/services/catalog.js';
import { MARKETPLACE_ORDER_HOLD_MS } from '../src/services/marketplace-orders.js';
import { hashPassword } from '../src/services/passwords.js';
import { login, mailsTo, PASSWORD, profileForm, readyMember, signUpAndVerify } from './support/members.js';
import { CARDS, confirm, paymentMethod, postSignedEvent } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

interface CartItem {
  uuid: string;
  productId: number;
  quantity: number;
  price: string;
  line_total: string;
  stock_quantity: number | null;
}
interface CartList {
  items: CartItem[];
  subtotal: string;
  total: string;
}
interface Order {
  id: number;
  status: string;
  total: string;
  parent_id: number;
  client_secret: string | null;
  date_expires: string | null;
  line_items: { product_id: number; price: number; quantity: number; subtotal: string; reviewed: boolean }[];
  billing: { first_name: string; city: string; postcode: string };
}
interface Created {
  clientSecret: string;
  orderResponse: { id: number; total: string };
}

let counter = 0;

/** A catalogue item of the test's own (price and stock known), so no test depends on the seed or another test. */
async function item(
  server: TestServer,
  input: {
    regular: string;
    sale?: string;
    stock?: number | null;
    kind?: 'product' | 'service' | 'affiliate';
  },
) {
  counter += 1;
  const [row] = await server.db
    .insert(catalogItems)
    .values(
      catalogItemValues({
        kind: input.kind ?? 'product',
        name: `Test item ${counter}`,
        slug: `test-item-${counter}-${server.driver}-${Math.round(server.clock.now().getTime() / 1000)}`,
        shortDescription: '',
        description: '',
        regular: input.regular,
        sale: input.sale,
        images: [{ src: '/uploads/products/test.png', alt: 'Test' }],
        stockQuantity: input.stock === undefined ? 10 : input.stock,
      }),
    )
    .returning();
  return row!;
}

const stockOf = async (server: TestServer, id: number) =>
  (await server.db.select().from(catalogItems).where(eq(catalogItems.id, id)))[0]?.stockQuantity;

const orderRow = async (server: TestServer, id: number) =>
  (await server.db.select().from(marketplaceOrders).where(eq(marketplaceOrders.id, id)))[0]!;

async function staffToken(server: TestServer) {
  return ((await login(server, staffAccount.email, staffAccount.password)).body.data as { token: string })
    .token;
}

describeEachDatabase(
  'marketplace commerce: wishlist, cart, orders, payment, fulfilment, reviews',
  (server) => {
    const member = async () => {
      const email = uniqueEmail('shopper');
      const token = await readyMember(server, email);
      const address = await server.call('PATCH', '/v1/user/profile/update', {
        token,
        form: profileForm({ addressLine1: '500 Congress Ave' }),
      });
      expect(address.status).toBe(200);
      return { email, token };
    };
    const addToCart = (token: string, productId: number, quantity = 1, extra: object = {}) =>
      server.call<CartItem>('POST', '/v1/user/marketplace/cart/create', {
        token,
        body: { item: { productId, categoryId: 16, quantity, ...extra } },
      });
    const cart = async (token: string) => (await cartList(token)).items;
    const cartList = async (token: string) =>
      (await server.call<CartList>('POST', '/v1/user/marketplace/cart/list', { token })).body.data;
    const placeOrder = (token: string) =>
      server.call<Created | null>('POST', '/v1/user/marketplace/order/create', { token });
    const viewOrder = (token: string, id: number) =>
      server.call<Order>('POST', '/v1/marketplace/order', { token, body: { id } });
    const pay = async (token: string, clientSecret: string, card: string = CARDS.success) =>
      confirm(server, token, clientSecret, await paymentMethod(server, token, card));
    /** A member who bought these items and paid (the order is processing). */
    const paidOrder = async (lines: [number, number][]) => {
      const buyer = await member();
      for (const [id, quantity] of lines)
        expect((await addToCart(buyer.token, id, quantity)).status).toBe(201);
      const created = await placeOrder(buyer.token);
      expect(created.status).toBe(201);
      const { clientSecret, orderResponse } = created.body.data!;
      expect((await pay(buyer.token, clientSecret)).body.data).toEqual({ status: 'succeeded' });
      return { ...buyer, orderId: orderResponse.id };
    };

    test('wishlist: add, the same item again refused, list, remove; only the own rows', async () => {
      const { token } = await member();
      const other = await member();
      const product = await item(server, { regular: '25.00', sale: '19.99' });
      const added = await server.call<{ uuid: string; price: string }>(
        'POST',
        '/v1/user/marketplace/wishlist/create',
        { token, body: { productId: String(product.id), categoryId: '16' } },
      );
      expect(added.body).toMatchObject({ status: 201, message: 'Item added to wishlist successfully' });
      expect(added.body.data.price).toBe('19.99');
      const again = await server.call('POST', '/v1/user/marketplace/wishlist/create', {
        token,
        body: { productId: String(product.id), categoryId: '16' },
      });
      expect(again.body.error?.code).toBe('ALREADY_IN_WISHLIST');
      // Another member cannot remove it.
      const foreign = await server.call('DELETE', '/v1/user/marketplace/wishlist/delete', {
        token: other.token,
        body: { uuid: added.body.data.uuid },
      });
      expect(foreign.status).toBe(404);
      const list = await server.call<unknown[]>('POST', '/v1/user/marketplace/wishlist/list', { token });
      expect(list.body.data).toHaveLength(1);
      const removed = await server.call('DELETE', '/v1/user/marketplace/wishlist/delete', {
        token,
        body: { uuid: added.body.data.uuid },
      });
      expect(removed.body.message).toBe('Item removed from wishlist successfully');
    });

    test('cart: the same item twice is refused with the spec wording; quantity 1..stock; own rows only', async () => {
      const { token } = await member();
      const other = await member();
      const product = await item(server, { regular: '12.00', stock: 4 });
      const added = await addToCart(token, product.id, 2);
      expect(added.body).toMatchObject({ status: 201, message: 'Item added to cart successfully' });
      expect(added.body.data).toMatchObject({ quantity: 2, price: '12.00', stock_quantity: 4 });
      const twice = await addToCart(token, product.id, 1);
      expect(twice.body).toMatchObject({
        status: 409,
        message: 'Item is already in the cart. You can increae the quantity there.',
        error: { code: 'ALREADY_IN_CART' },
      });
      expect((await addToCart(token, product.id, 0)).status).toBe(400);
      const { uuid } = added.body.data;
      const update = (who: string, quantity: number) =>
        server.call<CartItem>('PATCH', '/v1/user/marketplace/cart/update', {
          token: who,
          body: { uuid, quantity },
        });
      expect((await update(token, 0)).status).toBe(400);
      expect((await update(token, -1)).status).toBe(400);
      expect((await update(token, 5)).body).toMatchObject({
        status: 409,
        message: `Sorry, only 4 of ${product.name} left in stock.`,
        error: { code: 'OUT_OF_STOCK' },
      });
      expect((await update(token, 4)).body.data.quantity).toBe(4);
      // Another member's row: not found, and nothing changes.
      expect((await update(other.token, 1)).status).toBe(404);
      const foreignDelete = await server.call('DELETE', '/v1/user/marketplace/cart/delete', {
        token: other.token,
        body: { uuid },
      });
      expect(foreignDelete.status).toBe(404);
      expect((await cart(token)).map((line) => line.quantity)).toEqual([4]);
      expect(await cart(other.token)).toEqual([]);
      // A price sent by the client is not a field.
      const priced = await addToCart(other.token, product.id, 1, { price: '0.01' });
      expect(priced.body.error?.code).toBe('VALIDATION_FAILED');
      // Affiliate items are sold elsewhere.
      const affiliate = await item(server, { regular: '9.00', kind: 'affiliate', stock: null });
      expect((await addToCart(token, affiliate.id)).body.error?.code).toBe('NOT_PURCHASABLE');
      const removed = await server.call('DELETE', '/v1/user/marketplace/cart/delete', {
        token,
        body: { uuid },
      });
      expect(removed.body.message).toBe('Item removed from cart successfully');
      expect(await cart(token)).toEqual([]);
    });

    test('the order total is the server’s: sale price else regular × quantity, read when the order is placed', async () => {
      const { token } = await member();
      const onSale = await item(server, { regular: '25.00', sale: '19.99', stock: 5 });
      const regular = await item(server, { regular: '10.50', stock: null, kind: 'service' });
      await addToCart(token, onSale.id, 2);
      await addToCart(token, regular.id, 3);
      // The cart answers its amounts at the catalogue's prices: the app shows them and computes none.
      expect(await cartList(token)).toMatchObject({
        items: [{ line_total: '39.98' }, { line_total: '31.50' }],
        subtotal: '71.48',
        total: '71.48',
      });
      // The price changes after the item went into the cart: the cart and the order follow the price of now.
      await server.db
        .update(catalogItems)
        .set({ regularPriceCents: 1200 })
        .where(eq(catalogItems.id, regular.id));
      expect(await cartList(token)).toMatchObject({
        items: [{ line_total: '39.98' }, { line_total: '36.00' }],
        subtotal: '75.98',
        total: '75.98',
      });
      // Prices and totals sent by the client are not read: the call takes no body.
      const created = await server.call<Created | null>('POST', '/v1/user/marketplace/order/create', {
        token,
        body: { total: 1, line_items: [{ product_id: onSale.id, price: 0.01 }] },
      });
      expect(created.body).toMatchObject({ status: 201, message: 'Order created successfully.' });
      const { orderResponse, clientSecret } = created.body.data!;
      expect(orderResponse.total).toBe('75.98');
      const order = (await viewOrder(token, orderResponse.id)).body.data;
      expect(order).toMatchObject({
        status: 'pending',
        total: '75.98',
        parent_id: 0,
        client_secret: clientSecret,
      });
      expect(order.line_items.map((l) => [l.price, l.quantity, l.subtotal])).toEqual([
        [19.99, 2, '39.98'],
        [12, 3, '36.00'],
      ]);
      expect(order.billing).toMatchObject({ first_name: 'Alex', city: 'Austin', postcode: '73301' });
      // The intent is for the server's total, in cents.
      const intent = await server.call<{ amount: number }>(
        'GET',
        `/v1/payment/intent/status?clientSecret=${clientSecret}`,
        { token },
      );
      expect(intent.body.data.amount).toBe(7598);
      // Stock is held by the pending order (counted items only).
      expect(await stockOf(server, onSale.id)).toBe(3);
      expect(await stockOf(server, regular.id)).toBeNull();
    });

    test('paid only when the gateway says so; the cart empties, a receipt is mailed; a decline leaves it cancellable', async () => {
      const { token, email } = await member();
      const product = await item(server, { regular: '30.00', stock: 6 });
      await addToCart(token, product.id, 2);
      const { clientSecret, orderResponse } = (await placeOrder(token)).body.data!;
      const declined = await pay(token, clientSecret, CARDS.declined);
      expect(declined.body.data.status).toBe('requires_payment_method');
      expect((await viewOrder(token, orderResponse.id)).body.data.status).toBe('pending');
      expect(await cart(token)).toHaveLength(1);
      // 'Cancel Order and Go Back': cancelled, the stock comes back; cancelling twice is refused.
      const cancel = () =>
        server.call<Order>('POST', '/v1/marketplace/order/cancel', {
          token,
          body: { orderId: orderResponse.id },
        });
      expect((await cancel()).body).toMatchObject({ status: 200, data: { status: 'cancelled' } });
      expect(await stockOf(server, product.id)).toBe(6);
      expect((await cancel()).body.error?.code).toBe('ORDER_NOT_CANCELLABLE');

      // Again, with a good card.
      const second = (await placeOrder(token)).body.data!;
      expect(await stockOf(server, product.id)).toBe(4);
      expect((await pay(token, second.clientSecret)).body.data).toEqual({ status: 'succeeded' });
      const paid = (await viewOrder(token, second.orderResponse.id)).body.data;
      expect(paid).toMatchObject({ status: 'processing', client_secret: null, date_expires: null });
      expect(await cart(token)).toEqual([]);
      expect(await stockOf(server, product.id)).toBe(4);
      await server.runDueJobs();
      const mails = await mailsTo(server, email);
      const receipt = mails.find((m) => m.subject === `Order #${second.orderResponse.id}: payment received`);
      expect(receipt?.text).toContain(`${product.name} × 2`);
      expect(receipt?.text).toContain('$60.00');
    });

    test('a member cancels a paid order until staff ship it: refunded in full by the job, stock back, mailed', async () => {
      const product = await item(server, { regular: '25.00', stock: 5 });
      const buyer = await paidOrder([[product.id, 2]]);
      expect(await stockOf(server, product.id)).toBe(3);
      const cancel = (token: string, orderId: number) =>
        server.call<Order>('POST', '/v1/marketplace/order/cancel', { token, body: { orderId } });
      expect((await cancel(buyer.token, buyer.orderId)).body).toMatchObject({
        status: 200,
        data: { status: 'cancelled' },
      });
      expect(await stockOf(server, product.id)).toBe(5);
      await server.runDueJobs();
      const refunds = await server.db.select().from(localGatewayRefunds);
      expect(refunds.filter((r) => r.metadata.marketplaceOrderId === String(buyer.orderId))).toMatchObject([
        { amount: 5000 },
      ]);
      const refundMail = (await mailsTo(server, buyer.email)).find(
        (m) => m.subject === `Order #${buyer.orderId} refunded`,
      );
      expect(refundMail?.text).toContain('You cancelled this order before it was shipped.');
      expect((await cancel(buyer.token, buyer.orderId)).body.error?.code).toBe('ORDER_NOT_CANCELLABLE');
      // Staff cannot ship what was cancelled; once shipped, the member cannot cancel.
      const staff = await staffToken(server);
      const ship = (orderId: number) =>
        server.call('PATCH', `/v1/staff/orders/${orderId}`, { token: staff, body: { status: 'shipped' } });
      expect((await ship(buyer.orderId)).status).toBe(404);
      const shipped = await paidOrder([[product.id, 1]]);
      expect((await ship(shipped.orderId)).status).toBe(200);
      expect((await cancel(shipped.token, shipped.orderId)).status).toBe(409);
      expect(await stockOf(server, product.id)).toBe(4);
    });

    test('a staff refund gives the stock back unless staff say the goods were shipped', async () => {
      const product = await item(server, { regular: '10.00', stock: 6 });
      const staff = await staffToken(server);
      const refund = (orderId: number, body: object) =>
        server.call<{ status: string }>('POST', `/v1/staff/orders/${orderId}/refund`, { token: staff, body });
      const unsent = await paidOrder([[product.id, 2]]);
      expect(await stockOf(server, product.id)).toBe(4);
      expect((await refund(unsent.orderId, { reason: 'Out of date' })).body.data.status).toBe('refunded');
      expect(await stockOf(server, product.id)).toBe(6);
      const sent = await paidOrder([[product.id, 3]]);
      expect((await refund(sent.orderId, { reason: 'Lost in the post', goodsShipped: true })).status).toBe(
        200,
      );
      expect(await stockOf(server, product.id)).toBe(3);
      expect((await refund(sent.orderId, { goodsShipped: 'yes' })).status).toBe(400);
    });

    test('the same webhook twice pays once; a failure after the success changes nothing', async () => {
      const { token } = await member();
      const product = await item(server, { regular: '15.00', stock: 3 });
      await addToCart(token, product.id, 1);
      const { clientSecret, orderResponse } = (await placeOrder(token)).body.data!;
      const intentId = clientSecret.split('_secret_')[0];
      const secret = localWebhookSecret(server.config.sessionSecret);
      const succeeded = {
        id: `evt_order_${orderResponse.id}_${server.driver}`,
        type: 'payment_intent.succeeded',
        data: { object: { id: intentId, object: 'payment_intent', amount: 1, currency: 'usd' } },
      };
      expect((await postSignedEvent(server, secret, succeeded)).status).toBe(200);
      expect((await postSignedEvent(server, secret, succeeded)).status).toBe(200);
      expect(
        (await postSignedEvent(server, secret, { ...succeeded, id: `${succeeded.id}_again` })).status,
      ).toBe(200);
      const failed = {
        id: `${succeeded.id}_failed`,
        type: 'payment_intent.payment_failed',
        data: {
          object: { id: intentId, object: 'payment_intent', last_payment_error: { message: 'Declined' } },
        },
      };
      expect((await postSignedEvent(server, secret, failed)).status).toBe(200);
      const order = await orderRow(server, orderResponse.id);
      expect(order.status).toBe('processing');
      expect(await stockOf(server, product.id)).toBe(2);
      const paidRows = await server.db
        .select()
        .from(transactions)
        .where(eq(transactions.paymentId, order.paymentId!));
      expect(paidRows.filter((row) => row.status)).toHaveLength(1);
    });

    test('a success arriving after the order was cancelled takes the stock again (out of order)', async () => {
      const { token } = await member();
      const product = await item(server, { regular: '8.00', stock: 2 });
      await addToCart(token, product.id, 2);
      const { clientSecret, orderResponse } = (await placeOrder(token)).body.data!;
      await server.call('POST', '/v1/marketplace/order/cancel', {
        token,
        body: { orderId: orderResponse.id },
      });
      expect(await stockOf(server, product.id)).toBe(2);
      const event = {
        id: `evt_late_${orderResponse.id}_${server.driver}`,
        type: 'payment_intent.succeeded',
        data: { object: { id: clientSecret.split('_secret_')[0], object: 'payment_intent' } },
      };
      await postSignedEvent(server, localWebhookSecret(server.config.sessionSecret), event);
      expect((await orderRow(server, orderResponse.id)).status).toBe('processing');
      expect(await stockOf(server, product.id)).toBe(0);
    });

    test('10 concurrent order/create calls of one member make one payable order, charged once', async () => {
      const { token } = await member();
      const product = await item(server, { regular: '12.00', stock: 50 });
      expect((await addToCart(token, product.id, 2)).status).toBe(201);
      const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(token)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      // Every call meets the one order: the same order and the same payment.
      expect(new Set(answers.map((a) => a.body.data!.orderResponse.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body.data!.clientSecret)).size).toBe(1);
      const [user] = await server.db
        .select({ userId: marketplaceOrders.userId })
        .from(marketplaceOrders)
        .where(eq(marketplaceOrders.id, answers[0]!.body.data!.orderResponse.id));
      const orders = await server.db
        .select()
        .from(marketplaceOrders)
        .where(eq(marketplaceOrders.userId, user!.userId));
      expect(orders.map((o) => o.status)).toEqual(['pending']);
      expect(await stockOf(server, product.id)).toBe(48);
      const methodId = await paymentMethod(server, token, CARDS.success);
      const paid = await Promise.all(
        answers.map((a) => confirm(server, token, a.body.data!.clientSecret, methodId)),
      );
      expect(paid.every((p) => p.body.data.status === 'succeeded')).toBe(true);
      const charged = await server.db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, user!.userId));
      expect(charged.filter((row) => row.status).map((row) => row.total)).toEqual([24]);
      // The same cart again, once paid: nothing is left to order twice (the cart emptied).
      expect((await placeOrder(token)).body).toMatchObject({ status: 400, error: { code: 'CART_EMPTY' } });
    });

    test('order/create again with another cart replaces the unpaid order: its intent can no longer pay', async () => {
      const { token } = await member();
      const first = await item(server, { regular: '6.00', stock: 5 });
      const second = await item(server, { regular: '9.00', stock: 5 });
      await addToCart(token, first.id, 1);
      const a = (await placeOrder(token)).body.data!;
      // The same cart: the same order.
      expect((await placeOrder(token)).body.data).toEqual(a);
      await addToCart(token, second.id, 1);
      const b = (await placeOrder(token)).body.data!;
      expect(b.orderResponse.id).not.toBe(a.orderResponse.id);
      expect((await orderRow(server, a.orderResponse.id)).status).toBe('cancelled');
      const methodId = await paymentMethod(server, token, CARDS.success);
      expect((await confirm(server, token, a.clientSecret, methodId)).body.data).toMatchObject({
        status: 'canceled',
      });
      expect((await confirm(server, token, b.clientSecret, methodId)).body.data).toEqual({
        status: 'succeeded',
      });
      expect([await stockOf(server, first.id), await stockOf(server, second.id)]).toEqual([4, 4]);
    });

    test('20 members buying the last 3 units at once: exactly 3 orders are made', async () => {
      const product = await item(server, { regular: '5.00', stock: 3 });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => member()));
      for (const buyer of buyers) expect((await addToCart(buyer.token, product.id, 1)).status).toBe(201);
      const answers = await Promise.all(buyers.map((buyer) => placeOrder(buyer.token)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(17);
      expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe('OUT_OF_STOCK');
      expect(await stockOf(server, product.id)).toBe(0);
    });

    test('an unpaid order expires after its hold and gives its stock back (the job, on the test clock)', async () => {
      const { token } = await member();
      const product = await item(server, { regular: '20.00', stock: 5 });
      await addToCart(token, product.id, 3);
      const { orderResponse } = (await placeOrder(token)).body.data!;
      expect(await stockOf(server, product.id)).toBe(2);
      server.clock.advance(MARKETPLACE_ORDER_HOLD_MS - 60_000);
      await server.runDueJobs();
      expect((await orderRow(server, orderResponse.id)).status).toBe('pending');
      server.clock.advance(2 * 60_000);
      await server.runDueJobs();
      expect((await viewOrder(token, orderResponse.id)).body.data.status).toBe('cancelled');
      expect(await stockOf(server, product.id)).toBe(5);
      // The cart is still there to try again.
      expect(await cart(token)).toHaveLength(1);
    });

    test('checkout gate, empty cart, nothing to pay, and another member’s order', async () => {
      const email = uniqueEmail('no-address');
      await signUpAndVerify(server, email);
      const bare = ((await login(server, email)).body.data as { token: string }).token;
      const product = await item(server, { regular: '0.00', stock: 4 });
      await addToCart(bare, product.id, 1);
      expect((await placeOrder(bare)).body).toMatchObject({
        status: 400,
        message: 'Please complete your shipping address before checkout',
        error: { code: 'ADDRESS_INCOMPLETE' },
      });
      // A completed profile (city, state, zip, country) without a street is not an address to ship to.
      const noStreetEmail = uniqueEmail('no-street');
      const noStreet = await readyMember(server, noStreetEmail);
      await addToCart(noStreet, product.id, 1);
      expect((await placeOrder(noStreet)).body).toMatchObject({
        status: 400,
        message: 'Please complete your shipping address before checkout',
        error: { code: 'ADDRESS_INCOMPLETE' },
      });
      expect(await stockOf(server, product.id)).toBe(4);
      await server.call('PATCH', '/v1/user/profile/update', {
        token: noStreet,
        form: profileForm({ addressLine1: '1 Main Street' }),
      });
      expect((await placeOrder(noStreet)).status).toBe(201);
      expect(await stockOf(server, product.id)).toBe(3);
      const { token } = await member();
      expect((await placeOrder(token)).body).toMatchObject({ status: 400, error: { code: 'CART_EMPTY' } });
      await addToCart(token, product.id, 2);
      const free = await placeOrder(token);
      expect(free.body).toMatchObject({ status: 201, message: 'Order created successfully.', data: null });
      const orders = (await server.call<Order[]>('POST', '/v1/user/marketplace/order/list', { token })).body
        .data;
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'processing', total: '0.00', parent_id: 0 });
      expect(await cart(token)).toEqual([]);
      // Another member: not found, cannot cancel, and nothing changes.
      const other = await member();
      expect((await viewOrder(other.token, orders[0]!.id)).status).toBe(404);
      const cancel = await server.call('POST', '/v1/marketplace/order/cancel', {
        token: other.token,
        body: { orderId: orders[0]!.id },
      });
      expect(cancel.status).toBe(404);
      expect((await orderRow(server, orders[0]!.id)).status).toBe('processing');
      const theirs = await server.call<Order[]>('POST', '/v1/user/marketplace/order/list', {
        token: other.token,
      });
      expect(theirs.body.data).toEqual([]);
    });

    test('staff fulfil: list, ship, complete, refund through the gateway — audited, mailed; members refused', async () => {
      const product = await item(server, { regular: '40.00', stock: 10 });
      const buyer = await paidOrder([[product.id, 1]]);
      const staff = await staffToken(server);
      // Members get 403 on every fulfilment call.
      expect((await server.call('GET', '/v1/staff/orders', { token: buyer.token })).status).toBe(403);
      const patch = (token: string, status: string, id = buyer.orderId) =>
        server.call<{ status: string }>('PATCH', `/v1/staff/orders/${id}`, { token, body: { status } });
      expect((await patch(buyer.token, 'shipped')).status).toBe(403);
      const refund = (token: string, id = buyer.orderId) =>
        server.call<{ status: string }>('POST', `/v1/staff/orders/${id}/refund`, {
          token,
          body: { reason: 'Damaged' },
        });
      expect((await refund(buyer.token)).status).toBe(403);
      expect((await orderRow(server, buyer.orderId)).status).toBe('processing');

      const list = await server.call<{ items: { id: number; member: { email: string } }[]; total: number }>(
        'GET',
        `/v1/staff/orders?search=${encodeURIComponent(buyer.email)}&sort=total&order=desc`,
        { token: staff },
      );
      expect(list.body.data).toMatchObject({
        total: 1,
        items: [{ id: buyer.orderId, member: { email: buyer.email } }],
      });
      expect((await patch(staff, 'shipped')).body.data.status).toBe('shipped');
      expect((await patch(staff, 'shipped')).body.error?.code).toBe('ORDER_STATUS_CONFLICT');
      expect((await patch(staff, 'completed')).body.data.status).toBe('completed');
      const completed = await server.call<{ items: { id: number }[] }>(
        'GET',
        '/v1/staff/orders?status=completed',
        {
          token: staff,
        },
      );
      expect(completed.body.data.items.map((o) => o.id)).toContain(buyer.orderId);
      expect((await refund(staff)).body.data.status).toBe('refunded');
      expect((await refund(staff)).body.error?.code).toBe('ORDER_STATUS_CONFLICT');
      await server.runDueJobs();
      const intentId = (await viewOrder(buyer.token, buyer.orderId)).body.data;
      expect(intentId.status).toBe('refunded');
      const refunds = await server.db.select().from(localGatewayRefunds);
      expect(refunds.filter((r) => r.metadata.marketplaceOrderId === String(buyer.orderId))).toMatchObject([
        { amount: 4000 },
      ]);
      const audit = await server.db
        .select()
        .from(marketplaceOrderAudit)
        .where(eq(marketplaceOrderAudit.orderId, buyer.orderId));
      expect(audit.map((a) => a.action).sort()).toEqual(['completed', 'refunded', 'shipped']);
      const subjects = (await mailsTo(server, buyer.email)).map((m) => m.subject);
      for (const subject of [
        `Order #${buyer.orderId}: payment received`,
        `Order #${buyer.orderId} has shipped`,
        `Order #${buyer.orderId} is complete`,
        `Order #${buyer.orderId} refunded`,
      ]) {
        expect(subjects).toContain(subject);
      }
      // Unpaid orders are not staff's.
      const unpaid = await member();
      await addToCart(unpaid.token, product.id, 1);
      const pending = (await placeOrder(unpaid.token)).body.data!;
      expect((await patch(staff, 'shipped', pending.orderResponse.id)).status).toBe(404);
    });

    test('staff open one order: address, phone and e-mail; members and editors refused, 404 for unknown or unpaid', async () => {
      const product = await item(server, { regular: '27.00', stock: 10 });
      // A member with a phone: the order records it with the shipping address.
      const shopper = await member();
      await server.db
        .update(users)
        .set({ countryCode: '+1', mobile: '5125550142' })
        .where(eq(users.email, shopper.email));
      await addToCart(shopper.token, product.id, 2);
      const created = (await placeOrder(shopper.token)).body.data!;
      expect((await pay(shopper.token, created.clientSecret)).body.data).toEqual({ status: 'succeeded' });
      const buyer = { ...shopper, orderId: created.orderResponse.id };
      const staff = await staffToken(server);
      const view = (token: string, id = buyer.orderId) =>
        server.call<{
          id: number;
          status: string;
          total: string;
          member: { email: string };
          billing: { address_1: string; city: string; country: string; phone: string };
          line_items: { quantity: number; total: string }[];
        }>('GET', `/v1/staff/orders/${id}`, { token });
      expect((await view(buyer.token)).body).toMatchObject({ status: 403, error: { code: 'STAFF_ONLY' } });
      const editorEmail = uniqueEmail('editor');
      await server.db.insert(users).values({
        email: editorEmail,
        role: 'staff',
        staffRole: 'editor',
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: server.clock.now(),
      });
      const editor = ((await login(server, editorEmail, PASSWORD)).body.data as { token: string }).token;
      expect((await view(editor)).body).toMatchObject({
        status: 403,
        error: { code: 'STAFF_ROLE_FORBIDDEN' },
      });
      expect((await server.call('GET', `/v1/staff/orders/${buyer.orderId}`)).status).toBe(401);

      const answer = await view(staff);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        id: buyer.orderId,
        status: 'processing',
        total: '54.00',
        member: { email: buyer.email },
        billing: { address_1: '500 Congress Ave', city: 'Austin', country: 'United States' },
        line_items: [{ quantity: 2, total: '54.00' }],
      });
      expect(answer.body.data.billing.phone).toBe('+1 5125550142');
      // After a step, the page reads the order where it is now.
      await server.call('PATCH', `/v1/staff/orders/${buyer.orderId}`, {
        token: staff,
        body: { status: 'shipped' },
      });
      expect((await view(staff)).body.data).toMatchObject({
        status: 'shipped',
        date_shipped: expect.any(String),
      });

      expect((await view(staff, 2147483000)).body).toMatchObject({
        status: 404,
        error: { code: 'ORDER_NOT_FOUND' },
      });
      // Unpaid orders are not staff's.
      const unpaid = await member();
      await addToCart(unpaid.token, product.id, 1);
      const pending = (await placeOrder(unpaid.token)).body.data!;
      expect((await view(staff, pending.orderResponse.id)).status).toBe(404);
    });

    test('reviews: only items of the member’s completed orders, once, rating 1 to 5', async () => {
      const product = await item(server, { regular: '11.00', stock: 10 });
      const buyer = await paidOrder([[product.id, 1]]);
      const review = (token: string, body: object) =>
        server.call('POST', '/v1/user/review/create', {
          token,
          body: { product_id: product.id, review: 'Lovely and sturdy.', rating: 5, ...body },
        });
      // Processing, not completed yet.
      expect((await review(buyer.token, {})).body).toMatchObject({
        status: 403,
        error: { code: 'REVIEW_NOT_ALLOWED' },
      });
      const staff = await staffToken(server);
      await server.call('PATCH', `/v1/staff/orders/${buyer.orderId}`, {
        token: staff,
        body: { status: 'completed' },
      });
      expect((await review(buyer.token, { rating: 6 })).status).toBe(400);
      expect((await review(buyer.token, { rating: 0 })).status).toBe(400);
      // Someone who never bought it.
      const stranger = await member();
      expect((await review(stranger.token, {})).status).toBe(403);
      expect((await review(buyer.token, {})).body).toMatchObject({
        status: 201,
        message: 'Thank You for your feedback. Your review has been recorded successfully',
      });
      expect((await review(buyer.token, { rating: 3 })).body).toMatchObject({
        status: 409,
        message: 'Thank you for sharing. We already have your feedback for this offering.',
        error: { code: 'DUPLICATE_REVIEW' },
      });
      const order = (await viewOrder(buyer.token, buyer.orderId)).body.data;
      expect(order.line_items[0]?.reviewed).toBe(true);
    });

    test('reviews are read: shown newest first and paged, as typed, with their average and count; staff hide one (audited)', async () => {
      const product = await item(server, { regular: '12.00', stock: 10 });
      const staff = await staffToken(server);
      const reviewers: { token: string; email: string }[] = [];
      const texts = ['First: fine.', 'Second <b>bold</b> & "quoted"', 'Third\nwith a line break', 'Fourth.'];
      for (const [index, text] of texts.entries()) {
        const buyer = await paidOrder([[product.id, 1]]);
        await server.call('PATCH', `/v1/staff/orders/${buyer.orderId}`, {
          token: staff,
          body: { status: 'completed' },
        });
        server.clock.advance(60_000);
        const created = await server.call('POST', '/v1/user/review/create', {
          token: buyer.token,
          body: { product_id: product.id, review: text, rating: [5, 4, 2, 4][index] },
        });
        expect(created.status).toBe(201);
        reviewers.push(buyer);
      }
      interface ReviewPage {
        averageRating: number | null;
        count: number;
        page: number;
        pageSize: number;
        items: { uuid: string; rating: number; review: string; reviewer: string }[];
      }
      const reviewsOf = (token: string, query = '') =>
        server.call<ReviewPage>('GET', `/v1/marketplace/product/reviews?product_id=${product.id}${query}`, {
          token,
        });
      const reader = await member();
      const first = await reviewsOf(reader.token, '&pageSize=3');
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ averageRating: 3.8, count: 4, page: 1, pageSize: 3 });
      // Newest first, in the reviewer's words exactly (markup is text, not stripped or escaped here).
      expect(first.body.data.items.map((r) => r.review)).toEqual([texts[3], texts[2], texts[1]]);
      expect(JSON.stringify(first.body.data)).not.toContain('@');
      const second = await reviewsOf(reader.token, '&pageSize=3&page=2');
      expect(second.body.data.items.map((r) => r.review)).toEqual([texts[0]]);

      // An item nobody reviewed, an unknown item, bad paging.
      const quiet = await item(server, { regular: '3.00' });
      const none = await server.call<ReviewPage>(
        'GET',
        `/v1/marketplace/product/reviews?product_id=${quiet.id}`,
        {
          token: reader.token,
        },
      );
      expect(none.body.data).toMatchObject({ averageRating: null, count: 0, items: [] });
      expect(
        (
          await server.call('GET', '/v1/marketplace/product/reviews?product_id=999999999', {
            token: reader.token,
          })
        ).body.error?.code,
      ).toBe('PRODUCT_NOT_FOUND');
      expect((await reviewsOf(reader.token, '&pageSize=51')).status).toBe(400);
      expect((await reviewsOf(reader.token, '&page=0')).status).toBe(400);
      expect(
        (await server.call('GET', `/v1/marketplace/product/reviews?product_id=${product.id}`)).status,
      ).toBe(401);

      // Staff list every review, newest first, and hide the second one.
      const list = await server.call<{
        items: { uuid: string; review: string; hidden: boolean }[];
        total: number;
      }>('GET', `/v1/staff/reviews?search=${encodeURIComponent('bold')}`, { token: staff });
      expect(list.body.data.total).toBe(1);
      const target = list.body.data.items[0]!;
      expect(target).toMatchObject({ review: texts[1], hidden: false });
      // Members may not.
      expect((await server.call('GET', '/v1/staff/reviews', { token: reader.token })).status).toBe(403);
      expect(
        (
          await server.call('PATCH', `/v1/staff/reviews/${target.uuid}`, {
            token: reviewers[0]!.token,
            body: { hidden: true },
          })
        ).status,
      ).toBe(403);
      const hidden = await server.call<{ hidden: boolean }>('PATCH', `/v1/staff/reviews/${target.uuid}`, {
        token: staff,
        body: { hidden: true, reason: 'Personal details' },
      });
      expect(hidden.body).toMatchObject({ status: 200, data: { hidden: true } });
      // Asking again changes and records nothing.
      await server.call('PATCH', `/v1/staff/reviews/${target.uuid}`, {
        token: staff,
        body: { hidden: true },
      });
      const after = await reviewsOf(reader.token, '&pageSize=10');
      expect(after.body.data).toMatchObject({ averageRating: 3.7, count: 3 });
      expect(after.body.data.items.map((r) => r.review)).not.toContain(texts[1]);
      const audit = await server.db.select().from(staffAudit).where(eq(staffAudit.targetId, target.uuid));
      expect(audit).toMatchObject([
        { kind: 'review-hidden', reason: 'Personal details', targetType: 'product_reviews' },
      ]);
      // Shown again: counted again, audited again.
      await server.call('PATCH', `/v1/staff/reviews/${target.uuid}`, {
        token: staff,
        body: { hidden: false },
      });
      expect((await reviewsOf(reader.token)).body.data.count).toBe(4);
      const kinds = (
        await server.db.select().from(staffAudit).where(eq(staffAudit.targetId, target.uuid))
      ).map((a) => a.kind);
      expect(kinds.sort()).toEqual(['review-hidden', 'review-shown']);
      expect(
        (
          await server.call('PATCH', '/v1/staff/reviews/00000000-0000-4000-8000-000000000000', {
            token: staff,
            body: { hidden: true },
          })
        ).body.error?.code,
      ).toBe('REVIEW_NOT_FOUND');
    });
  },
);
