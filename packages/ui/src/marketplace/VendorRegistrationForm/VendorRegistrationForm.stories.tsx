import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCountries, storyCountryCodes } from '../partnerStoryFixtures';
import { VendorRegistrationForm } from './VendorRegistrationForm';

const meta = {
  title: 'Marketplace/VendorRegistrationForm',
  component: VendorRegistrationForm,
  tags: ['autodocs'],
  args: { countryCodes: storyCountryCodes, countries: storyCountries, onSubmit: fn() },
} satisfies Meta<typeof VendorRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Become a Vendor' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Bank details' })).toBeVisible();
  },
};

/** §5: every required field says 'This field is required'; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // first_name, last_name, email, phone, country_code, city, state, country, zipCode, store_name.
    await expect(canvas.getAllByText('This field is required')).toHaveLength(10);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §5's phone and e-mail messages, word for word. */
export const PhoneAndEmailRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = field(canvas, 'Phone');
    await userEvent.type(phone, '12ab');
    await userEvent.tab();
    await expect(canvas.getByText('Must be only digits')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await expect(canvas.getByText('Must be more than 6 digits')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '1234567890123456');
    await expect(canvas.getByText('Must be not more than 15 digits')).toBeVisible();
    await userEvent.type(field(canvas, 'Email'), 'ana@');
    await userEvent.tab();
    await expect(canvas.getByText('You must enter a valid email')).toBeVisible();
  },
};

/** A valid application: bank fields optional, empty fields dropped before sending (§5). */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'First Name'), 'Ana');
    await userEvent.type(field(canvas, 'Last Name'), 'Souza');
    await userEvent.type(field(canvas, 'Email'), 'ana@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country Code/ }), '+1');
    await userEvent.type(field(canvas, 'Phone'), '5551234567');
    await userEvent.type(field(canvas, 'City'), 'Portland');
    await userEvent.type(field(canvas, 'State'), 'Maine');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Country\b(?! Code)/ }),
      'United States',
    );
    await userEvent.type(field(canvas, 'Zip Code'), '04101');
    await userEvent.type(field(canvas, 'Store Name'), 'Raízes Natural Foods');
    await userEvent.type(field(canvas, 'IBAN'), 'GB33BUKB20201555555555');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana@example.com',
      countryCode: '+1',
      phone: '5551234567',
      city: 'Portland',
      state: 'Maine',
      country: 'United States',
      zipCode: '04101',
      store_name: 'Raízes Natural Foods',
      iban: 'GB33BUKB20201555555555',
    });
  },
};

/** Sending: the button says so and the fields wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(field(canvas, 'First Name')).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('error');
  },
};

/** The country list could not be read: country and code are typed. */
export const WithoutCountryList: Story = {
  args: { countries: [], countryCodes: [] },
  play: async ({ canvasElement }) => {
    await expect(field(within(canvasElement), 'Country Code')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
