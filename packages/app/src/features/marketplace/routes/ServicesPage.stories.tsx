import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogPage, ok, pending, screenMeta, serverError, showsText, variants } from '../../../test/screen';
import { ServicesPage } from './ServicesPage';
import { showsList, sortsAndSearches } from './listStories';
import { marketplaceApi } from './screenApi';

const meta = {
  title: 'Screens/Marketplace/ServicesPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ServicesPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/marketplace/services', api: () => marketplaceApi() },
  },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsList('app.marketplace.list.servicesTitle', 4) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** Price high to low, then a search with no match ('No match found'), then back to the default list. */
export const SortAndSearch: Story = {
  play: sortsAndSearches(
    'app.marketplace.list.servicesTitle',
    'app.marketplace.list.servicesSearch',
    'Hot Stone Therapy',
  ),
};

export const Empty: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/services/by/category': ok(catalogPage([])) }) },
  },
  play: showsText('app.marketplace.list.empty'),
};

export const Loading: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/services/by/category': pending() }) },
  },
  play: showsText('app.marketplace.list.loading'),
};

export const Error: Story = {
  parameters: {
    screen: { api: () => marketplaceApi({ 'POST /marketplace/services/by/category': serverError }) },
  },
  play: showsText('app.marketplace.list.error'),
};
