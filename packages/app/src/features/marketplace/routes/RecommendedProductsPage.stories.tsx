import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogPage, ok, pending, screenMeta, serverError, showsText, variants } from '../../../test/screen';
import { RecommendedProductsPage } from './RecommendedProductsPage';
import { showsList, sortsAndSearches } from './listStories';
import { marketplaceApi } from './screenApi';

const meta = {
  title: 'Screens/Marketplace/RecommendedProductsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: RecommendedProductsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/marketplace/recommendedproducts', api: () => marketplaceApi() },
  },
} satisfies Meta<typeof RecommendedProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsList('app.marketplace.list.recommendedTitle', 4) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** Price high to low, then a search with no match ('No match found'), then back to the default list. */
export const SortAndSearch: Story = {
  play: sortsAndSearches(
    'app.marketplace.list.recommendedTitle',
    'app.marketplace.list.recommendedSearch',
    'Weighted Calm Blanket',
  ),
};

export const Empty: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/products/featured': ok(catalogPage([])) }) },
  },
  play: showsText('app.marketplace.list.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/products/featured': pending() }) } },
  play: showsText('app.marketplace.list.loading'),
};

export const Error: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/products/featured': serverError }) },
  },
  play: showsText('app.marketplace.list.error'),
};
