import { all, call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type {
  Package,
  PaymentConfig,
  Subscription,
  SubscriptionQuote,
  User,
  UserPackage,
} from '@wellness/api';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import { HOME_PATH } from '../../app/guards/routeAccess';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { pollUntil } from '../../lib/pollUntil';
import { notify, type NotificationMessage } from '../notifications/slice';
import { fetchProfile } from '../session/api';
import { selectUser } from '../session/selectors';
import { userUpdated } from '../session/slice';
import {
  createSubscription,
  fetchPackages,
  fetchQuote,
  requestPackageCancel,
  requestPackageSelect,
  storeCard,
} from './api';
import { fetchPaymentConfig } from '../payments/api';
import {
  gatewayFor,
  type CardFailure,
  type CardGateway,
  type ConfirmResult,
  type PaymentMethodResult,
} from '../payments/cardGateway';
import {
  cardDialogOpened,
  cardSubmitFailed,
  cardSubmitted,
  packageCancelConfirmed,
  packageCancelFinished,
  packageSelectFinished,
  packageSelectRequested,
  packagesFailed,
  packagesLoaded,
  packagesRequested,
  paymentWaiting,
  purchaseClosed,
  purchaseSettled,
  purchaseStarted,
  type SubmittedCard,
} from './slice';
import { purchaseTiming, type PurchaseTiming } from './timing';

const LIST_FAILED = 'Oops something bad happened!';

/** The spec's messages (§8), mapped in one place to catalog ids. */
const messages = {
  paymentRequired: { id: 'app.packages.toast.paymentRequired' },
  paymentFailed: { id: 'app.packages.toast.paymentFailed' },
  cancelled: { id: 'app.packages.toast.cancelled' },
  freeNotCancellable: { id: 'app.packages.toast.freeNotCancellable' },
  failed: { id: 'app.packages.toast.failed' },
} satisfies Record<string, NotificationMessage>;

function* toastError(message: NotificationMessage) {
  const timing = yield* contextValue('timing');
  yield put(notify('error', message, timing.toastMs));
}

function* loadPackages() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Package[]> = yield call(fetchPackages, api);
  yield put(result.ok ? packagesLoaded(result.data) : packagesFailed(LIST_FAILED));
}

/** A free package (cost 0, Starter) is assigned directly, yearly, without payment; the success dialog follows. */
function* selectFree(pkg: Package) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<UserPackage> = yield call(requestPackageSelect, api, pkg.uuid);
  if (!result.ok) {
    yield* toastError(result.status === 402 ? messages.paymentRequired : messages.failed);
    yield put(purchaseClosed());
    return;
  }
  const user: User | null = yield select(selectUser);
  if (user) yield put(userUpdated({ ...user, package: result.data }));
  yield put(purchaseSettled('success'));
}

/** One submit of the card dialog: card method, saved card, subscription, confirmation. True once paid. */
function* payOnce(pkg: Package, submitted: SubmittedCard) {
  const api = yield* contextValue('api');
  const gateway: CardGateway | null = gatewayFor(api, submitted);
  if (!gateway) return failure(null);

  const method: PaymentMethodResult = yield call([gateway, gateway.createPaymentMethod]);
  if ('error' in method) return failure(method);
  const stored: ApiOutcome<unknown> = yield call(storeCard, api, method.id);
  if (!stored.ok) return failure(null);
  const subscription: ApiOutcome<Subscription> = yield call(createSubscription, api, pkg.uuid);
  if (!subscription.ok) return failure(null);
  const { clientSecret } = subscription.data;
  if (clientSecret === null) return true;
  const confirmed: ConfirmResult = yield call([gateway, gateway.confirmCardPayment], clientSecret, method.id);
  if ('error' in confirmed) return failure(confirmed);
  return true;
}

/** The notification for a failed submit: the provider's words, or the generic payment message. */
function failure(cardFailure: CardFailure | null): NotificationMessage {
  return cardFailure?.provider && cardFailure.error ? { text: cardFailure.error } : messages.paymentFailed;
}

/**
 * After payment the webhook grants the package: re-read the profile until it shows the chosen package or the
 * decision window ends. The member's stored profile follows each successful read.
 */
function* awaitPackage(packageUuid: string, timing: PurchaseTiming) {
  const api = yield* contextValue('api');
  const granted: boolean = yield* pollUntil(
    { everyMs: timing.profilePollMs, withinMs: timing.decisionWindowMs },
    function* readProfile() {
      const profile: ApiOutcome<User> = yield call(fetchProfile, api);
      if (!profile.ok) return false;
      yield put(userUpdated(profile.data));
      return profile.data.package?.uuid === packageUuid;
    },
  );
  return granted;
}

/** A paid package: quote, card dialog, payment (retried from the dialog after a failure), then the outcome. */
function* purchasePaid(pkg: Package, timing: PurchaseTiming) {
  const api = yield* contextValue('api');
  const [quote, config]: [ApiOutcome<SubscriptionQuote>, ApiOutcome<PaymentConfig>] = yield all([
    call(fetchQuote, api, pkg.uuid),
    call(fetchPaymentConfig, api),
  ]);
  if (!quote.ok || !config.ok) {
    yield* toastError(messages.paymentFailed);
    yield put(purchaseClosed());
    return;
  }
  yield put(
    cardDialogOpened({
      quote: quote.data,
      gateway: config.data.gateway,
      publishableKey: config.data.publishableKey,
    }),
  );
  for (;;) {
    const { submit }: { submit?: ReturnType<typeof cardSubmitted> } = yield race({
      submit: take(cardSubmitted.type),
      closed: take(purchaseClosed.type),
    });
    if (!submit) return;
    const paid: true | NotificationMessage = yield call(payOnce, pkg, submit.payload);
    if (paid === true) break;
    yield* toastError(paid);
    yield put(cardSubmitFailed());
  }
  yield put(paymentWaiting());
  const granted: boolean = yield call(awaitPackage, pkg.uuid, timing);
  yield put(purchaseSettled(granted ? 'success' : 'pending'));
}

function* startPurchase(timing: PurchaseTiming, action: ReturnType<typeof packageSelectRequested>) {
  const packages: Package[] = yield select((state: RootState) => state.packages.list.items);
  const pkg = packages.find((item) => item.uuid === action.payload);
  if (!pkg) {
    yield* toastError(messages.failed);
    yield put(packageSelectFinished());
    return;
  }
  const user: User | null = yield select(selectUser);
  yield put(purchaseStarted({ uuid: pkg.uuid, name: pkg.name, upgraded: Boolean(user?.package) }));
  if (pkg.annualCost === 0) yield* selectFree(pkg);
  else yield* purchasePaid(pkg, timing);
}

/** Cancel membership: the member gets Starter (data[0]) at once and goes to the dashboard. */
function* cancelPackage() {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const navigate = yield* contextValue('navigate');
  const result: ApiOutcome<UserPackage[]> = yield call(requestPackageCancel, api);
  if (result.ok) {
    const user: User | null = yield select(selectUser);
    if (user) yield put(userUpdated({ ...user, package: result.data[0] ?? null }));
    yield put(notify('success', messages.cancelled, timing.toastMs));
    navigate(HOME_PATH);
  } else {
    yield* toastError(result.status === 400 ? messages.freeNotCancellable : messages.failed);
  }
  yield put(packageCancelFinished());
}

export function createPackagesSaga(timing: PurchaseTiming = purchaseTiming) {
  return function* packagesSaga() {
    yield takeLatest(packagesRequested.type, loadPackages);
    yield takeLatest(packageSelectRequested.type, startPurchase, timing);
    yield takeLeading(packageCancelConfirmed.type, cancelPackage);
  };
}

export const packagesSaga = createPackagesSaga();
