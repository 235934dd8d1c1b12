import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  countries,
  fail,
  memberApi,
  ok,
  SCREEN_TIMEOUT,
  screenMeta,
  showsHeading,
  textIn,
  variants,
} from '../../../test/screen';
import { PartnerRegisterPage } from './PartnerRegisterPage';

const open = { 'GET /country/list': ok(countries) };

const meta = {
  title: 'Screens/Partners/PartnerRegisterPage',
  tags: ['!autodocs'],
  component: PartnerRegisterPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/partners/register', signedIn: false, api: () => open },
  },
} satisfies Meta<typeof PartnerRegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.partners.partner.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

export const Member: Story = {
  parameters: { screen: { signedIn: true, api: () => memberApi(open) } },
  play: showsHeading('app.partners.partner.title'),
};

const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'logo.png',
    { type: 'image/png' },
  );

/** The server judged the logo by its bytes and refused it: its reason on the form, 'error' in a toast. */
export const LogoRefused: Story = {
  parameters: {
    screen: {
      api: () => ({
        ...open,
        'POST /user/business/partner/request': fail(
          400,
          'Image type should be JPG, PNG or JPEG',
          'IMAGE_TYPE_INVALID',
        ),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t('app.partners.partner.title') }, SCREEN_TIMEOUT);
    const box = (id: string) => canvas.getByRole('textbox', { name: new RegExp(`^${t(id)}`) });
    await userEvent.type(box('app.partners.partner.name'), 'Harbour Yoga Collective');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(`^${t('app.partners.partner.type')}`) }),
      '2',
    );
    await userEvent.type(box('app.partners.partner.link'), 'https://harbour.example.com');
    await userEvent.type(box('app.partners.partner.description'), 'Community yoga studio.');
    await userEvent.upload(canvas.getByLabelText(new RegExp(`^${t('app.partners.partner.logo')}`)), png());
    await userEvent.type(box('app.partners.form.email'), 'hello@harbour.example.com');
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: new RegExp(t('app.partners.form.countryCode')) }),
      '+1',
    );
    await userEvent.type(box('app.partners.form.phoneNumber'), '5551234567');
    await userEvent.type(box('app.partners.form.city'), 'Portland');
    await userEvent.type(box('app.partners.form.state'), 'Maine');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(`^${t('app.partners.form.country')}\\s*\\*?$`) }),
      'United States',
    );
    await userEvent.type(box('app.partners.form.zipCode'), '04101');
    await waitFor(() => expect(canvas.queryByText(t('app.partners.form.required'))).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('app.partners.form.submit') }));
    await expect(await canvas.findByRole('alert', undefined, SCREEN_TIMEOUT)).toHaveTextContent(
      t('app.partners.form.imageType'),
    );
  },
};
