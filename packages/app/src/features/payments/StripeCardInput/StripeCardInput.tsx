import { useEffect, useMemo, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { registerStripeGateway } from '../cardGateway';

interface StripeCardInputProps {
  publishableKey: string;
  /** Submit is allowed once the card element is complete. */
  onCompleteChange: (complete: boolean) => void;
  /** Stripe.js could not be loaded (blocked script, network). */
  onLoadFailed: () => void;
}

/** Registers the card steps for the payment sagas while the card element is mounted. */
function CardElementGateway({ onCompleteChange }: Pick<StripeCardInputProps, 'onCompleteChange'>) {
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    if (!stripe || !elements) return undefined;
    registerStripeGateway({
      async createPaymentMethod() {
        const card = elements.getElement(CardElement);
        if (!card) return { error: '', provider: false };
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        if (error) return { error: error.message ?? '', provider: error.type === 'card_error' };
        return { id: paymentMethod.id };
      },
      async confirmCardPayment(clientSecret, paymentMethodId) {
        const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: paymentMethodId,
        });
        if (error) return { error: error.message ?? '', provider: error.type === 'card_error' };
        if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
          return { status: paymentIntent.status };
        }
        return { error: '', provider: false };
      },
    });
    return () => registerStripeGateway(null);
  }, [stripe, elements]);

  return <CardElement onChange={(event) => onCompleteChange(event.complete)} />;
}

/**
 * Stripe Elements, loaded only when the server's gateway is Stripe (the `pure` entry does not add the script
 * on import). A failed load is reported instead of left as an unhandled rejection.
 */
export function StripeCardInput({ publishableKey, onCompleteChange, onLoadFailed }: StripeCardInputProps) {
  const [failed, setFailed] = useState(false);
  const stripePromise = useMemo(
    () =>
      loadStripe(publishableKey).catch(() => {
        setFailed(true);
        return null;
      }),
    [publishableKey],
  );

  useEffect(() => {
    if (failed) onLoadFailed();
  }, [failed, onLoadFailed]);

  if (failed) return null;
  return (
    <Elements stripe={stripePromise}>
      <CardElementGateway onCompleteChange={onCompleteChange} />
    </Elements>
  );
}

export default StripeCardInput;
