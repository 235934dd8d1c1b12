import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { RegisterConfirmDialog } from './RegisterConfirmDialog';

const meta = {
  title: 'Events/RegisterConfirmDialog',
  component: RegisterConfirmDialog,
  tags: ['autodocs'],
  args: { open: true, onConfirm: fn(), onCancel: fn() },
  decorators: [fullHeight],
} satisfies Meta<typeof RegisterConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Register for this event',
    });
    await expect(dialog).toHaveTextContent('Are you sure you want to register for this event ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
