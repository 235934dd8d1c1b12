import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { PurchasePendingDialog } from './PurchasePendingDialog';

const meta = {
  title: 'Packages/PurchasePendingDialog',
  component: PurchasePendingDialog,
  tags: ['autodocs'],
  decorators: [fullHeight],
  // Open modal dialogs would cover the docs page: each docs example gets its own frame.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: { open: true, supportEmail: 'support@wellness.example', onOkay: fn() },
} satisfies Meta<typeof PurchasePendingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Your membership is pending' });
    await expect(dialog).toHaveTextContent('may take up to 24 hours to activate');
    await expect(dialog).toHaveTextContent('7-10 working days');
    const mail = within(dialog).getByRole('link', { name: 'support@wellness.example' });
    await expect(mail).toHaveAttribute('href', 'mailto:support@wellness.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await expect(args.onOkay).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: 'Okay' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
