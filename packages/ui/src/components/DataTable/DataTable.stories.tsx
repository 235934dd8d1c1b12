import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { XCircle } from 'lucide-react';
import styled from 'styled-components';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps } from './DataTable';

interface RegisteredEvent {
  id: string;
  name: string;
  /** ISO instants, fixed so every screenshot is the same. */
  start: string;
  end: string;
  startText: string;
  endText: string;
  mode: 'Online' | 'Offline';
}

const names = [
  'Morning Yoga Flow',
  'Mindful Breathing',
  'Heart Health Talk',
  'Diabetes Diet Clinic',
  'Senior Forum Meetup',
  'Youth Forum Q&A',
  'Women Wellness Circle',
  'Cancer Care Support',
  'Corporate Stress Relief',
  'Lifestyle Reset',
  'Sound Bath Evening',
  'Healthy Cooking Class',
];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 23 events on fixed dates in April–May 2026. */
const allEvents: RegisteredEvent[] = Array.from({ length: 23 }, (_, i) => {
  const day = ((i * 3) % 28) + 1;
  const month = i < 12 ? 4 : 5;
  const hour = 8 + (i % 9);
  const name = `${names[i % names.length] ?? 'Event'}${i >= names.length ? ' II' : ''}`;
  const date = `${pad(month)}-${pad(day)}-2026`;
  const clock = (h: number) => `${pad(((h + 11) % 12) + 1)}:00 ${h < 12 ? 'AM' : 'PM'}`;
  return {
    id: `ev-${i + 1}`,
    name,
    start: `2026-${pad(month)}-${pad(day)}T${pad(hour)}:00:00`,
    end: `2026-${pad(month)}-${pad(day)}T${pad(hour + 1)}:30:00`,
    startText: `${date} ${clock(hour)}`,
    endText: `${date} ${clock(hour + 1).replace(':00', ':30')}`,
    mode: i % 3 === 0 ? 'Offline' : 'Online',
  };
});

const StatusPill = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.info.subtle};
  color: ${({ theme }) => theme.color.info.fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const CancelButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.error.fg};
  cursor: pointer;
`;

const onCancel = fn();

const columns: DataTableColumn<RegisteredEvent>[] = [
  { id: 'number', header: '#', cell: (_row, index) => index + 1, sortValue: (row) => row.id.slice(3) },
  { id: 'name', header: 'Event Name', cell: (row) => row.name, sortValue: (row) => row.name },
  {
    id: 'start',
    header: 'Start Date & Time (PT)',
    cell: (row) => row.startText,
    sortValue: (row) => row.start,
  },
  { id: 'end', header: 'End Date & Time (PT)', cell: (row) => row.endText, sortValue: (row) => row.end },
  { id: 'type', header: 'Type', cell: (row) => row.mode, sortValue: (row) => row.mode },
  { id: 'status', header: 'Status', cell: () => <StatusPill>Registered</StatusPill> },
  {
    id: 'cancel',
    header: 'Cancel Event',
    align: 'center',
    cell: (row) => (
      <CancelButton type="button" aria-label={`Cancel ${row.name}`} onClick={() => onCancel(row.id)}>
        <XCircle aria-hidden="true" size={20} />
      </CancelButton>
    ),
  },
];

type EventTableProps = DataTableProps<RegisteredEvent>;

const meta = {
  title: 'Components/DataTable',
  component: DataTable as (props: EventTableProps) => ReturnType<typeof DataTable>,
  tags: ['autodocs'],
  args: {
    caption: 'List of Registered Events',
    rows: allEvents.slice(0, 8),
    columns,
    getRowId: (row: RegisteredEvent) => row.id,
    emptyText: 'There are no Registered Events!',
    onSortChange: fn(),
    onPageChange: fn(),
    onSearchChange: fn(),
  },
} satisfies Meta<EventTableProps>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  const [, body] = within(canvasElement).getAllByRole('rowgroup');
  return body ? within(body).getAllByRole('row') : [];
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'List of Registered Events' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(8);
    // Sortable columns carry aria-sort; Status and Cancel Event are not sortable.
    await expect(canvas.getByRole('columnheader', { name: 'Event Name' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.queryByRole('button', { name: 'Status' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel Event' })).toBeNull();
    // Few rows: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Morning Yoga Flow' }));
    await expect(onCancel).toHaveBeenLastCalledWith('ev-1');
  },
};

export const Sorted: Story = {
  args: { defaultSort: { columnId: 'name', direction: 'ascending' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('columnheader', { name: 'Event Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(bodyRows(canvasElement)[0]!).getByText('Cancer Care Support')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Event Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'descending' });
    await expect(within(bodyRows(canvasElement)[0]!).getByText('Youth Forum Q&A')).toBeVisible();

    // Sorting another column by keyboard starts ascending and clears the first one.
    canvas.getByRole('button', { name: 'Start Date & Time (PT)' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Start Date & Time (PT)' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(within(bodyRows(canvasElement)[0]!).getByText('04-01-2026 08:00 AM')).toBeVisible();
    // The row number follows the shown order.
    await expect(within(bodyRows(canvasElement)[0]!).getByText('1')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(within(bodyRows(canvasElement)[0]!).getByText('04-22-2026 03:00 PM')).toBeVisible();
  },
};

export const Searching: Story = {
  args: {
    rows: allEvents,
    searchText: (row: RegisteredEvent) => row.name,
    searchLabel: 'Search for an Event',
    noMatchText: 'No match found',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search for an Event' });
    await expect(bodyRows(canvasElement)).toHaveLength(10);

    await userEvent.type(search, 'YOGA');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('YOGA');
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText('Morning Yoga Flow')).toBeVisible();
    await expect(within(rows[1]!).getByText('Morning Yoga Flow II')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'pilates');
    await expect(canvas.getByRole('status')).toHaveTextContent('No match found');

    await userEvent.clear(search);
    await userEvent.type(search, 'forum');
    await expect(bodyRows(canvasElement)).toHaveLength(4);
  },
};

export const Paged: Story = {
  args: { rows: allEvents },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(within(bodyRows(canvasElement)[0]!).getByText('11')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await expect(within(bodyRows(canvasElement)[2]!).getByText('23')).toBeVisible();
  },
};

export const CustomPageSize: Story = {
  args: { rows: allEvents, pageSize: 5 },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(within(canvasElement).getByText('Page 1 of 5')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no Registered Events!')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('There are no Registered Events!')).toBeNull();
  },
};

export const Error: Story = {
  args: { rows: [], error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};

export const ErrorWithOwnMessage: Story = {
  args: { rows: [], error: 'Opps something bad happened!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Opps something bad happened!');
  },
};

export const Phone: Story = {
  args: { rows: allEvents.slice(0, 3) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = bodyRows(canvasElement);
    // Every value is labelled by its header inside the card.
    await expect(within(first!).getByText('Event Name')).toBeVisible();
    await expect(within(first!).getByText('Start Date & Time (PT)')).toBeVisible();
    // Sorting stays available as buttons above the cards.
    await userEvent.click(canvas.getByRole('button', { name: 'Event Name' }));
    await expect(within(bodyRows(canvasElement)[0]!).getByText('Heart Health Talk')).toBeVisible();
  },
};

/** A value with no break opportunity (an id, a gateway code) wraps inside its card instead of widening the page. */
export const PhoneLongValue: Story = {
  args: {
    rows: [
      {
        ...allEvents[0]!,
        name: 'Declined: insufficient_funds_for_this_transaction_reference_pi_local_ed66b91d802e0c30e7ebbb02',
      },
    ],
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const [card] = bodyRows(canvasElement);
    await expect(within(card!).getByText(/insufficient_funds/)).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(card!.scrollWidth).toBeLessThanOrEqual(card!.clientWidth);
  },
};

export const NarrowColumn: Story = {
  args: { rows: allEvents.slice(0, 2) },
  render: (args) => (
    <div style={{ maxInlineSize: 380 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [first] = bodyRows(canvasElement);
    await expect(within(first!).getByText('Type')).toBeVisible();
  },
};

export const DarkScheme: Story = {
  args: {
    rows: allEvents,
    searchText: (row: RegisteredEvent) => row.name,
    searchLabel: 'Search for an Event',
  },
  globals: { theme: 'dark' },
};
