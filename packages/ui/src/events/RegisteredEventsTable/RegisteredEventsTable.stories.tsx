import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { registrations } from '../storyFixtures';
import { RegisteredEventsTable } from './RegisteredEventsTable';

const active = registrations.map((registration) => ({ ...registration, isActive: true }));

const meta = {
  title: 'Events/RegisteredEventsTable',
  component: RegisteredEventsTable,
  tags: ['autodocs'],
  args: { registrations: active, onCancel: fn() },
} satisfies Meta<typeof RegisteredEventsTable>;

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
    const table = canvas.getByRole('table', { name: 'List of Registered Events' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      '#',
      'Event Name',
      'Start Date & Time (PT)',
      'End Date & Time (PT)',
      'Type',
      'Status',
      'Cancel Event',
    ]);
    // Everything but #, Status and Cancel Event sorts.
    for (const name of ['Event Name', 'Start Date & Time (PT)', 'End Date & Time (PT)', 'Type'])
      await expect(within(table).getByRole('button', { name })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'Status' })).toBeNull();

    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(10);
    const first = cellsOf(rows[0]);
    await expect(first[1]).toHaveTextContent('Heart Health Talk 1');
    // 15:00 UTC on 1 April is 08:00 am in Pacific (daylight) Time.
    await expect(first[2]).toHaveTextContent('04-01-2026 08:00 am');
    await expect(first[4]).toHaveTextContent('Online');
    await expect(first[5]).toHaveTextContent('Registered');

    await userEvent.click(canvas.getByRole('button', { name: 'Event Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Event Name' }));
    await expect(cellsOf(bodyRows(canvasElement)[0])[1]).toHaveTextContent('Morning Yoga Flow 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(bodyRows(canvasElement)).toHaveLength(2);
  },
};

export const CancelAsksFirst: Story = {
  decorators: [fullHeight],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    // A paid event ($25): §9's refund note follows the question.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Event: Heart Health Talk 1' }));
    const paid = page.getByRole('alertdialog', { name: 'Cancel Event' });
    await expect(paid).toHaveTextContent(
      'Are you sure you want to cancel your registration for Heart Health Talk 1? Any refund for a cancelled event registration is initiated within 7 business days.',
    );
    await userEvent.click(within(paid).getByRole('button', { name: 'No' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(page.queryByRole('alertdialog')).toBeNull();

    // A free event: nothing to refund, so no refund note.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Event: Morning Yoga Flow 2' }));
    const free = page.getByRole('alertdialog', { name: 'Cancel Event' });
    await expect(free).toHaveTextContent(
      'Are you sure you want to cancel your registration for Morning Yoga Flow 2?',
    );
    await expect(free).not.toHaveTextContent('refund');
    await userEvent.click(within(free).getByRole('button', { name: 'Yes' }));
    await expect(args.onCancel).toHaveBeenCalledWith(active[1]);
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

export const Busy: Story = {
  args: { cancellingUuids: ['reg-1'] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancel Event: Heart Health Talk 1' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
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
  args: { registrations: active.slice(0, 3) },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { registrations: active.slice(0, 3) },
};
