import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AcceptDialog } from './AcceptDialog';

const meta = {
  title: 'Staff/AcceptDialog',
  component: AcceptDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    subject: 'Alex Morgan — Mindful Minds',
    onAccept: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AcceptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** The decision is named and confirmed; Cancel, where focus starts, sends nothing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Accept request' });
    await expect(dialog).toHaveAccessibleDescription(/Alex Morgan — Mindful Minds/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** Escape cancels too. */
export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** While the decision is sent: the button says so and nothing closes the dialog. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Accept request' });
    await expect(within(dialog).getByRole('button', { name: 'Accepting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    subject: 'أليكس مورغان — عقول واعية',
    labels: {
      title: 'قبول الطلب',
      message: 'يُبلَّغ العضو بالبريد الإلكتروني. لا يمكن التراجع عن ذلك من هنا.',
      confirm: 'قبول',
      cancel: 'إلغاء',
      busy: 'جارٍ القبول...',
      close: 'إغلاق',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'قبول الطلب' });
    await expect(within(dialog).getByRole('button', { name: 'قبول' })).toBeEnabled();
  },
};
