import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { registrations } from '../storyFixtures';
import { CompletedEventsTable } from './CompletedEventsTable';

const meta = {
  title: 'Events/CompletedEventsTable',
  component: CompletedEventsTable,
  tags: ['autodocs'],
  args: { registrations },
} satisfies Meta<typeof CompletedEventsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  const [, body] = within(canvasElement).getAllByRole('rowgroup');
  return body ? within(body).getAllByRole('row') : [];
}
const cellsOf = (row: HTMLElement | undefined) => (row ? within(row).getAllByRole('cell') : []);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      '#',
      'Event Name',
      'Start Date & Time (PT)',
      'End Date & Time (PT)',
      'Type',
      'Status',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Status' })).toBeNull();
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(10);
    // isActive false (the fifth) is Canceled, the others Completed.
    await expect(cellsOf(rows[0])[5]).toHaveTextContent('Completed');
    await expect(cellsOf(rows[4])[5]).toHaveTextContent('Canceled');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Date & Time (PT)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start Date & Time (PT)' }));
    await expect(cellsOf(bodyRows(canvasElement)[0])[1]).toHaveTextContent('Eating Well with Diabetes 11');
  },
};

export const Empty: Story = {
  args: { registrations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no Registered Events!')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { registrations: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { registrations: [], error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { registrations: registrations.slice(3, 6) },
};
