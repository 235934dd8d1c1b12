import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffAccountDialog } from './StaffAccountDialog';

const meta = {
  title: 'Staff/StaffAccountDialog',
  component: StaffAccountDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    change: 'role',
    subject: 'Ali Kaya (ali.admin@example.com)',
    currentRole: 'admin',
    onSubmit: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** A role change: the current role is chosen at first, and only another one is sent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Change the role' });
    await expect(dialog).toHaveAccessibleDescription(/Ali Kaya/);
    const role = within(dialog).getByRole('combobox', { name: 'New role' });
    await expect(role).toHaveFocus();
    await expect(role).toHaveValue('admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByText('Please choose a role other than the current one.')).toBeVisible();
    await userEvent.selectOptions(role, 'editor');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Runs the programme',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ role: 'editor', reason: 'Runs the programme' });
  },
};

/** Deactivating asks first; focus starts on Cancel. */
export const Deactivate: Story = {
  args: { change: 'deactivate' },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Deactivate the staff member' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({});
  },
};

export const Revoke: Story = {
  args: { change: 'revoke', subject: 'new.editor@example.com' },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Revoke the invitation' });
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({});
  },
};

export const Busy: Story = {
  args: { change: 'deactivate', busy: true },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Deactivate the staff member' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Only the roles given are offered. */
export const Disabled: Story = {
  args: { roles: ['admin', 'editor', 'support'] },
  play: async ({ canvasElement }) => {
    const role = body(canvasElement).getByRole('combobox', { name: 'New role' });
    await expect(within(role).queryByRole('option', { name: 'Owner' })).toBeNull();
  },
};

/** The server's refusal, in the staff member's language. */
export const Error: Story = {
  args: { change: 'deactivate', error: 'Only an owner may do this to an owner.' },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Deactivate the staff member' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only an owner may do this to an owner.',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: 'Change the role' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    subject: 'علي كايا (ali.admin@example.com)',
    labels: {
      titles: { role: 'تغيير الدور' },
      messages: { role: 'يسري الدور الجديد من طلبه التالي.' },
      confirms: { role: 'تغيير الدور' },
      role: 'الدور الجديد',
      reason: 'السبب (اختياري)',
      reasonHelper: 'يُحفظ في سجل التدقيق مع اسمك.',
      cancel: 'إلغاء',
      close: 'إغلاق',
      roles: { owner: 'مالك', admin: 'مسؤول', editor: 'محرر', support: 'دعم' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: 'تغيير الدور' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: 'Change the role' })).toBeVisible();
  },
};
