import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarFeedCard } from './CalendarFeedCard';

const url = 'http://localhost:3000/v1/calendar/feed/Qm9vdHN0cmFwcGluZy1hLWNhbGVuZGFyLWZlZWQtdG9rZW4.ics';

const meta = {
  title: 'Calendar/CalendarFeedCard',
  component: CalendarFeedCard,
  tags: ['autodocs'],
  args: { url, onCopy: fn(), onRotate: fn(), onRetry: fn() },
} satisfies Meta<typeof CalendarFeedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Subscribe in your calendar app' })).toBeVisible();
    await expect(canvas.getByLabelText('Private calendar address')).toHaveValue(url);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(args.onCopy).toHaveBeenCalledWith(url);
    await userEvent.click(canvas.getByRole('button', { name: 'Replace address' }));
    await expect(args.onRotate).toHaveBeenCalledOnce();
  },
};

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

export const Rotating: Story = {
  args: { rotating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Replacing...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { url: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { url: null, error: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
