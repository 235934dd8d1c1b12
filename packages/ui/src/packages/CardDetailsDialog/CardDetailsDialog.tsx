import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Info } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Price } from '../../components/Price';

export interface CardInputContext {
  /** Id for the caller's own `<form>`: the Submit button submits it. */
  formId: string;
  submitting: boolean;
}

export interface CardDetailsDialogProps {
  open: boolean;
  /** Asked to close (never while submitting). */
  onClose: () => void;
  /**
   * The card input. Elements (Stripe's card element) are wrapped in the dialog's own form, which
   * calls `onSubmit`. A function renders a whole form of its own with the given `formId` (the local
   * card form), which then submits itself and `onSubmit` is not called.
   */
  children: ReactNode | ((context: CardInputContext) => ReactNode);
  onSubmit?: () => void;
  /** The payment is being submitted: Submit reads 'Submitting...', the dialog cannot be closed. */
  submitting?: boolean;
  /** Dollars to pay now (the quote's amountDue). */
  amountPayable: number;
  /** The package's full price (the quote's packageCost); struck through when it differs. */
  originalAmount?: number | null;
  /** The package being bought, named under the title. */
  packageName?: string;
  /** Submit is disabled until the card input is complete (e.g. Stripe's `complete`). */
  submitDisabled?: boolean;
  /** A card or payment error to show in the dialog. */
  errorText?: ReactNode;
  title?: string;
  /** Under the title, e.g. "Explorer membership, billed yearly". */
  packageLine?: (name: string) => string;
  amountLabel?: string;
  originalPriceLabel?: string;
  submitLabel?: string;
  submittingLabel?: string;
  /** Shown while submitting. */
  progressNote?: string;
  /** Shown before submitting: the same warning, ahead of time. */
  beforeSubmitNote?: string;
  closeLabel?: string;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.primary};
`;

const PackageLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Amount = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};

  & > dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > dd {
    margin: 0;
  }
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};

  & > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
    margin-block-start: 1px;
  }
  &[data-tone='warning'] {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.warning.subtle};
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &[data-tone='warning'] > svg {
    color: ${({ theme }) => theme.color.warning.fg};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.error.subtle};
  color: ${({ theme }) => theme.color.error.fg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const CardForm = styled.form`
  display: contents;
`;

/**
 * Card Details: the amount to pay (the full price struck through when a discount applies), the
 * card input the app provides, and Submit. While submitting the dialog cannot be closed and says
 * that the transaction is in progress.
 */
export function CardDetailsDialog({
  open,
  onClose,
  children,
  onSubmit,
  submitting = false,
  amountPayable,
  originalAmount,
  packageName,
  submitDisabled = false,
  errorText,
  title = 'Card Details',
  packageLine = (name) => `${name} membership, billed yearly`,
  amountLabel = 'Amount payable',
  originalPriceLabel = 'Original price',
  submitLabel = 'Submit',
  submittingLabel = 'Submitting...',
  progressNote = 'Your transaction is in progress. Please do not close or refresh this window.',
  beforeSubmitNote = 'After you submit, please do not close or refresh this window until the transaction is complete.',
  closeLabel,
}: CardDetailsDialogProps) {
  const formId = useId();
  const ownsForm = typeof children === 'function';
  const discounted =
    originalAmount !== undefined && originalAmount !== null && originalAmount !== amountPayable;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && !submitDisabled) onSubmit?.();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={submitting}
      title={title}
      closeLabel={closeLabel}
      actions={
        <Button
          type="submit"
          form={formId}
          variant="primary"
          busy={submitting}
          busyLabel={submittingLabel}
          disabled={submitDisabled}
        >
          {submitLabel}
        </Button>
      }
    >
      <Body>
        {packageName && <PackageLine>{packageLine(packageName)}</PackageLine>}
        <Amount as="dl">
          <dt>{amountLabel}</dt>
          <dd>
            <Price
              size="lg"
              amount={discounted ? originalAmount : amountPayable}
              saleAmount={discounted ? amountPayable : undefined}
              originalPriceLabel={originalPriceLabel}
            />
          </dd>
        </Amount>
        {ownsForm ? (
          children({ formId, submitting })
        ) : (
          <CardForm id={formId} noValidate onSubmit={submit}>
            {children}
          </CardForm>
        )}
        {errorText && <ErrorText role="alert">{errorText}</ErrorText>}
        {/* Always in the page so the note is announced the moment submitting starts. */}
        <div role="status">
          {submitting ? (
            <Note data-tone="warning">
              <Info aria-hidden="true" />
              {progressNote}
            </Note>
          ) : (
            <Note>
              <Info aria-hidden="true" />
              {beforeSubmitNote}
            </Note>
          )}
        </div>
      </Body>
    </Dialog>
  );
}
