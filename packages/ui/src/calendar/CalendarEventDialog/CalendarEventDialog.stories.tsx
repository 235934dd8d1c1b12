import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { CalendarEventDialog } from './CalendarEventDialog';

const selected = { title: '', allDay: false, start: '2026-11-26T09:00', end: '2026-11-26T10:30', desc: '' };
const saved = { ...selected, title: 'Morning walk', desc: 'Around the lake' };

const meta = {
  title: 'Calendar/CalendarEventDialog',
  component: CalendarEventDialog,
  tags: ['autodocs'],
  decorators: [fullHeight],
  parameters: { screenshot: { target: 'window' } },
  args: { open: true, mode: 'new', initialValues: selected, onSubmit: fn(), onClose: fn(), onDelete: fn() },
} satisfies Meta<typeof CalendarEventDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** A selected range: 'New Event', Add disabled until a title is typed (§5). */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'New Event' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Yoga class');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...selected, title: 'Yoga class' });
  },
};

export const TitleRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'New Event' });
    const title = within(dialog).getByLabelText(/^Title/);
    await userEvent.type(title, '  ');
    await userEvent.tab();
    await expect(title).toHaveAccessibleDescription('You must enter a title');
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EndBeforeStart: Story = {
  args: { initialValues: { ...selected, title: 'Stretching', end: '2026-11-26T08:00' } },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'New Event' });
    await expect(within(dialog).getByLabelText(/^End/)).toHaveAccessibleDescription(
      'End date cannot be before start date',
    );
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** An own entry: 'Edit Event', Save disabled until changed, the delete icon. */
export const Edit: Story = {
  args: { mode: 'edit', initialValues: saved },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Edit Event' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Title/), ' with Sam');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, title: 'Morning walk with Sam' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const AllDay: Story = {
  args: { initialValues: { ...selected, allDay: true, start: '2026-11-26', end: '2026-11-27' } },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'New Event' });
    await expect(within(dialog).getByLabelText(/^Start/)).toHaveAttribute('type', 'date');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'All Day' }));
    await expect(within(dialog).getByLabelText(/^Start/)).toHaveValue('2026-11-26T09:00');
  },
};

export const Busy: Story = {
  args: { mode: 'edit', initialValues: saved, busy: true },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Edit Event' });
    await expect(within(dialog).getByRole('button', { name: 'Delete event' })).toBeDisabled();
    await expect(within(dialog).getByLabelText(/^Title/)).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    mode: 'edit',
    initialValues: { ...saved, title: 'مشي الصباح', desc: '' },
    labels: {
      editTitle: 'تعديل الحدث',
      title: 'العنوان',
      allDay: 'طوال اليوم',
      start: 'البداية',
      end: 'النهاية',
      desc: 'الوصف',
      save: 'حفظ',
      cancel: 'إلغاء',
      remove: 'حذف الحدث',
      close: 'إغلاق',
    },
  },
};
