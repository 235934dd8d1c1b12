import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { PurchaseSuccessDialog } from './PurchaseSuccessDialog';

const meta = {
  title: 'Packages/PurchaseSuccessDialog',
  component: PurchaseSuccessDialog,
  tags: ['autodocs'],
  decorators: [fullHeight],
  // Open modal dialogs would cover the docs page: each docs example gets its own frame.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: { open: true, packageName: 'Explorer', upgraded: false, onStart: fn() },
} satisfies Meta<typeof PurchaseSuccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Assigned: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toHaveAccessibleDescription(
      'The Explorer membership package has been assigned to you.',
    );
    const start = within(dialog).getByRole('button', { name: "Let's Start" });
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const Upgraded: Story = {
  args: { packageName: 'Champion', upgraded: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your membership package has been upgraded to Champion.',
    );
    // Closing it also leads on, as "Let's Start" does.
    await userEvent.keyboard('{Escape}');
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  args: { packageName: 'Champion', upgraded: true },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const title = within(dialog).getByRole('heading', { name: 'Congratulations!' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close.getBoundingClientRect().left).toBeLessThan(title.getBoundingClientRect().left);
  },
};
