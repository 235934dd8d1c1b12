import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail } from 'lucide-react';
import { createRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, type TextInputProps } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', name: 'email', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<TextInputProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'name@example.com' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'jane@example.com');
    await expect(input).toHaveValue('jane@example.com');
    await expect(args.onChange).toHaveBeenCalled();
    // Leaving the field reports the blur, as the account forms need to show an error once a field is left.
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'jane@example.com', helperText: 'We never share your e-mail.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('jane@example.com');
    await expect(input).toHaveAccessibleDescription('We never share your e-mail.');
  },
};

export const Required: Story = {
  args: { label: 'First name', name: 'firstName', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'jane@',
    required: true,
    helperText: 'Use the address you signed up with.',
    errorText: 'You must enter a valid email',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'You must enter a valid email Use the address you signed up with.',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'jane@example.com', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'jane@example.com', readOnly: true, helperText: 'Your e-mail cannot be changed.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('jane@example.com');
    await expect(input).toHaveAttribute('readonly');
  },
};

export const Multiline: Story = {
  args: { label: 'Feedback', name: 'feedback' },
  render: ({ label, name }) => <TextField label={label} name={name} multiline rows={4} />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Lovely session.{Enter}Thank you!');
    await expect(textarea).toHaveValue('Lovely session.\nThank you!');
  },
};

export const WithAdornments: Story = {
  args: {
    label: 'Number of hours',
    name: 'numberOfHours',
    type: 'number',
    defaultValue: '12',
    startAdornment: <Mail size={20} aria-hidden />,
    endAdornment: 'hrs',
  },
};

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', defaultValue: 'Secret#123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');

    // Keyboard: the toggle is the next tab stop after the input.
    await userEvent.click(input);
    await userEvent.tab();
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const TranslatedPasswordToggle: Story = {
  args: {
    label: 'Şifre',
    name: 'password',
    type: 'password',
    showPasswordLabel: 'Şifreyi göster',
    hidePasswordLabel: 'Şifreyi gizle',
  },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi göster' }));
    await expect(canvas.getByRole('button', { name: 'Şifreyi gizle' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'البريد الإلكتروني',
    defaultValue: 'jane@',
    startAdornment: <Mail size={20} aria-hidden />,
    errorText: 'يجب إدخال بريد إلكتروني صالح',
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(input).toBeInvalid();
    // The start adornment sits at the right in right-to-left.
    const icon = input.parentElement?.querySelector('svg');
    await expect(icon?.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left);
  },
};

export const DarkScheme: Story = {
  args: {
    defaultValue: 'jane@',
    errorText: 'You must enter a valid email',
    helperText: 'Your login e-mail.',
  },
  globals: { theme: 'dark' },
};

const emailRef = createRef<HTMLInputElement>();

/** The props a react-final-form Field's `input` carries (name, value, onChange, onBlur, onFocus) plus a ref. */
export const FormLibraryProps: Story = {
  args: { value: 'jane@example.com', onFocus: fn() },
  // The ref goes in through render: Storybook copies plain-object args, which would detach it.
  render: (args) => <TextField {...args} ref={emailRef} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(emailRef.current).toBe(input);
    await expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'x');
    await expect(args.onFocus).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: input, type: 'change' }),
    );
    // Controlled: the value stays what the form says until the form changes it.
    await expect(input).toHaveValue('jane@example.com');
  },
};
