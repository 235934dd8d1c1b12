import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../../components/TextField';
import { LocalCardForm } from '../../components/LocalCardForm';
import type { CardDetails } from '../../components/LocalCardForm';
import { fullHeight } from '../../components/storyDecorators';
import { CardDetailsDialog } from './CardDetailsDialog';
import type { CardDetailsDialogProps } from './CardDetailsDialog';

/** Stands in for the card provider's embedded card element. */
function CardElementStandIn() {
  return <TextField label="Card" placeholder="Card number, MM/YY, CVC" autoComplete="off" />;
}

const meta = {
  title: 'Packages/CardDetailsDialog',
  component: CardDetailsDialog,
  tags: ['autodocs'],
  decorators: [fullHeight],
  // Open modal dialogs would cover the docs page: each docs example gets its own frame.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    amountPayable: 99,
    packageName: 'Explorer',
    children: <CardElementStandIn />,
  },
} satisfies Meta<typeof CardDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    await expect(within(dialog).getByText('Amount payable')).toBeVisible();
    await expect(dialog).toHaveTextContent('$99.00');
    await expect(within(dialog).queryByRole('deletion')).toBeNull();
    await expect(within(dialog).getByText('Explorer membership, billed yearly')).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'After you submit, please do not close or refresh this window until the transaction is complete.',
    );
    // The card input gets focus; Enter in it submits through the dialog's form.
    await expect(within(dialog).getByRole('textbox', { name: 'Card' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    // Not submitting: it can be closed.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Discounted: Story = {
  args: { amountPayable: 100, originalAmount: 199, packageName: 'Champion' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    const original = within(dialog).getByRole('deletion');
    await expect(original).toHaveTextContent('Original price: $199.00');
    await expect(dialog).toHaveTextContent('$100.00');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    const submit = within(dialog).getByRole('button', { name: /Submitting\.\.\./ });
    await expect(submit).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Your transaction is in progress. Please do not close or refresh this window.',
    );
    // Not closable while submitting: no close button, Escape and the backdrop do nothing.
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CardError: Story = {
  args: { errorText: 'Your card was declined.' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

export const SubmitDisabled: Story = {
  args: { submitDisabled: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const testCards = [
  { number: '4242424242424242', description: 'Succeeds' },
  { number: '4000000000000002', description: 'Declined' },
];

/** The screen's use with the local gateway: the card form renders its own form inside the dialog. */
function LocalGatewayHarness(props: CardDetailsDialogProps & { onCard: (card: CardDetails) => void }) {
  const { onCard, ...dialogProps } = props;
  const [submitting, setSubmitting] = useState(false);
  return (
    <CardDetailsDialog {...dialogProps} submitting={submitting}>
      {({ formId, submitting: busy }) => (
        <LocalCardForm
          id={formId}
          disabled={busy}
          today={{ month: 11, year: 2026 }}
          testCards={testCards}
          onSubmit={(card) => {
            setSubmitting(true);
            onCard(card);
          }}
        />
      )}
    </CardDetailsDialog>
  );
}

export const WithLocalCardForm: Story = {
  args: { onSubmit: undefined },
  render: (args) => <LocalGatewayHarness {...args} onCard={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    const number = within(dialog).getByRole('textbox', { name: /Card number/ });
    await expect(number).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // Nothing typed: every field says what is missing, and focus goes to the first one.
    await expect(number).toHaveAccessibleDescription('Please enter your card number');
    await expect(number).toHaveFocus();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.type(number, '4242424242424242');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Expiry/ }), '1230');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name on card' }), 'Jane Doe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledWith({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'Jane Doe',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Submitting/ })).toBeDisabled());
    await expect(number).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const Phone: Story = {
  args: { amountPayable: 100, originalAmount: 199, packageName: 'Champion' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const RightToLeft: Story = {
  args: { amountPayable: 100, originalAmount: 199, packageName: 'Champion' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    const label = within(dialog).getByText('Amount payable');
    const amount = within(dialog).getByRole('deletion');
    // Mirrored: the label on the right, the amount on the left.
    await expect(label.getBoundingClientRect().left).toBeGreaterThan(amount.getBoundingClientRect().left);
  },
};
