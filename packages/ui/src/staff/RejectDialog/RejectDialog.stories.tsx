import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RejectDialog } from './RejectDialog';

const meta = {
  title: 'Staff/RejectDialog',
  component: RejectDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    subject: 'Alex Morgan — Mindful Minds',
    onReject: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RejectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Reject request' });
    await expect(dialog).toHaveAccessibleDescription(/Alex Morgan — Mindful Minds/);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveFocus();
    // A reason is required: nothing is sent without one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    await userEvent.type(reason, '  The group is full this season. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith('The group is full this season.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Reject request' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(within(dialog).getByText('Please give a reason.')).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Reject request' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeDisabled();
  },
};
