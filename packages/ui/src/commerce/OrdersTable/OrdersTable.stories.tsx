import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { orders } from '../storyFixtures';
import { OrdersTable } from './OrdersTable';

const meta = {
  title: 'Commerce/OrdersTable',
  component: OrdersTable,
  tags: ['autodocs'],
  args: {
    orders: [...orders, { ...orders[0]!, id: 1046, number: '1046', parent_id: 1045 }],
    detailsHref: (order) => `/order/${order.id}`,
    formatDate: (iso) =>
      new Date(iso).toLocaleDateString('en-US', {
        month: 'short',
        day: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four orders (a child order is not listed); status colours of §4; search narrows the rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText('Processing')).toHaveAttribute('data-tone', 'primary');
    await expect(within(rows[0]!).getByText('Nov 23, 2026')).toBeVisible();
    await expect(within(rows[0]!).getAllByText('$51.00')).toHaveLength(2);
    await expect(within(rows[0]!).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/order/1045',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '1043');
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no Order Item!')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};
