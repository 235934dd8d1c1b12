import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onWideCard } from '../shared/storyFrame';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  tags: ['autodocs'],
  decorators: [onWideCard],
  args: { onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
    const options = within(canvas.getByLabelText(/^Country/)).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Select',
      'Afghanistan',
      'Brazil',
      'Canada',
      'China',
      'Congo',
      'India',
    ]);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Address Line 1/), '12 Lake Road');
    await userEvent.type(canvas.getByLabelText(/^Address Line 2/), 'Flat 4');
    await userEvent.type(canvas.getByLabelText(/^Zip Code/), '403001');
    await userEvent.type(canvas.getByLabelText(/^State/), 'Goa');
    await userEvent.type(canvas.getByLabelText(/^City/), 'Panaji');
    await userEvent.selectOptions(canvas.getByLabelText(/^Country/), 'India');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      addressLine1: '12 Lake Road',
      addressLine2: 'Flat 4',
      zipCode: '403001',
      state: 'Goa',
      city: 'Panaji',
      country: 'India',
    });
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab through every field without filling it in: each one asks for a value.
    await userEvent.click(canvas.getByLabelText(/^Address Line 1/));
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    for (const name of [/^Address Line 1/, /^Address Line 2/, /^Zip Code/, /^State/, /^City/, /^Country/]) {
      await expect(canvas.getByLabelText(name)).toHaveAccessibleDescription('This field is required');
    }
  },
};

export const Busy: Story = {
  args: {
    busy: true,
    initialValues: {
      addressLine1: '12 Lake Road',
      addressLine2: 'Flat 4',
      zipCode: '403001',
      state: 'Goa',
      city: 'Panaji',
      country: 'India',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
};
