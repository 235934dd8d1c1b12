import type { ApiClient } from '@wellness/api';
import { confirmLocalPayment, createLocalPaymentMethod, type LocalCard } from './api';

/** A card step's failure: `provider` errors are the card provider's own words, shown as they are (§8). */
export interface CardFailure {
  error: string;
  provider: boolean;
}

export type PaymentMethodResult = { id: string } | CardFailure;
export type ConfirmResult = { status: 'succeeded' | 'processing' } | CardFailure;

/** The two card steps a card payment needs (package purchase, event checkout), whichever gateway does them. */
export interface CardGateway {
  createPaymentMethod(): Promise<PaymentMethodResult>;
  confirmCardPayment(clientSecret: string, paymentMethodId: string): Promise<ConfirmResult>;
}

const unknownFailure: CardFailure = { error: '', provider: false };

/** The server's built-in gateway that behaves like the provider's test mode. */
function localCardGateway(api: ApiClient, card: LocalCard): CardGateway {
  return {
    async createPaymentMethod() {
      const result = await createLocalPaymentMethod(api, card);
      if (result.ok) return { id: result.data.paymentMethodId };
      // A refused card (400 with a card code) is the provider's wording; a malformed request is not.
      const provider = result.status === 400 && result.code !== 'VALIDATION_FAILED';
      return { error: result.message, provider };
    },
    async confirmCardPayment(clientSecret, paymentMethodId) {
      const result = await confirmLocalPayment(api, clientSecret, paymentMethodId);
      if (!result.ok) return unknownFailure;
      const { status, error } = result.data;
      if (error) return { error: error.message, provider: true };
      if (status === 'succeeded' || status === 'processing') return { status };
      return unknownFailure;
    },
  };
}

/**
 * Stripe's card element lives in React; the Stripe card input registers its gateway here while it is mounted,
 * and a saga takes it when the member submits.
 */
let stripeGateway: CardGateway | null = null;

export function registerStripeGateway(gateway: CardGateway | null) {
  stripeGateway = gateway;
}

function currentStripeGateway(): CardGateway | null {
  return stripeGateway;
}

/** The card as submitted: the local gateway's fields, or Stripe's card element (read through its bridge). */
export type SubmittedCard = { gateway: 'local'; card: LocalCard } | { gateway: 'stripe' };

/** The gateway that handles a submitted card; null when Stripe's card element is not mounted. */
export function gatewayFor(api: ApiClient, submitted: SubmittedCard): CardGateway | null {
  return submitted.gateway === 'local' ? localCardGateway(api, submitted.card) : currentStripeGateway();
}
