import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessions } from '../storyFixtures';
import { RegisteredSessionsTable } from './RegisteredSessionsTable';

const meta = {
  title: 'Heroes/RegisteredSessionsTable',
  component: RegisteredSessionsTable,
  tags: ['autodocs'],
  args: { sessions },
} satisfies Meta<typeof RegisteredSessionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending (null), Accepted (true) and Rejected (false); date MM-DD-YYYY, time hh:mm a. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Registered HH Sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Dr. Priya Shah');
    await expect(rows[0]).toHaveTextContent('01-15-2027');
    await expect(rows[0]).toHaveTextContent('05:30 pm');
    await expect(rows[0]).toHaveTextContent('Pending');
    await expect(rows[1]).toHaveTextContent('Accepted');
    await expect(rows[2]).toHaveTextContent('Rejected');
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no Registered Health Hero!')).toBeVisible();
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
