import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  catalogPage,
  marketplaceProducts,
  ok,
  pending,
  screenMeta,
  serverError,
  showsText,
  variants,
} from '../../../test/screen';
import { ProductsPage } from './ProductsPage';
import { showsList, sortsAndSearches } from './listStories';
import { marketplaceApi } from './screenApi';

const meta = {
  title: 'Screens/Marketplace/ProductsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ProductsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/marketplace/products', api: () => marketplaceApi() },
  },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsList('app.marketplace.list.productsTitle', 8) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** Price high to low, then a search with no match ('No match found'), then back to the default list. */
export const SortAndSearch: Story = {
  play: sortsAndSearches(
    'app.marketplace.list.productsTitle',
    'app.marketplace.list.productsSearch',
    'Weighted Calm Blanket',
  ),
};

/** Opened from an address with a search, a category and a sort (reload, back, a shared link): the list follows it. */
export const FromTheAddress: Story = {
  parameters: { screen: { url: '/marketplace/products?search=mat&category=17&sort=lowtohigh' } },
  play: async (context) => {
    await showsList('app.marketplace.list.productsTitle', 1)(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('mat');
  },
};

/** Page 2 of 25 products. */
export const SecondPage: Story = {
  parameters: {
    screen: {
      url: '/marketplace/products?page=2',
      api: () =>
        marketplaceApi({
          'POST /marketplace/products/by/category': (request) =>
            ok(
              catalogPage(
                Array.from({ length: 25 }, (_, i) => ({ ...marketplaceProducts[i % 8]!, id: 5000 + i })),
                (request.body as { page: number }).page,
              ),
            ),
        }),
    },
  },
  play: showsList('app.marketplace.list.productsTitle', 5),
};

export const Empty: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/products/by/category': ok(catalogPage([])) }) },
  },
  play: showsText('app.marketplace.list.empty'),
};

export const Loading: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/products/by/category': pending() }) },
  },
  play: showsText('app.marketplace.list.loading'),
};

export const Error: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/products/by/category': serverError }) },
  },
  play: showsText('app.marketplace.list.error'),
};
