import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staffRegistrants } from '../staffEventFixtures';
import { EventRegistrantsTable } from './EventRegistrantsTable';

const meta = {
  title: 'Staff/EventRegistrantsTable',
  component: EventRegistrantsTable,
  tags: ['autodocs'],
  args: {
    caption: 'Registrants',
    rows: staffRegistrants,
    page: 1,
    total: 3,
    search: '',
    onSearchChange: fn(),
    onPageChange: fn(),
    onAttendedChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof EventRegistrantsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Registrants' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    await expect(within(table).getByText('WELL25')).toBeVisible();
    await expect(within(table).getByText('$40.00')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Priya Shah attended' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'omar@example.com attended' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Alex Morgan attended' }));
    await expect(args.onAttendedChange).toHaveBeenCalledWith(staffRegistrants[0], true);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody has registered yet.')).toBeVisible();
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

/** A mark being saved, and the export running. */
export const Busy: Story = {
  args: { exporting: true, savingUuids: [staffRegistrants[0]!.uuid] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Alex Morgan attended' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Registrants' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'المسجلون',
    labels: { name: 'الاسم', email: 'البريد الإلكتروني', attended: 'حضر', exportCsv: 'تصدير CSV' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'المسجلون' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};
