/** §8's messages for the marketplace commerce calls, as catalog ids (English: the spec's words). */
export const commerceMessages = {
  wishlistAdded: { id: 'app.commerce.toast.wishlistAdded' },
  wishlistRemoved: { id: 'app.commerce.toast.wishlistRemoved' },
  wishlistFailed: { id: 'app.commerce.toast.wishlistFailed' },
  cartAdded: { id: 'app.commerce.toast.cartAdded' },
  alreadyInCart: { id: 'app.commerce.toast.alreadyInCart' },
  cartRemoved: { id: 'app.commerce.toast.cartRemoved' },
  cartFailed: { id: 'app.commerce.toast.cartFailed' },
  minLimit: { id: 'app.commerce.toast.minLimit' },
  maxLimit: (count: number) => ({ id: 'app.commerce.toast.maxLimit', values: { count } }),
  reviewRecorded: { id: 'app.commerce.toast.reviewRecorded' },
  reviewDuplicate: { id: 'app.commerce.toast.reviewDuplicate' },
  reviewNotAllowed: { id: 'app.commerce.toast.reviewNotAllowed' },
  addressIncomplete: { id: 'app.commerce.toast.addressIncomplete' },
  cartEmpty: { id: 'app.commerce.toast.cartEmpty' },
  paymentSucceeded: { id: 'app.commerce.toast.paymentSucceeded' },
  paymentProcessing: { id: 'app.commerce.toast.paymentProcessing' },
  paymentFailed: { id: 'app.commerce.toast.paymentFailed' },
  unexpected: { id: 'app.commerce.toast.unexpected' },
  orderCreated: { id: 'app.commerce.toast.orderCreated' },
  orderCancelled: { id: 'app.commerce.toast.orderCancelled' },
  orderNotCancellable: { id: 'app.commerce.toast.orderNotCancellable' },
} as const;

/** §8: a list that fails to load. */
export const COMMERCE_LIST_FAILED = 'Oops something bad happened!';
