import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocalCardForm } from '../../components/LocalCardForm';
import type { CardDetails } from '../../components/LocalCardForm';
import { CheckoutPanel } from './CheckoutPanel';
import type { CheckoutPanelProps } from './CheckoutPanel';

/** Stands in for the provider's card element (Stripe Elements) in the element slot. */
function FakeCardElement() {
  return (
    <div
      style={{ padding: 16, border: '1px dashed currentColor', borderRadius: 8 }}
      aria-label="Card element"
      role="group"
    >
      Card element goes here
    </div>
  );
}

const meta = {
  title: 'Events/CheckoutPanel',
  component: CheckoutPanel,
  tags: ['autodocs'],
  args: { children: <FakeCardElement />, amount: 65, onPay: fn(), onCancelOrder: fn() },
} satisfies Meta<typeof CheckoutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
    await expect(canvas.getByText('$65.00')).toBeVisible();
    await expect(
      canvas.getByText('Please do not go back or close this window until the payment is complete.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Order and Go Back' }));
    await expect(args.onCancelOrder).toHaveBeenCalledOnce();
  },
};

/** The order's line under the title. */
export const WithSummary: Story = {
  args: { summary: 'Heart Health Talk × 3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Heart Health Talk × 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Processing/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel Order and Go Back' })).toBeDisabled();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { payDisabled: true, errorText: 'Your card was declined.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

/** The local gateway: the card form renders its own form; 'Pay now' submits it. */
function LocalGatewayHarness(props: CheckoutPanelProps & { onCard: (card: CardDetails) => void }) {
  const { onCard, ...panelProps } = props;
  const [confirming, setConfirming] = useState(false);
  return (
    <CheckoutPanel {...panelProps} confirming={confirming}>
      {({ formId, confirming: busy }) => (
        <LocalCardForm
          id={formId}
          disabled={busy}
          today={{ month: 11, year: 2026 }}
          onSubmit={(card) => {
            setConfirming(true);
            onCard(card);
          }}
        />
      )}
    </CheckoutPanel>
  );
}

const onCard = fn();

export const WithLocalCardForm: Story = {
  args: { onPay: undefined },
  render: (args) => <LocalGatewayHarness {...args} onCard={onCard} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry/ }), '1230');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Jane Doe');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(onCard).toHaveBeenCalledWith({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'Jane Doe',
    });
    // Pay now stays disabled while the payment is confirmed.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Processing/ })).toBeDisabled());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const pay = within(canvasElement).getByRole('button', { name: 'Pay now' });
    await expect(pay.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
};
