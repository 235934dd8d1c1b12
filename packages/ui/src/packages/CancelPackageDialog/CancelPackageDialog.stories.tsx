import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { CancelPackageDialog } from './CancelPackageDialog';

const meta = {
  title: 'Packages/CancelPackageDialog',
  component: CancelPackageDialog,
  tags: ['autodocs'],
  decorators: [fullHeight],
  // Open modal dialogs would cover the docs page: each docs example gets its own frame.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: { open: true, packageName: 'Explorer', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelPackageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Cancel membership' });
    await expect(dialog).toHaveTextContent('Are you sure you want to cancel your Explorer membership?');
    const warnings = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(warnings).toEqual([
      'Your Explorer benefits will expire.',
      'You will get a FREE membership immediately.',
      'There is no refund for the rest of the year.',
      'To get the Explorer benefits again, you will need to subscribe again.',
    ]);
    // The safe answer has focus first.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Cancel membership' });
    await expect(within(dialog).getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alertdialog')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    // Mirrored: the main action ends the row on the left.
    await expect(yes.getBoundingClientRect().left).toBeLessThan(cancel.getBoundingClientRect().left);
  },
};
