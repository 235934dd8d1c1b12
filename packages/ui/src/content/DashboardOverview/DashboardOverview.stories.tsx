import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { DashboardOverview } from './DashboardOverview';

const meta = {
  title: 'Content/DashboardOverview',
  component: DashboardOverview,
  tags: ['autodocs'],
  args: {
    nextEvent: { title: 'Mindful Mornings', detail: '11-25-2026 08:00 AM (PT)' },
    nextSession: { title: 'Dr. Amara Okafor', detail: '11-26-2026 10:30 AM' },
    membership: { title: 'Explorer', detail: 'Expires on Mar 03, 2027' },
    vouchers: { title: '2 vouchers to redeem' },
    actions: {
      nextEvent: <Button variant="tertiary">Open calendar</Button>,
      membership: <Button variant="secondary">Upgrade Plan</Button>,
    },
  },
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your overview' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('Mindful Mornings')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { nextEvent: null, nextSession: null, membership: null, vouchers: { title: 'No vouchers' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No upcoming registered event yet.')).toBeVisible();
    await expect(within(canvasElement).getByText('No package selected yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading...')).toHaveLength(3);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
