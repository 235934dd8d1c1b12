import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffQueueTable } from './StaffQueueTable';
import type { StaffQueueColumn } from './StaffQueueTable';

interface JoinRequest {
  uuid: string;
  member: { name: string; email: string };
  group: string;
  requestedAt: string;
}

const members = ['Alex Morgan', 'Priya Shah', 'Omar Haddad', 'Elif Demir', 'Sam Lee'];
const groups = ['Mindful Minds', 'Nourish Together', 'Active Living'];
const requests: JoinRequest[] = Array.from({ length: 10 }, (_, i) => ({
  uuid: `r-${i}`,
  member: {
    name: members[i % members.length]!,
    email: `${members[i % members.length]!.split(' ')[0]!.toLowerCase()}.${i}@example.com`,
  },
  group: groups[i % groups.length]!,
  requestedAt: `11-${String(10 + i).padStart(2, '0')}-2026 09:${String(5 * i).padStart(2, '0')} AM`,
}));

const columns: StaffQueueColumn<JoinRequest>[] = [
  { id: 'member', header: 'Member', sortable: true, cell: (row) => row.member.name },
  { id: 'email', header: 'E-mail', cell: (row) => row.member.email },
  { id: 'group', header: 'Group', sortable: true, cell: (row) => row.group },
  { id: 'requestedAt', header: 'Requested', sortable: true, cell: (row) => row.requestedAt },
];

const meta = {
  title: 'Staff/StaffQueueTable',
  component: StaffQueueTable<JoinRequest>,
  tags: ['autodocs'],
  args: {
    caption: 'WSG join requests',
    rows: requests.slice(0, 3),
    columns,
    page: 1,
    total: 3,
    search: '',
    sort: { columnId: 'requestedAt', direction: 'ascending' },
    describe: (row: JoinRequest) => `${row.member.name} — ${row.group}`,
    onPageChange: fn(),
    onSortChange: fn(),
    onSearchChange: fn(),
    onAccept: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof StaffQueueTable<JoinRequest>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'WSG join requests' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    // Accepting is confirmed first: Cancel sends nothing, Accept in the dialog sends the row's decision.
    await userEvent.click(canvas.getByRole('button', { name: 'Accept: Alex Morgan — Mindful Minds' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Accept request' });
    await expect(confirm).toHaveAccessibleDescription(/Alex Morgan — Mindful Minds/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onAccept).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept: Alex Morgan — Mindful Minds' }));
    await userEvent.click(
      within(await body(canvasElement).findByRole('alertdialog', { name: 'Accept request' })).getByRole(
        'button',
        { name: 'Accept' },
      ),
    );
    await expect(args.onAccept).toHaveBeenCalledWith(requests[0]);

    await userEvent.click(canvas.getByRole('button', { name: 'Reject: Priya Shah — Nourish Together' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject request' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Group is full');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith(requests[1], 'Group is full');

    // Sorting and searching are the server's: the table reports them.
    await userEvent.click(within(table).getByRole('button', { name: 'Member' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'member', direction: 'ascending' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'al');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('al');
  },
};

export const Paged: Story = {
  args: { rows: requests, total: 23, page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'WSG join requests' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: /3/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Deciding: Story = {
  args: { decidingUuids: ['r-0'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept: Alex Morgan — Mindful Minds' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject: Alex Morgan — Mindful Minds' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Accept: Priya Shah — Nourish Together' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing is waiting for a decision.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], total: 0, search: 'zz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No request matches this search.',
    );
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
