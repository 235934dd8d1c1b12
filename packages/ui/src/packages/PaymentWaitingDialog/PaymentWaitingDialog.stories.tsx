import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { PaymentWaitingDialog } from './PaymentWaitingDialog';

const meta = {
  title: 'Packages/PaymentWaitingDialog',
  component: PaymentWaitingDialog,
  tags: ['autodocs'],
  decorators: [fullHeight],
  // Open modal dialogs would cover the docs page: each docs example gets its own frame.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: { open: true },
} satisfies Meta<typeof PaymentWaitingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Confirming your payment' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your bank is confirming the payment. This can take a few seconds. Please do not close or refresh this window.',
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Please wait...');
    // The bank has not answered yet: the member cannot close it.
    await expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(dialog).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('dialog')).toBeVisible();
  },
};
