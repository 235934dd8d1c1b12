import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { htmlNamedPng, pngLogo, storyCountries, storyCountryCodes } from '../partnerStoryFixtures';
import { PartnerRegistrationForm } from './PartnerRegistrationForm';

const meta = {
  title: 'Marketplace/PartnerRegistrationForm',
  component: PartnerRegistrationForm,
  tags: ['autodocs'],
  args: { countryCodes: storyCountryCodes, countries: storyCountries, onSubmit: fn() },
} satisfies Meta<typeof PartnerRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeVisible();
    const type = canvas.getByRole('combobox', { name: /^Type/ });
    await expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Product', 'Service', 'Both']);
  },
};

/** §5: everything but the address lines is required, the logo too. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // name, type, link, description, logo, emailId, countryCode, phoneNumber, city, state, country, zipCode.
    await expect(canvas.getAllByText('This field is required')).toHaveLength(12);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §5's link, zip, phone rules and the logo judged by its first bytes (an HTML page named .png is refused). */
export const FieldRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Website'), 'example.com');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid URL, including scheme')).toBeVisible();
    await userEvent.clear(field(canvas, 'Website'));
    await userEvent.type(field(canvas, 'Website'), 'http://localhost:8080/shop');
    await userEvent.tab();
    await expect(canvas.queryByText('Please enter a valid URL, including scheme')).toBeNull();
    await userEvent.type(field(canvas, 'Zip Code'), '04a01');
    await userEvent.tab();
    await expect(canvas.getByText('Must be a number')).toBeVisible();
    await userEvent.type(field(canvas, 'Phone Number'), '123');
    await userEvent.tab();
    await expect(canvas.getByText('Must be more than 6 digits')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(/^Logo/), htmlNamedPng());
    await expect(await canvas.findByText('Image type should be JPG, PNG or JPEG')).toBeVisible();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Business Name'), 'Harbour Yoga Collective');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Type/ }), 'Both');
    await userEvent.type(field(canvas, 'Website'), 'https://harbour.example.com');
    await userEvent.type(field(canvas, 'Description'), 'Community yoga studio.');
    const logo = pngLogo();
    await userEvent.upload(canvas.getByLabelText(/^Logo/), logo);
    await userEvent.type(field(canvas, 'Email'), 'hello@harbour.example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country Code/ }), '+1');
    await userEvent.type(field(canvas, 'Phone Number'), '5551234567');
    await userEvent.type(field(canvas, 'City'), 'Portland');
    await userEvent.type(field(canvas, 'State'), 'Maine');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Country\b(?! Code)/ }),
      'United States',
    );
    await userEvent.type(field(canvas, 'Zip Code'), '04101');
    await waitFor(() => expect(canvas.queryByText('This field is required')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Harbour Yoga Collective',
      type: 2,
      link: 'https://harbour.example.com',
      description: 'Community yoga studio.',
      emailId: 'hello@harbour.example.com',
      countryCode: '+1',
      phoneNumber: '5551234567',
      city: 'Portland',
      state: 'Maine',
      country: 'United States',
      zipCode: '04101',
      logo,
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(field(canvas, 'Business Name')).toBeDisabled();
  },
};

/** The server refused the logo by its bytes: its words above the form. */
export const ServerError: Story = {
  args: { error: 'Image type should be JPG, PNG or JPEG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Image type should be JPG, PNG or JPEG',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
