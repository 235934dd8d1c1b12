import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';
import type { SubmittedCard } from '../payments/cardGateway';
import type { CartItem, CartList, Order, WishlistItem } from './api';

/** The order being paid on /checkout: kept in this tab's storage too, so a reload finds it (never in the address). */
export interface CommerceCheckoutSession {
  orderId: number;
  clientSecret: string;
  /** Dollars, the order's total as the server answered it (the payment intent's own amount replaces it when read). */
  amount: number;
}

interface CommerceCheckout {
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  session: CommerceCheckoutSession | null;
  gateway: 'local' | 'stripe' | null;
  publishableKey: string | null;
  /** Pay now is disabled while the payment is confirmed (§4). */
  confirming: boolean;
  cancelling: boolean;
}

interface CommerceState {
  /** The member's cart and wishlist, as the server last said: the toolbar's badges count them. */
  cart: DataList<CartItem>;
  /**
   * What the cart comes to, as the server answered it with the list; null while it is read, and after a change to
   * the cart until the server says it again.
   */
  cartAmounts: Pick<CartList, 'subtotal' | 'total'> | null;
  wishlist: DataList<WishlistItem>;
  orders: DataList<Order>;
  /** The order of /order/{id}: null while read (a failed read leaves it so: §8). */
  order: { id: number | null; data: Order | null };
  /** Cart rows whose quantity or removal is being sent. */
  cartBusy: string[];
  /** Products whose wishlist heart, add to cart or move is being sent. */
  productBusy: number[];
  /** Proceed to Pay: the order is being created. */
  placing: boolean;
  checkout: CommerceCheckout;
  /** The review dialog's item (product id) and whether it is being sent. */
  review: { productId: number | null; sending: boolean };
  /** Products reviewed in this visit. */
  reviewed: number[];
}

export const initialCheckout: CommerceCheckout = {
  status: 'idle',
  session: null,
  gateway: null,
  publishableKey: null,
  confirming: false,
  cancelling: false,
};

const initialState: CommerceState = {
  cart: emptyList(),
  cartAmounts: null,
  wishlist: emptyList(),
  orders: emptyList(),
  order: { id: null, data: null },
  cartBusy: [],
  productBusy: [],
  placing: false,
  checkout: initialCheckout,
  review: { productId: null, sending: false },
  reviewed: [],
};

/** What an add to the cart or wishlist names. */
interface ProductRef {
  productId: number;
  categoryId: number;
  quantity?: number;
}

const without = <T>(list: T[], value: T) => list.filter((entry) => entry !== value);

const commerceSlice = createSlice({
  name: 'commerce',
  initialState,
  reducers: {
    /** The signed-in layout opened: the cart and wishlist are read quietly for the badges. */
    commerceStarted() {},
    cartRequested(state) {
      state.cart = listLoading();
      state.cartAmounts = null;
    },
    /** Read again without emptying the table (after a change, or for the badge). */
    cartRefreshRequested() {},
    cartLoaded(state, action: PayloadAction<CartList>) {
      const { items, subtotal, total } = action.payload;
      state.cart = listLoaded(items);
      state.cartAmounts = { subtotal, total };
    },
    cartFailed(state, action: PayloadAction<string>) {
      state.cart = listFailed(action.payload);
      state.cartAmounts = null;
    },
    wishlistRequested(state) {
      state.wishlist = listLoading();
    },
    wishlistRefreshRequested() {},
    wishlistLoaded(state, action: PayloadAction<WishlistItem[]>) {
      state.wishlist = listLoaded(action.payload);
    },
    wishlistFailed(state, action: PayloadAction<string>) {
      state.wishlist = listFailed(action.payload);
    },

    addToCartRequested(state, action: PayloadAction<ProductRef>) {
      if (!state.productBusy.includes(action.payload.productId))
        state.productBusy.push(action.payload.productId);
    },
    /** The server's new row joins the cart at once (the badge counts it). */
    cartItemAdded(state, action: PayloadAction<CartItem>) {
      state.cartAmounts = null;
      state.productBusy = without(state.productBusy, action.payload.productId);
      if (!state.cart.items.some((item) => item.uuid === action.payload.uuid))
        state.cart.items.push(action.payload);
    },
    productSettled(state, action: PayloadAction<number>) {
      state.productBusy = without(state.productBusy, action.payload);
    },
    quantityChangeRequested(state, action: PayloadAction<{ uuid: string; quantity: number }>) {
      if (!state.cartBusy.includes(action.payload.uuid)) state.cartBusy.push(action.payload.uuid);
    },
    cartItemUpdated(state, action: PayloadAction<CartItem>) {
      state.cartAmounts = null;
      state.cartBusy = without(state.cartBusy, action.payload.uuid);
      state.cart.items = state.cart.items.map((item) =>
        item.uuid === action.payload.uuid ? action.payload : item,
      );
    },
    cartRemoveRequested(state, action: PayloadAction<string>) {
      if (!state.cartBusy.includes(action.payload)) state.cartBusy.push(action.payload);
    },
    cartItemRemoved(state, action: PayloadAction<string>) {
      state.cartAmounts = null;
      state.cartBusy = without(state.cartBusy, action.payload);
      state.cart.items = state.cart.items.filter((item) => item.uuid !== action.payload);
    },
    cartRowSettled(state, action: PayloadAction<string>) {
      state.cartBusy = without(state.cartBusy, action.payload);
    },

    /** The heart: ticked adds, unticked removes (§4). */
    wishlistToggled(state, action: PayloadAction<ProductRef & { wished: boolean }>) {
      if (!state.productBusy.includes(action.payload.productId))
        state.productBusy.push(action.payload.productId);
    },
    wishlistItemAdded(state, action: PayloadAction<WishlistItem>) {
      state.productBusy = without(state.productBusy, action.payload.productId);
      if (!state.wishlist.items.some((item) => item.uuid === action.payload.uuid))
        state.wishlist.items.push(action.payload);
    },
    wishlistItemRemoved(state, action: PayloadAction<WishlistItem>) {
      state.productBusy = without(state.productBusy, action.payload.productId);
      state.wishlist.items = state.wishlist.items.filter((item) => item.uuid !== action.payload.uuid);
    },
    /** My Wishlist's row actions, each confirmed in the table first. */
    wishlistRemoveRequested(state, action: PayloadAction<WishlistItem>) {
      if (!state.productBusy.includes(action.payload.productId))
        state.productBusy.push(action.payload.productId);
    },
    moveToCartRequested(state, action: PayloadAction<WishlistItem>) {
      if (!state.productBusy.includes(action.payload.productId))
        state.productBusy.push(action.payload.productId);
    },

    ordersRequested(state) {
      state.orders = listLoading();
    },
    ordersLoaded(state, action: PayloadAction<Order[]>) {
      state.orders = listLoaded(action.payload);
    },
    ordersFailed(state, action: PayloadAction<string>) {
      state.orders = listFailed(action.payload);
    },
    orderRequested(state, action: PayloadAction<number>) {
      state.order = { id: action.payload, data: state.order.id === action.payload ? state.order.data : null };
      state.reviewed = [];
    },
    orderLoaded(state, action: PayloadAction<Order>) {
      if (state.order.id === action.payload.id) state.order.data = action.payload;
    },

    /** Proceed to Pay on the payment summary: the server creates the order from the cart. */
    placeOrderRequested(state) {
      state.placing = true;
    },
    placeOrderFinished(state) {
      state.placing = false;
    },

    checkoutOpened(state, action: PayloadAction<number>) {
      const session = state.checkout.session?.orderId === action.payload ? state.checkout.session : null;
      state.checkout = { ...initialCheckout, status: 'loading', session };
    },
    checkoutStarted(state, action: PayloadAction<CommerceCheckoutSession>) {
      state.checkout = { ...initialCheckout, status: 'loading', session: action.payload };
    },
    checkoutReady(
      state,
      action: PayloadAction<{
        session: CommerceCheckoutSession;
        gateway: 'local' | 'stripe';
        publishableKey: string | null;
      }>,
    ) {
      state.checkout = { ...initialCheckout, status: 'ready', ...action.payload };
    },
    checkoutUnavailable(state) {
      state.checkout = { ...initialCheckout, status: 'unavailable', session: state.checkout.session };
    },
    payRequested(state, _action: PayloadAction<SubmittedCard>) {
      state.checkout.confirming = true;
    },
    payFailed(state) {
      state.checkout.confirming = false;
    },
    checkoutFinished(state) {
      state.checkout = initialCheckout;
    },
    /** 'Cancel Order and Go Back' on /checkout, or Cancel Order on an unpaid order's page. */
    orderCancelRequested(state, _action: PayloadAction<number>) {
      state.checkout.cancelling = true;
    },
    orderCancelFinished(state) {
      state.checkout.cancelling = false;
    },

    reviewOpened(state, action: PayloadAction<number>) {
      state.review = { productId: action.payload, sending: false };
    },
    reviewClosed(state) {
      state.review = { productId: null, sending: false };
    },
    reviewSubmitted(state, _action: PayloadAction<{ productId: number; rating: number; review: string }>) {
      state.review.sending = true;
    },
    reviewFinished(state, action: PayloadAction<{ productId: number; recorded: boolean }>) {
      state.review = { productId: null, sending: false };
      if (action.payload.recorded && !state.reviewed.includes(action.payload.productId))
        state.reviewed.push(action.payload.productId);
    },
  },
});

export const {
  commerceStarted,
  cartRequested,
  cartRefreshRequested,
  cartLoaded,
  cartFailed,
  wishlistRequested,
  wishlistRefreshRequested,
  wishlistLoaded,
  wishlistFailed,
  addToCartRequested,
  cartItemAdded,
  productSettled,
  quantityChangeRequested,
  cartItemUpdated,
  cartRemoveRequested,
  cartItemRemoved,
  cartRowSettled,
  wishlistToggled,
  wishlistItemAdded,
  wishlistItemRemoved,
  wishlistRemoveRequested,
  moveToCartRequested,
  ordersRequested,
  ordersLoaded,
  ordersFailed,
  orderRequested,
  orderLoaded,
  placeOrderRequested,
  placeOrderFinished,
  checkoutOpened,
  checkoutStarted,
  checkoutReady,
  checkoutUnavailable,
  payRequested,
  payFailed,
  checkoutFinished,
  orderCancelRequested,
  orderCancelFinished,
  reviewOpened,
  reviewClosed,
  reviewSubmitted,
  reviewFinished,
} = commerceSlice.actions;
export const commerceReducer = commerceSlice.reducer;
