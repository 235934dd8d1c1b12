import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Info } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Price } from '../../components/Price';

export interface CheckoutCardContext {
  /** Id for the caller's own `<form>`: 'Pay now' submits it. */
  formId: string;
  confirming: boolean;
}

export interface CheckoutPanelProps {
  /**
   * The card input. Elements (Stripe's payment element) are wrapped in the panel's own form, which
   * calls `onPay`. A function renders a whole form of its own with the given `formId` (the local
   * card form), which then submits itself and `onPay` is not called.
   */
  children: ReactNode | ((context: CheckoutCardContext) => ReactNode);
  onPay?: () => void;
  /** The payment is being confirmed: 'Pay now' is disabled and the note warns. */
  confirming?: boolean;
  /** 'Pay now' waits until the card input is complete. */
  payDisabled?: boolean;
  /** 'Cancel Order and Go Back': the app cancels the order and goes to its order page. */
  onCancelOrder: () => void;
  /** The order is being cancelled. */
  cancelling?: boolean;
  /** Dollars to pay, shown above the card. */
  amount?: number;
  /** What is being paid for, under the title (e.g. the event and the number of seats). */
  summary?: ReactNode;
  /** A card or payment error to show. */
  errorText?: ReactNode;
  title?: string;
  amountLabel?: string;
  payLabel?: string;
  confirmingLabel?: string;
  note?: string;
  cancelLabel?: string;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 560px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text.primary};

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
`;

const Summary = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

const Amount = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const CardForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
    color: ${({ theme }) => theme.color.warning.fg};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error.fg};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Checkout 'Make Payment': the card input the app provides, 'Pay now' (disabled while confirming),
 * the note not to go back or close, and 'Cancel Order and Go Back'.
 */
export function CheckoutPanel({
  children,
  onPay,
  confirming = false,
  payDisabled = false,
  onCancelOrder,
  cancelling = false,
  amount,
  summary,
  errorText,
  title = 'Make Payment',
  amountLabel = 'Amount payable',
  payLabel = 'Pay now',
  confirmingLabel = 'Processing...',
  note = 'Please do not go back or close this window until the payment is complete.',
  cancelLabel = 'Cancel Order and Go Back',
}: CheckoutPanelProps) {
  const formId = useId();
  const titleId = useId();
  const ownsForm = typeof children === 'function';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirming && !payDisabled) onPay?.();
  };
  return (
    <Panel aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {summary && <Summary>{summary}</Summary>}
      {amount !== undefined && (
        <Amount>
          <span>{amountLabel}</span>
          <Price amount={amount} size="lg" />
        </Amount>
      )}
      {ownsForm ? (
        children({ formId, confirming })
      ) : (
        <CardForm id={formId} noValidate onSubmit={submit}>
          {children}
        </CardForm>
      )}
      {errorText && <ErrorText role="alert">{errorText}</ErrorText>}
      <Note>
        <Info aria-hidden />
        {note}
      </Note>
      <Actions>
        <Button
          type="submit"
          form={formId}
          size="lg"
          fullWidth
          busy={confirming}
          busyLabel={confirmingLabel}
          disabled={payDisabled || cancelling}
        >
          {payLabel}
        </Button>
        <Button variant="tertiary" fullWidth busy={cancelling} disabled={confirming} onClick={onCancelOrder}>
          {cancelLabel}
        </Button>
      </Actions>
    </Panel>
  );
}
