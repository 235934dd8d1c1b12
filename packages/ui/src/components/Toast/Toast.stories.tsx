import { useRef } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast } from './Toast';
import type { ToastKind } from './Toast';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toastContext';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  tags: ['autodocs'],
  args: { kind: 'success', message: 'Password Reset Successful', onClose: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Password Reset Successful');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Success: Story = { args: { kind: 'success', message: 'User Profile updated successfully' } };

export const Error: Story = {
  args: { kind: 'error', message: 'Invalid Email ID or Password' },
  play: async ({ canvasElement }) => {
    // Errors interrupt: they are alerts, the other kinds polite status messages.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid Email ID or Password');
  },
};

export const Info: Story = { args: { kind: 'info', message: 'Payment processing...' } };

export const Warning: Story = {
  args: { kind: 'warning', message: 'Your request cannot be processed right now, Please try again.' },
};

export const AllKindsDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Toast {...args} kind="success" message="Coupon code applied successfully" />
      <Toast {...args} kind="error" message="Invalid Coupon Code" />
      <Toast {...args} kind="info" message="Payment processing..." />
      <Toast {...args} kind="warning" message="Your payment is processing." />
    </div>
  ),
};

/**
 * The toasts render in a portal at the top of the page; a story root as tall as the viewport
 * (less the frame's 16 px padding) puts them inside the screenshot.
 */
const fillViewport: Decorator = (Story) => (
  <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
    <Story />
  </div>
);

const messages: Record<ToastKind, string> = {
  success: 'Your Password Updated Successfully',
  error: 'Invalid Email ID or Password',
  info: 'Payment processing...',
  warning: 'Your payment is processing.',
};

/** Buttons that raise toasts; each message carries a running number so tests can tell them apart. */
function ToastTrigger({ duration }: { duration?: number }) {
  const { show } = useToast();
  const count = useRef(0);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(Object.keys(messages) as ToastKind[]).map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          onClick={() => {
            count.current += 1;
            show({ kind, message: `${messages[kind]} (${count.current})`, duration });
          }}
        >
          Show {kind}
        </Button>
      ))}
    </div>
  );
}

/** The provider, its stack of toasts (top centre) and `useToast().show`. */
export const WithProvider: Story = {
  decorators: [fillViewport],
  render: () => (
    <ToastProvider defaultDuration={Number.POSITIVE_INFINITY}>
      <ToastTrigger />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const toast = await page.findByRole('status');
    await expect(toast).toHaveTextContent('Your Password Updated Successfully (1)');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
  },
};

export const Stacking: Story = {
  decorators: [fillViewport],
  render: () => (
    <ToastProvider defaultDuration={Number.POSITIVE_INFINITY}>
      <ToastTrigger />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(
      within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }),
    );
    for (const kind of ['success', 'error', 'info', 'warning']) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${kind}` }));
    }
    // Newest at the bottom, oldest on top.
    const texts = [...region.getAllByRole('status'), ...region.getAllByRole('alert')]
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((el) => el.textContent);
    await expect(texts).toEqual([
      'Your Password Updated Successfully (1)',
      'Invalid Email ID or Password (2)',
      'Payment processing... (3)',
      'Your payment is processing. (4)',
    ]);
  },
};

export const LimitOfTenPerKind: Story = {
  decorators: [fillViewport],
  render: () => (
    <ToastProvider defaultDuration={Number.POSITIVE_INFINITY}>
      <ToastTrigger />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(
      within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    for (let i = 0; i < 12; i += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    }
    const errors = region.getAllByRole('alert');
    await expect(errors).toHaveLength(10);
    // The two oldest errors went; the info toast, of another kind, stays.
    await expect(errors[0]).toHaveTextContent('Invalid Email ID or Password (4)');
    await expect(errors[9]).toHaveTextContent('Invalid Email ID or Password (13)');
    await expect(region.getByRole('status')).toHaveTextContent('Payment processing... (1)');
  },
};

export const AutoHide: Story = {
  render: () => (
    <ToastProvider defaultDuration={300}>
      <ToastTrigger />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const toast = await page.findByRole('status');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  render: () => (
    <ToastProvider defaultDuration={Number.POSITIVE_INFINITY}>
      <ToastTrigger />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const toast = await page.findByRole('alert');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await expect(toast).not.toBeInTheDocument();
  },
};

export const PausesOnHover: Story = {
  render: () => (
    <ToastProvider defaultDuration={400}>
      <ToastTrigger />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const hovered = await page.findByRole('status');
    await userEvent.hover(hovered);
    // Raise the second toast from the keyboard so the pointer stays on the first.
    canvas.getByRole('button', { name: 'Show error' }).focus();
    await userEvent.keyboard('{Enter}');
    const other = await page.findByRole('alert');
    // The later toast runs out while the hovered one, shown first, is still there.
    await waitFor(() => expect(other).not.toBeInTheDocument());
    await expect(hovered).toBeInTheDocument();
    await userEvent.unhover(hovered);
    await waitFor(() => expect(hovered).not.toBeInTheDocument());
  },
};
