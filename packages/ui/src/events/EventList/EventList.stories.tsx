import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { events } from '../storyFixtures';
import { EventList } from './EventList';

const meta = {
  title: 'Events/EventList',
  component: EventList,
  tags: ['autodocs'],
  args: { events, onKnowMore: fn() },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Upcoming Events' });
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Know More: Eating Well with Diabetes' }));
    await expect(args.onKnowMore).toHaveBeenCalledWith(events[2]);
    // The first row's pictures load at once (the page's largest paint); the rest when scrolled to.
    const pictures = [...list.querySelectorAll('img')];
    await expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      null,
    ]);
    await expect(pictures[3]).toHaveAttribute('loading', 'lazy');
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Upcoming Event found!')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops something bad happened!');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { events: events.slice(0, 2) },
};
