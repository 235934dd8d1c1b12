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
import { pageOf, staffUser } from '../../../test/screen/staff';
import { CatalogItemsPage } from './CatalogItemsPage';
import { staffCatalogItems } from './fixtures';

const categories = {
  'POST /marketplace/product/categories/list': ok(marketplaceCategories),
  'POST /marketplace/affiliate/categories': ok(affiliateCategories),
};

const api = (answer: 'rows' | 'empty' | 'error') => () =>
  memberApi(
    {
      ...categories,
      'GET /staff/catalog/items':
        answer === 'error' ? serverError : ok(pageOf(answer === 'rows' ? staffCatalogItems : [])),
    },
    staffUser,
  );

const meta = {
  title: 'Screens/Staff/CatalogItemsPage',
  tags: ['!autodocs'],
  component: CatalogItemsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/staff/catalog', api: api('rows') },
  },
} satisfies Meta<typeof CatalogItemsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.staff.nav.catalog') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: api('empty') } },
  play: showsText('app.catalogAdmin.table.empty'),
};

export const Loading: Story = {
  parameters: {
    screen: { api: () => memberApi({ ...categories, 'GET /staff/catalog/items': pending() }, staffUser) },
  },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: api('error') } },
  play: showsText('app.staff.queue.error'),
};
