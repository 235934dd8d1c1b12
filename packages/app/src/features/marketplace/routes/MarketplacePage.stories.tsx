import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  SCREEN_TIMEOUT,
  catalogPage,
  inDocument,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { MarketplacePage } from './MarketplacePage';
import { marketplaceApi } from './screenApi';

const meta = {
  title: 'Screens/Marketplace/MarketplacePage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: MarketplacePage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/marketplace', api: () => marketplaceApi() } },
} satisfies Meta<typeof MarketplacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banners (tall tiles with their words), the four sections of 4 with See all, and the Become a vendor banner. */
export const Default: Story = {
  play: async (context) => {
    await showsHeading('app.marketplace.home.title')(context);
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    // The banners' words come from the server in the page's language.
    const arabic = context.globals.locale === 'ar';
    await expect(
      await canvas.findByRole(
        'link',
        { name: new RegExp(`^${arabic ? 'خدمات العافية' : 'Wellness Services'}`) },
        SCREEN_TIMEOUT,
      ),
    ).toHaveAttribute('href', '/marketplace/services');
    for (const section of ['recommended', 'products', 'affiliate', 'services']) {
      const region = await canvas.findByRole(
        'region',
        { name: t(`app.marketplace.home.${section}`) },
        SCREEN_TIMEOUT,
      );
      await expect(await within(region).findAllByRole('listitem', undefined, SCREEN_TIMEOUT)).toHaveLength(4);
    }
    await expect(
      canvas.getByRole('link', {
        name: `${t('app.marketplace.home.seeAll')}: ${t('app.marketplace.home.products')}`,
      }),
    ).toHaveAttribute('href', '/marketplace/products');
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** Register Here opens the dialog with Become a Vendor and Become a Partner. */
export const RegisterDialog: Story = {
  play: async (context) => {
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('app.marketplace.vendor.register') }, SCREEN_TIMEOUT),
    );
    const dialog = inDocument().getByRole('dialog', { name: t('app.marketplace.vendor.dialogTitle') });
    await expect(
      within(dialog).getByRole('link', { name: t('app.marketplace.vendor.vendor') }),
    ).toHaveAttribute('href', '/vendor/register');
    await expect(
      within(dialog).getByRole('link', { name: t('app.marketplace.vendor.partner') }),
    ).toHaveAttribute('href', '/partners/register');
  },
};

export const Empty: Story = {
  parameters: {
    screen: {
      api: () =>
        marketplaceApi({
          'GET /slider/list': ok([]),
          'POST /marketplace/products/by/category': ok(catalogPage([])),
          'POST /marketplace/products/featured': ok(catalogPage([])),
          'POST /marketplace/services/by/category': ok(catalogPage([])),
          'POST /marketplace/affiliate/list': ok(catalogPage([])),
        }),
    },
  },
  play: showsText('app.marketplace.list.empty'),
};

export const Loading: Story = {
  parameters: {
    screen: {
      api: () =>
        marketplaceApi({
          'GET /slider/list': pending(),
          'POST /marketplace/products/by/category': pending(),
          'POST /marketplace/products/featured': pending(),
          'POST /marketplace/services/by/category': pending(),
          'POST /marketplace/affiliate/list': pending(),
        }),
    },
  },
  play: showsText('app.marketplace.list.loading'),
};

/** One section fails: it says so; the others still show. */
export const Error: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/affiliate/list': serverError }) },
  },
  play: showsText('app.marketplace.list.error'),
};
