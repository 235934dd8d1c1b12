import type { NotificationKind, NotificationMessage } from '../notifications/slice';
import { notify } from '../notifications/slice';
import { put } from 'redux-saga/effects';
import { contextValue } from '../../app/sagaContext';

/** §8 Events: the checkout's messages, mapped to catalog ids in one place. */
export const checkoutMessages = {
  orderFailed: { id: 'app.events.toast.detailsFailed' },
  paymentStartFailed: { id: 'app.events.toast.paymentStartFailed' },
  registered: { id: 'app.events.toast.registered' },
  alreadyRegistered: { id: 'app.events.toast.alreadyRegistered' },
  paymentInProgress: { id: 'app.events.toast.paymentInProgress' },
  eventFull: { id: 'app.events.toast.eventFull' },
  registrationClosed: { id: 'app.events.toast.registrationClosed' },
  unexpectedCardError: { id: 'app.events.toast.unexpectedError' },
  paymentSucceeded: { id: 'app.events.toast.paymentSucceeded' },
  paymentProcessing: { id: 'app.events.toast.paymentProcessing' },
  paymentUnsuccessful: { id: 'app.events.toast.paymentUnsuccessful' },
  orderCancelled: { id: 'app.events.toast.orderCancelled' },
  orderNotCancellable: { id: 'app.events.toast.orderNotCancellable' },
  returnSucceeded: { id: 'app.events.payment.succeeded' },
  returnProcessing: { id: 'app.events.payment.processing' },
  returnFailed: { id: 'app.events.payment.failed' },
  returnUnknown: { id: 'app.events.payment.unknown' },
  returnUnreadable: { id: 'app.events.payment.unreadable' },
} satisfies Record<string, NotificationMessage>;

export function* toast(kind: NotificationKind, message: NotificationMessage) {
  const timing = yield* contextValue('timing');
  yield put(notify(kind, message, timing.toastMs));
}
