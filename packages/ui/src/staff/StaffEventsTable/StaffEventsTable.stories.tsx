import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staffEvents } from '../staffEventFixtures';
import { StaffEventsTable, noStaffEventFilters } from './StaffEventsTable';

const meta = {
  title: 'Staff/StaffEventsTable',
  component: StaffEventsTable,
  tags: ['autodocs'],
  args: {
    caption: 'Events',
    rows: staffEvents,
    page: 1,
    total: 3,
    search: '',
    filters: noStaffEventFilters,
    onPageChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onOpen: fn(),
    onRegistrants: fn(),
    onCreate: fn(),
  },
} satisfies Meta<typeof StaffEventsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Events' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    await expect(within(table).getByText('Draft')).toBeVisible();
    await expect(within(table).getByText('12 / 40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Heart health for runners' }));
    await expect(args.onOpen).toHaveBeenCalledWith(staffEvents[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrants of Breathing for beginners' }));
    await expect(args.onRegistrants).toHaveBeenCalledWith(staffEvents[0]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'draft');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...noStaffEventFilters, status: 'draft' });
    await userEvent.click(canvas.getByRole('button', { name: 'New event' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** Support reads the programme but may not write it: no New event button. */
export const ReadOnly: Story = {
  args: { onCreate: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'New event' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No event yet.')).toBeVisible();
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
    await expect(within(canvasElement).getByRole('table', { name: 'Events' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الفعاليات',
    labels: {
      search: 'بحث',
      status: 'الحالة',
      name: 'الاسم',
      create: 'فعالية جديدة',
      edit: 'تعديل',
      registrants: 'المسجلون',
      statuses: { draft: 'مسودة', upcoming: 'قادمة', completed: 'مكتملة', cancelled: 'ملغاة' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'الفعاليات' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New event' })).toBeVisible();
  },
};
