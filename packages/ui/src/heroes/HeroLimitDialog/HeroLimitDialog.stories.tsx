import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeroLimitDialog } from './HeroLimitDialog';

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Heroes/HeroLimitDialog',
  component: HeroLimitDialog,
  tags: ['autodocs'],
  args: { open: true, onUpgrade: fn(), onCancel: fn() },
} satisfies Meta<typeof HeroLimitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'You have exceeded the limit to get the Health Hero Session.',
    });
    await expect(
      within(dialog).getByText('Kindly upgrade your Membership package to get more Sessions.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onUpgrade).not.toHaveBeenCalled();
  },
};
