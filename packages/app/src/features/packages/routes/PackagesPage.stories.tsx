import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  arabicPackages,
  inDocument,
  memberApi,
  ok,
  packages,
  packagesOnStarter,
  pending,
  screenMeta,
  SCREEN_TIMEOUT,
  serverError,
  showsHeading,
  showsText,
  starterMember,
  textIn,
  variants,
} from '../../../test/screen';
import { PackagesPage } from './PackagesPage';

const meta = {
  title: 'Screens/Packages/PackagesPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: PackagesPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/packages',
      // As the server does: the benefits in the language the app asks for (Accept-Language).
      api: () =>
        memberApi({
          'GET /user/package/list': (request) =>
            ok(request.headers.get('Accept-Language') === 'ar' ? arabicPackages : packages),
        }),
    },
  },
} satisfies Meta<typeof PackagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member on Explorer (paid): it is marked as the current plan and can be cancelled; Champion can be chosen. */
export const Default: Story = {
  play: async (context) => {
    await showsHeading('app.packages.page.title')(context);
    const t = await textIn(context.globals);
    const current = await context.canvas.findAllByText(t('app.packages.card.current'), { exact: false });
    await expect(current[0]).toBeVisible();
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A member on the free Starter package: both paid packages can be chosen, nothing to cancel. */
export const StarterMember: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /user/package/list': ok(packagesOnStarter) }, starterMember) },
  },
  play: showsHeading('app.packages.page.title'),
};

/**
 * Upgrading from Explorer to Champion: the server's quote takes off what is left of Explorer's year, so the
 * card dialog shows the amount payable ($100.00) beside the original cost ($199.00).
 */
export const UpgradeQuoteWithDiscount: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({
          'GET /user/package/list': ok(packages),
          'POST /user/get/subscription/difference/amount': ok({ amountDue: 100, packageCost: 199 }),
          'GET /payment/config': ok({ gateway: 'local', publishableKey: null }),
        }),
    },
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByRole(
      'button',
      { name: 'Select', description: /Champion/ },
      SCREEN_TIMEOUT,
    );
    await userEvent.click(select);
    const dialog = await inDocument().findByRole('dialog', { name: 'Card Details' }, SCREEN_TIMEOUT);
    await expect(dialog).toHaveTextContent('$100.00');
    await expect(dialog).toHaveTextContent('$199.00');
  },
};

/** 'Cancel' on the current paid package asks first, with what the member loses. */
export const CancelConfirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }, SCREEN_TIMEOUT));
    await expect(await inDocument().findByRole('alertdialog', { name: 'Cancel membership' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/package/list': ok([]) }) } },
  play: showsText('app.packages.list.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/package/list': pending() }) } },
  play: showsText('app.packages.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/package/list': serverError }) } },
  play: showsText('app.packages.list.error'),
};
