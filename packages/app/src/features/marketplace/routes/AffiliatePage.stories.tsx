import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogPage, ok, pending, screenMeta, serverError, showsText, variants } from '../../../test/screen';
import { AffiliatePage } from './AffiliatePage';
import { showsList, sortsAndSearches } from './listStories';
import { marketplaceApi } from './screenApi';

const meta = {
  title: 'Screens/Marketplace/AffiliatePage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: AffiliatePage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/marketplace/affiliate', api: () => marketplaceApi() },
  },
} satisfies Meta<typeof AffiliatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsList('app.marketplace.list.affiliateTitle', 4) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** Price high to low, then a search with no match ('No match found'), then back to the default list. */
export const SortAndSearch: Story = {
  play: sortsAndSearches(
    'app.marketplace.list.affiliateTitle',
    'app.marketplace.list.affiliateSearch',
    'Smart Sleep Headband',
  ),
};

export const Empty: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/affiliate/list': ok(catalogPage([])) }) },
  },
  play: showsText('app.marketplace.list.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/affiliate/list': pending() }) } },
  play: showsText('app.marketplace.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/affiliate/list': serverError }) } },
  play: showsText('app.marketplace.list.error'),
};
