import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  countries,
  fail,
  inDocument,
  memberApi,
  ok,
  SCREEN_TIMEOUT,
  screenMeta,
  showsHeading,
  textIn,
  variants,
} from '../../../test/screen';
import { VendorRegisterPage } from './VendorRegisterPage';

const open = { 'GET /country/list': ok(countries) };

const meta = {
  title: 'Screens/Partners/VendorRegisterPage',
  tags: ['!autodocs'],
  component: VendorRegisterPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/vendor/register', signedIn: false, api: () => open },
  },
} satisfies Meta<typeof VendorRegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the form in the open frame, with a way to sign in. */
export const Default: Story = { play: showsHeading('app.partners.vendor.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** A signed-in member sees the same form inside the shell. */
export const Member: Story = {
  parameters: { screen: { signedIn: true, api: () => memberApi(open) } },
  play: showsHeading('app.partners.vendor.title'),
};

async function fillIn(canvasElement: HTMLElement, t: (id: string) => string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t('app.partners.vendor.title') }, SCREEN_TIMEOUT);
  const box = (id: string) => canvas.getByRole('textbox', { name: new RegExp(`^${t(id)}`) });
  await userEvent.type(box('app.partners.form.firstName'), 'Ana');
  await userEvent.type(box('app.partners.form.lastName'), 'Souza');
  await userEvent.type(box('app.partners.form.email'), 'ana@example.com');
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: new RegExp(t('app.partners.form.countryCode')) }),
    '+1',
  );
  await userEvent.type(box('app.partners.form.phone'), '5551234567');
  await userEvent.type(box('app.partners.form.city'), 'Portland');
  await userEvent.type(box('app.partners.form.state'), 'Maine');
  await userEvent.selectOptions(
    canvas.getByRole('combobox', { name: new RegExp(`^${t('app.partners.form.country')}\\s*\\*?$`) }),
    'United States',
  );
  await userEvent.type(box('app.partners.form.zipCode'), '04101');
  await userEvent.type(box('app.partners.vendor.storeName'), 'Raízes Natural Foods');
  await userEvent.click(canvas.getByRole('button', { name: t('app.partners.form.submit') }));
}

/** Sent: §8's words in a toast (the visitor then goes to /marketplace). */
export const Submitted: Story = {
  parameters: {
    screen: {
      api: () => ({
        ...open,
        'POST /vendor/create': ok(
          null,
          'Your request has been successfully submitted. Our team will connect with you shortly.',
        ),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await fillIn(canvasElement, t);
    await expect(
      await inDocument().findByText(t('app.partners.toast.submitted'), undefined, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** Refused: the toast says 'error' (§8) and the form stays filled. */
export const Refused: Story = {
  parameters: {
    screen: {
      api: () => ({ ...open, 'POST /vendor/create': fail(500, 'Something went wrong.', 'INTERNAL') }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await fillIn(canvasElement, t);
    await expect(
      await within(canvasElement).findByRole('alert', undefined, SCREEN_TIMEOUT),
    ).toHaveTextContent(t('app.partners.form.failed'));
  },
};
