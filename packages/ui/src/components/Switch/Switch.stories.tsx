import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Dark mode', name: 'darkMode', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    // The label toggles it as well.
    await userEvent.click(canvas.getByText('Dark mode'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultChecked: true, helperText: 'Easier on the eyes at night.' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Easier on the eyes at night.');
  },
};

export const WithError: Story = {
  args: { label: 'Email notifications', errorText: 'Could not save this setting.' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(toggle).toHaveAccessibleDescription('Could not save this setting.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { label: 'الوضع الداكن', defaultChecked: true },
  globals: { locale: 'ar' },
};

export const DarkScheme: Story = {
  args: { defaultChecked: true },
  globals: { theme: 'dark' },
};
