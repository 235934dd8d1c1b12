import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { LocalCardForm } from './LocalCardForm';

const testCards = [
  { number: '4242424242424242', description: 'Succeeds' },
  { number: '4000000000000002', description: 'Declined at confirmation' },
  { number: '4000000000009995', description: 'Insufficient funds' },
  { number: '4000000000000077', description: 'Stays processing, succeeds later' },
];

const meta = {
  title: 'Components/LocalCardForm',
  component: LocalCardForm,
  tags: ['autodocs'],
  args: { id: 'card-form', onSubmit: fn(), today: { month: 11, year: 2026 }, testCards },
  // The form has no button of its own (the dialog's Submit sits outside it): one stands in here.
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 480 }}>
      <LocalCardForm {...args} />
      <Button type="submit" form={args.id}>
        Submit
      </Button>
    </div>
  ),
} satisfies Meta<typeof LocalCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: /Card number/ });
    await userEvent.type(number, '4242424242424242');
    // Grouped by four as the member types.
    await expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = canvas.getByRole('textbox', { name: /Expiry date/ });
    await userEvent.type(expiry, '0427');
    await expect(expiry).toHaveValue('04/27');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '12a3');
    await expect(canvas.getByRole('textbox', { name: 'CVC' })).toHaveValue('123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Jane Doe');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      number: '4242424242424242',
      expMonth: 4,
      expYear: 2027,
      cvc: '123',
      name: 'Jane Doe',
    });
    // The gateway's test cards are listed as a hint.
    const hint = canvas.getByRole('region', { name: 'Test cards' });
    await expect(within(hint).getByText('4000 0000 0000 0002')).toBeVisible();
  },
};

export const BadCardNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: /Card number/ });
    // One digit off a real test card: the Luhn checksum fails.
    await userEvent.type(number, '4242424242424241');
    await userEvent.tab();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      'This card number is not valid. Please check it and try again.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '1230');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Jane Doe');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(number).toHaveFocus();

    // Fixing the last digit clears the message.
    await userEvent.type(number, '{Backspace}2');
    await expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ExpiredCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expiry = canvas.getByRole('textbox', { name: /Expiry date/ });
    // October 2026 has ended (the story's today is November 2026).
    await userEvent.type(expiry, '1026');
    await userEvent.tab();
    await expect(expiry).toHaveAccessibleDescription('This card has expired');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '1326');
    await userEvent.tab();
    await expect(expiry).toHaveAccessibleDescription('Enter the expiry date as MM/YY');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '1126');
    await userEvent.tab();
    await expect(expiry).not.toHaveAttribute('aria-invalid');
  },
};

export const AllMissing: Story = {
  args: { testCards: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      'Please enter your card number',
    );
    await expect(canvas.getByRole('textbox', { name: /Expiry date/ })).toHaveAccessibleDescription(
      'Please enter the expiry date',
    );
    await expect(canvas.getByRole('textbox', { name: 'CVC' })).toHaveAccessibleDescription(
      'Please enter the CVC',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription(
      'Please enter the name on the card',
    );
    await expect(canvas.queryByRole('region', { name: 'Test cards' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValues: { number: '4242424242424242', expiry: '1230', cvc: '123', name: 'Jane Doe' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: { defaultValues: { number: '4242424242424242', expiry: '1230', cvc: '123', name: 'Jane Doe' } },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expiry = canvas.getByRole('textbox', { name: /Expiry date/ });
    const cvc = canvas.getByRole('textbox', { name: 'CVC' });
    // Expiry comes first, so on the right; the card number itself still reads left to right.
    await expect(expiry.getBoundingClientRect().left).toBeGreaterThan(cvc.getBoundingClientRect().left);
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAttribute('dir', 'ltr');
  },
};
