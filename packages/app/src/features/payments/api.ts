import type {
  ApiClient,
  LocalConfirmResult,
  LocalPaymentMethod,
  PaymentConfig,
  PaymentIntentStatus,
} from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** Which card gateway the server uses ('local' or 'stripe') and Stripe's publishable key. */
export async function fetchPaymentConfig(api: ApiClient): Promise<ApiOutcome<PaymentConfig>> {
  return toOutcome(await api.GET('/payment/config'));
}

/** A payment intent's status and amount (integer cents), read by its client secret. */
export async function fetchIntentStatus(
  api: ApiClient,
  clientSecret: string,
): Promise<ApiOutcome<PaymentIntentStatus>> {
  return toOutcome(await api.GET('/payment/intent/status', { params: { query: { clientSecret } } }));
}

export interface LocalCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export async function createLocalPaymentMethod(
  api: ApiClient,
  card: LocalCard,
): Promise<ApiOutcome<LocalPaymentMethod>> {
  return toOutcome(await api.POST('/payment/local/payment-method', { body: { card } }));
}

export async function confirmLocalPayment(
  api: ApiClient,
  clientSecret: string,
  paymentMethodId: string,
): Promise<ApiOutcome<LocalConfirmResult>> {
  return toOutcome(await api.POST('/payment/local/confirm', { body: { clientSecret, paymentMethodId } }));
}
