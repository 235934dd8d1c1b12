import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InviteStaffDialog } from './InviteStaffDialog';

const meta = {
  title: 'Staff/InviteStaffDialog',
  component: InviteStaffDialog,
  tags: ['autodocs'],
  args: { open: true, onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InviteStaffDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Invite staff' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveFocus();
    await userEvent.type(email, '  new.editor@example.com ');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'editor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'new.editor@example.com', role: 'editor' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Nothing is sent without a valid address and a role. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Invite staff' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(within(dialog).getByText('Please choose a role.')).toBeVisible();
  },
};

/** Only the roles given are offered. */
export const Disabled: Story = {
  args: { roles: ['admin', 'editor', 'support'] },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Invite staff' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await expect(within(role).queryByRole('option', { name: 'Owner' })).toBeNull();
    await expect(within(role).getByRole('option', { name: 'Admin' })).toBeInTheDocument();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Invite staff' });
    await expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server's refusal, in the staff member's language, above the fields. */
export const Error: Story = {
  args: { error: 'This address is already on the staff.' },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Invite staff' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This address is already on the staff.',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: 'Invite staff' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'دعوة موظف',
      intro: 'نرسل رابطًا يعمل مرة واحدة خلال 7 أيام: يختار المدعو كلمة مرور وينضم إلى الفريق.',
      email: 'البريد الإلكتروني',
      role: 'الدور',
      confirm: 'إرسال الدعوة',
      cancel: 'إلغاء',
      close: 'إغلاق',
      roles: { owner: 'مالك', admin: 'مسؤول', editor: 'محرر', support: 'دعم' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: 'دعوة موظف' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: 'Invite staff' })).toBeVisible();
  },
};
