import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleCountries } from '../shared/exampleOptions';
import { onWideCard } from '../shared/storyFrame';
import { ProfileCompletionForm } from './ProfileCompletionForm';

const meta = {
  title: 'Account/ProfileCompletionForm',
  component: ProfileCompletionForm,
  tags: ['autodocs'],
  decorators: [onWideCard],
  args: { countries: exampleCountries, onSubmit: fn() },
} satisfies Meta<typeof ProfileCompletionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'We are keen to know about you.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Let’s Go' })).toBeDisabled();
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Anna Lopez');
    await userEvent.selectOptions(canvas.getByLabelText(/^Country/), 'India');
    await userEvent.type(canvas.getByLabelText(/^State/), 'Goa');
    await userEvent.type(canvas.getByLabelText(/^City/), 'Panaji');
    await userEvent.type(canvas.getByLabelText(/^Zip Code/), '403001');
    const terms = canvas.getByRole('checkbox', { name: /pricing policy/ });
    terms.focus();
    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Let’s Go' }));
    // The terms box is not sent.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Anna Lopez',
      country: 'India',
      state: 'Goa',
      city: 'Panaji',
      zipCode: '403001',
    });
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(/^Name/);
    await userEvent.click(name);
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('This field is required');
    const city = canvas.getByLabelText(/^City/);
    await userEvent.type(city, 'Pa');
    await userEvent.tab();
    await expect(city).toHaveAccessibleDescription('Minimum 3 characters');
    const zip = canvas.getByLabelText(/^Zip Code/);
    await userEvent.type(zip, '403');
    await userEvent.tab();
    await expect(zip).toHaveAccessibleDescription('Minimum 4 characters');
    const terms = canvas.getByRole('checkbox', { name: /pricing policy/ });
    await userEvent.click(terms);
    await userEvent.click(terms);
    await userEvent.tab();
    await expect(terms).toHaveAccessibleDescription(
      'You must accept the pricing policy terms and conditions',
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'نحن حريصون على معرفتك.',
      name: 'الاسم',
      country: 'الدولة',
      countryPlaceholder: 'اختر دولة',
      state: 'الولاية',
      city: 'المدينة',
      zipCode: 'الرمز البريدي',
      terms: 'أوافق على شروط وأحكام سياسة التسعير',
      submit: 'هيا بنا',
    },
  },
};
