import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onCard } from '../shared/storyFrame';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  decorators: [onCard],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change Password' })).toBeDisabled();
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Old Password/), 'Old#Pass1');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Calm#Sea9');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Calm#Sea9');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'Old#Pass1',
      newPassword: 'Calm#Sea9',
      confirmPassword: 'Calm#Sea9',
    });
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const old = canvas.getByLabelText(/^Old Password/);
    await userEvent.click(old);
    await userEvent.tab();
    await expect(old).toHaveAccessibleDescription('Please enter your password');
    const next = canvas.getByLabelText(/^New Password/);
    await userEvent.type(next, 'Calm#Seas');
    await userEvent.tab();
    await expect(next).toHaveAccessibleDescription('Password must contain at least one number');
    const confirm = canvas.getByLabelText(/^Confirm Password/);
    await userEvent.type(confirm, 'Calm');
    await userEvent.tab();
    await expect(confirm).toHaveAccessibleDescription('Passwords must match');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Invalid Old Password. Please Try Again' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid Old Password. Please Try Again',
    );
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
};
