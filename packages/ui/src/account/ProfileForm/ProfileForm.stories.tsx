import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleCountries, exampleCountryCodes } from '../shared/exampleOptions';
import { onWideCard } from '../shared/storyFrame';
import { ProfileForm } from './ProfileForm';

const anna = {
  firstName: 'Anna',
  lastName: 'Lopez',
  email: 'anna@example.org',
  countryCode: '+91',
  mobile: '9876543210',
  ageGroup: '30-50',
  gender: 'Female' as const,
  addressLine1: '12 Lake Road',
  addressLine2: 'Flat 4',
  city: 'Panaji',
  state: 'Goa',
  zipCode: '403001',
  country: 'India',
};

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  decorators: [onWideCard],
  args: {
    countries: exampleCountries,
    countryCodes: exampleCountryCodes,
    initialValues: anna,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('radio', { name: 'Rather Not Say' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    // Unchanged: nothing to save.
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Last Name/));
    await userEvent.type(canvas.getByLabelText(/^Last Name/), 'Maria Lopez');
    await userEvent.click(canvas.getByRole('radio', { name: 'Rather Not Say' }));
    await userEvent.selectOptions(canvas.getByLabelText(/^Age Group/), '50-100');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Anna Maria Lopez', gender: 'Other', ageGroup: '50-100' }),
    );
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByLabelText(/^Mobile/);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98-76');
    await userEvent.tab();
    await expect(mobile).toHaveAccessibleDescription('Must be only digits');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98765');
    await expect(mobile).toHaveAccessibleDescription('Must be greater than 6 digits');
    await userEvent.type(mobile, '12345678901');
    await expect(mobile).toHaveAccessibleDescription('Must be less than 15 digits');
    const firstName = canvas.getByLabelText(/^First Name/);
    await userEvent.clear(firstName);
    await userEvent.tab();
    await expect(firstName).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const WrongImageType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Profile Image/);
    await userEvent.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(canvas.getByText('Image type should be JPG, PNG or JPEG')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Oops something bad happened' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
};
