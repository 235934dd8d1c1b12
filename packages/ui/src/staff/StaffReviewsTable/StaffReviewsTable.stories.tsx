import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../../components/Badge';
import { Rating } from '../../components/Rating';
import type { StaffQueueColumn } from '../StaffQueueTable';
import { StaffReviewsTable } from './StaffReviewsTable';

interface Row {
  uuid: string;
  item: string;
  reviewer: string;
  rating: number;
  review: string;
  date: string;
  hidden: boolean;
}

const rows: Row[] = [
  {
    uuid: 'r1',
    item: 'Yoga Mat',
    reviewer: 'Alex Morgan',
    rating: 5,
    review: 'Thick, grippy and easy to clean. I use it every morning.',
    date: '03-14-2026',
    hidden: false,
  },
  {
    uuid: 'r2',
    item: 'Herbal Tea Set',
    reviewer: 'Priya Shah',
    rating: 2,
    review: 'Buy cheaper tea at my shop, link in my profile!',
    date: '03-12-2026',
    hidden: true,
  },
  {
    uuid: 'r3',
    item: 'Massage',
    reviewer: 'Omar Haddad',
    rating: 4,
    review: 'Relaxing hour, the therapist was kind and on time.',
    date: '03-10-2026',
    hidden: false,
  },
];

const columns: StaffQueueColumn<Row>[] = [
  { id: 'item', header: 'Item', cell: (row) => row.item },
  { id: 'reviewer', header: 'Reviewer', cell: (row) => row.reviewer },
  {
    id: 'rating',
    header: 'Rating',
    cell: (row) => <Rating value={row.rating} readOnly size="sm" valueText={(v, max) => `${v} of ${max}`} />,
  },
  { id: 'review', header: 'Review', cell: (row) => <div dir="auto">{row.review}</div> },
  { id: 'date', header: 'Date', cell: (row) => row.date },
  {
    id: 'hidden',
    header: 'Status',
    cell: (row) => (row.hidden ? <Badge tone="neutral">Hidden</Badge> : <Badge tone="success">Shown</Badge>),
  },
];

const meta = {
  title: 'Staff/StaffReviewsTable',
  component: StaffReviewsTable<Row>,
  tags: ['autodocs'],
  args: {
    caption: 'Reviews',
    rows,
    columns,
    page: 1,
    total: 3,
    search: '',
    describe: (row: Row) => `${row.item} — ${row.reviewer}, ${row.rating} of 5`,
    onPageChange: fn(),
    onSortChange: fn(),
    onSearchChange: fn(),
    onVisibilityChange: fn(),
  },
} satisfies Meta<typeof StaffReviewsTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Hide and Show each ask first; Cancel sends nothing, the confirmation sends the state asked for. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Reviews' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Hide: Yoga Mat — Alex Morgan, 5 of 5' }));
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hide review' });
    await expect(dialog).toHaveAccessibleDescription(/Yoga Mat — Alex Morgan, 5 of 5/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onVisibilityChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Hide: Yoga Mat — Alex Morgan, 5 of 5' }));
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hide review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await expect(args.onVisibilityChange).toHaveBeenCalledWith(rows[0], true);

    await userEvent.click(canvas.getByRole('button', { name: 'Show: Herbal Tea Set — Priya Shah, 2 of 5' }));
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Show review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    await expect(args.onVisibilityChange).toHaveBeenCalledWith(rows[1], false);

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'tea');
    await expect(args.onSearchChange).toHaveBeenCalled();
  },
};

/** The confirmation of hiding, as staff see it before it is sent. */
export const Confirming: Story = {
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Hide: Massage — Omar Haddad, 4 of 5' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hide review' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { busyIds: ['r1'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Hide: Yoga Mat/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Show: Herbal Tea Set/ })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: /^(Hide|Show):/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No review yet.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], total: 0, search: 'zz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No review matches this search.',
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

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Reviews' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'المراجعات',
    labels: {
      search: 'بحث',
      searchPlaceholder: 'المنتج أو كاتب المراجعة أو النص',
      hide: 'إخفاء',
      show: 'إظهار',
      hideRow: (description) => `إخفاء: ${description}`,
      showRow: (description) => `إظهار: ${description}`,
      actions: 'الظهور',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'المراجعات' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Hide: Yoga Mat — Alex Morgan, 5 of 5' }),
    ).toBeVisible();
  },
};
