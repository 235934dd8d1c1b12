import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Register for this event?',
    message: 'You are about to register for Mindful Mornings on 05-12-2026.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  // The modal shows in the top layer; a story root as tall as the viewport (less the frame's 16 px
  // padding) puts it inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Register for this event?' });
    await expect(dialog).toHaveAccessibleDescription(/Mindful Mornings/);
    // Focus starts on the choice that changes nothing.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const HealthHeroSession: Story = {
  args: { title: 'Are you sure you want to register for this Health Hero Session ?', message: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', {
      name: 'Are you sure you want to register for this Health Hero Session ?',
    });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Cancel this registration?',
    message: 'Any refund for a cancelled event registration is initiated within 7 business days.',
    confirmLabel: 'Cancel Event',
    cancelLabel: 'Keep it',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('alertdialog');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Cancel Event' })).toHaveFocus();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** A screen's use: ask, run the action while showing progress, close when done. */
function ConfirmFlow({ onConfirm }: Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Register</Button>
      <ConfirmDialog
        open={open}
        busy={busy}
        title="Register for this event?"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setBusy(true);
          onConfirm();
        }}
      />
    </>
  );
}

export const OpenedFromAButton: Story = {
  args: { open: false },
  render: (args) => <ConfirmFlow onConfirm={args.onConfirm} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Register' });
    await userEvent.click(opener);
    const dialog = body(canvasElement).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { variant: 'danger', confirmLabel: 'Leave' } };
