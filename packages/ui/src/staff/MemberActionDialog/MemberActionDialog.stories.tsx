import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { MemberActionDialog } from './MemberActionDialog';

const meta = {
  title: 'Staff/MemberActionDialog',
  component: MemberActionDialog,
  decorators: [fullHeight],
  args: {
    open: true,
    action: 'give',
    subject: 'Alex Morgan (alex@example.com)',
    packages: [
      { uuid: 'p1', name: 'Starter' },
      { uuid: 'p2', name: 'Champion' },
    ],
    refundableCents: 4900,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MemberActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Give or extend a package' });
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('button', { name: 'Give package' }));
    await expect(inside.getByText('Please choose a package.')).toBeVisible();
    await expect(inside.getByText('Please give a reason.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(inside.getByRole('combobox', { name: /Package/ }), 'p2');
    await userEvent.clear(inside.getByRole('textbox', { name: /Days/ }));
    await userEvent.type(inside.getByRole('textbox', { name: /Days/ }), '60');
    await userEvent.type(inside.getByRole('textbox', { name: /Reason/ }), 'Speaker at the retreat');
    await userEvent.click(inside.getByRole('button', { name: 'Give package' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'Speaker at the retreat',
      packageId: 'p2',
      days: 60,
    });
  },
};

export const PartialRefund: Story = {
  args: { action: 'refund', subject: 'Explorer, yearly — $49.00' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Refund a payment' });
    const inside = within(dialog);
    await userEvent.type(inside.getByRole('textbox', { name: /Amount/ }), '60');
    await userEvent.type(inside.getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await userEvent.click(inside.getByRole('button', { name: 'Refund' }));
    await expect(inside.getByText('Enter an amount above 0, at most what is left.')).toBeVisible();
    await userEvent.clear(inside.getByRole('textbox', { name: /Amount/ }));
    await userEvent.type(inside.getByRole('textbox', { name: /Amount/ }), '12.5');
    await userEvent.click(inside.getByRole('button', { name: 'Refund' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Goodwill', amountCents: 1250 });
  },
};

export const Erase: Story = {
  args: { action: 'erase' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Erase the member' });
    await expect(within(dialog).getByRole('button', { name: 'Erase' })).toBeEnabled();
  },
};

export const Busy: Story = {
  args: { action: 'block', busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Block the account' });
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { action: 'cancel', error: 'This member holds no package.' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cancel the package' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This member holds no package.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    action: 'block',
    subject: 'أليكس مورغان',
    labels: { reason: 'السبب', cancel: 'إغلاق', close: 'إغلاق' },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog')).toBeVisible();
  },
};
