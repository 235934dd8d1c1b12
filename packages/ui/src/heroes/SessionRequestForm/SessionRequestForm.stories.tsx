import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionRequestForm } from './SessionRequestForm';

/** 24 Nov 2026, 09:30 in Los Angeles. */
const NOW = () => new Date(Date.UTC(2026, 10, 24, 17, 30));

const meta = {
  title: 'Heroes/SessionRequestForm',
  component: SessionRequestForm,
  tags: ['autodocs'],
  args: {
    name: 'Amira Haddad',
    email: 'amira.haddad@example.com',
    heroName: 'Dr. Priya Shah',
    onSubmit: fn(),
    onCancel: fn(),
    now: NOW,
  },
} satisfies Meta<typeof SessionRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in dd/MM/yyyy and hh:mm a; the form sends YYYY-MM-DD and 24-hour HH:mm. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Request a Health Hero Session' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Health Hero Name' })).toHaveValue('Dr. Priya Shah');
    await userEvent.type(canvas.getByRole('textbox', { name: /Session Date/ }), '15/01/2027');
    await userEvent.type(canvas.getByRole('textbox', { name: /Session Time/ }), '05:30 pm');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Session Purpose/ }),
      'Understanding my diagnosis',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      sessionDate: '2027-01-15',
      sessionTime: '17:30',
      sessionPurpose: 'Understanding my diagnosis',
      consultation: 'yes',
    });
  },
};

/** Submitting an empty form shows every required field's message and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §5: a day before today, or today at an hour already passed: 'Date cannot be in the past'. */
export const PastDate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Session Date/ }), '23/11/2026');
    await userEvent.tab();
    await expect(canvas.getByText('Date cannot be in the past')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Session Date/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Session Date/ }), '24/11/2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /Session Time/ }), '08:00 am');
    await userEvent.tab();
    await expect(canvas.getByText('Date cannot be in the past')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A date or time in another format says which format is expected. */
export const WrongFormat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Session Date/ }), '2027-01-15');
    await userEvent.type(canvas.getByRole('textbox', { name: /Session Time/ }), '17:30');
    await userEvent.tab();
    await expect(canvas.getByText('Enter the date as dd/MM/yyyy')).toBeVisible();
    await expect(canvas.getByText('Enter the time as hh:mm am or pm')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Submitting/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Session Date/ })).toBeDisabled();
  },
};
