import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { affiliateCategories, marketplaceCategories } from '../../../test/screen/marketplace';
import { staffUser } from '../../../test/screen/staff';
import { CatalogItemPage } from './CatalogItemPage';
import { staffCatalogItems } from './fixtures';

const item = staffCatalogItems[0]!;
// The fake fetch matches the address as sent.
const itemPath = `GET /staff/catalog/items/${item.id}` as 'GET /staff/catalog/items/{id}';
const categories = {
  'POST /marketplace/product/categories/list': ok(marketplaceCategories),
  'POST /marketplace/affiliate/categories': ok(affiliateCategories),
};
const api = (answer: 'item' | 'pending' | 'error') => () =>
  memberApi(
    {
      ...categories,
      [itemPath]: answer === 'error' ? serverError : answer === 'pending' ? pending() : ok(item),
    },
    staffUser,
  );

const meta = {
  title: 'Screens/Staff/CatalogItemPage',
  tags: ['!autodocs'],
  component: CatalogItemPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: `/staff/catalog/${item.id}`, api: api('item') },
  },
} satisfies Meta<typeof CatalogItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsText('app.catalogAdmin.panel.held') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const New: Story = {
  parameters: { screen: { url: '/staff/catalog/new' } },
  play: showsHeading('app.catalogAdmin.page.new'),
};

export const Loading: Story = {
  parameters: { screen: { api: api('pending') } },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: api('error') } },
  play: showsText('app.staff.queue.error'),
};
