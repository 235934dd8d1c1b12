import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops something bad happened!');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TransactionHistory: Story = {
  args: { message: 'Opps something bad happened!', size: 'sm', onRetry: fn(), retryLabel: 'Retry' },
  play: async ({ canvasElement }) => {
    // The spec's own spelling is kept for this screen.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Opps something bad happened!');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { onRetry: fn() } };
