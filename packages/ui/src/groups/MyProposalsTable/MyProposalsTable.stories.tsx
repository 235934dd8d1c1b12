import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MyProposalsTable, type MyProposalRow } from './MyProposalsTable';

const proposals: MyProposalRow[] = [
  {
    uuid: 'p-3',
    groupName: 'Sunrise Walkers',
    groupCategory: 'Lifestyle',
    city: 'Portland',
    state: 'Oregon',
    status: 'pending',
    createdAt: '2026-11-23T10:00:00.000Z',
  },
  {
    uuid: 'p-2',
    groupName: 'Plant-Based Kitchen',
    groupCategory: 'Diet',
    city: 'Austin',
    state: 'Texas',
    status: 'accepted',
    createdAt: '2026-11-02T16:30:00.000Z',
  },
  {
    uuid: 'p-1',
    groupName: 'Night Owls',
    groupCategory: 'Behavioral Health',
    city: 'Denver',
    state: 'Colorado',
    status: 'rejected',
    createdAt: '2026-10-15T08:00:00.000Z',
  },
];

const meta = {
  title: 'Groups/MyProposalsTable',
  component: MyProposalsTable,
  tags: ['autodocs'],
  args: { proposals },
} satisfies Meta<typeof MyProposalsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each proposal with where it stands: Pending, Accepted or Rejected; sortable by name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My Group Proposals' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Sunrise Walkers');
    await expect(rows[1]).toHaveTextContent('Pending');
    await expect(rows[2]).toHaveTextContent('Accepted');
    await expect(rows[3]).toHaveTextContent('Rejected');
    await expect(rows[1]).toHaveTextContent('Nov 23, 2026');
    await userEvent.click(within(table).getByRole('button', { name: /Group Name/ }));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Night Owls');
  },
};

export const Empty: Story = {
  args: { proposals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have not proposed a group yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { proposals: [], loading: true, loadingLabel: 'Loading...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { proposals: [], error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Oops something bad happened!')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'مقترحاتي للمجموعات',
    columnLabels: {
      name: 'اسم المجموعة',
      category: 'الفئة',
      location: 'الموقع',
      proposedOn: 'تاريخ الاقتراح',
      status: 'الحالة',
    },
    statusLabels: { pending: 'قيد الانتظار', accepted: 'مقبول', rejected: 'مرفوض' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'مقترحاتي للمجموعات' })).toBeVisible();
  },
};
