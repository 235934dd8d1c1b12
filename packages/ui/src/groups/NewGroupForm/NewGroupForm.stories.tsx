import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewGroupForm } from './NewGroupForm';

const levels = [
  { uuid: '6b0f0d8e-1c1a-4a55-9d6e-0f3c2b1a0001', name: 'Starter' },
  { uuid: '6b0f0d8e-1c1a-4a55-9d6e-0f3c2b1a0002', name: 'Explorer' },
  { uuid: '6b0f0d8e-1c1a-4a55-9d6e-0f3c2b1a0003', name: 'Champion' },
];

const meta = {
  title: 'Groups/NewGroupForm',
  component: NewGroupForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), membershipLevels: levels },
} satisfies Meta<typeof NewGroupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field filled: the form sends the proposal with trimmed text, a whole number and the package's uuid. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apply New Group' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Group Name/ }), '  Morning Walkers ');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'We walk before work.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), 'Lifestyle');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Number of Members/ }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: /State/ }), 'Oregon');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Portland');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Membership Level/ }), 'Explorer');
    // Enter in a field sends the form, as the button does.
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      groupName: 'Morning Walkers',
      description: 'We walk before work.',
      groupCategory: 'Lifestyle',
      numberOfMembers: 12,
      state: 'Oregon',
      city: 'Portland',
      membershipLevel: levels[1]!.uuid,
    });
  },
};

/** Only the required fields: nothing optional is sent. */
export const RequiredOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Group Name/ }), 'Readers');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), 'Diet');
    await userEvent.type(canvas.getByRole('textbox', { name: /State/ }), 'Texas');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Austin');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      groupName: 'Readers',
      groupCategory: 'Diet',
      state: 'Texas',
      city: 'Austin',
    });
  },
};

/** §5: an empty form names the four required fields; fewer than 0 members is refused; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Group Name/ }), '   ');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Number of Members/ }), '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(4);
    await expect(canvas.getByText('Must be 0 or more')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Group Name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved: the confirmation above empty fields, ready for another proposal. */
export const Sent: Story = {
  args: { notice: 'Your group proposal has been sent. Our team will review it.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your group proposal has been sent.');
    await expect(canvas.getByRole('textbox', { name: /Group Name/ })).toHaveValue('');
  },
};

/** The server refused the proposal: its message above the fields. */
export const Error: Story = {
  args: { error: 'Your proposal could not be sent. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be sent');
  },
};

/** Sending: the button says so and nothing can be changed or sent twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Group Name/ })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Not ready (the membership levels are being read): every field and the button are disabled. */
export const Disabled: Story = {
  args: { disabled: true, membershipLevels: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Category/ })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'تقديم مجموعة جديدة',
      lead: 'اقترح مجموعة دعم للعافية؛ يراجع فريقنا كل اقتراح.',
      groupName: 'اسم المجموعة',
      description: 'الوصف',
      groupCategory: 'الفئة',
      numberOfMembers: 'عدد الأعضاء',
      state: 'الولاية',
      city: 'المدينة',
      membershipLevel: 'مستوى العضوية',
      select: 'اختر',
      anyLevel: 'أي عضوية',
      submit: 'حفظ',
      busy: 'جارٍ الحفظ...',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'تقديم مجموعة جديدة',
    );
  },
};
