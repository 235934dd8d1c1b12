import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  marketplaceOrders,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { OrdersPage } from './OrdersPage';

const meta = {
  title: 'Screens/Commerce/OrdersPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: OrdersPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/orders',
      api: () => memberApi({ 'POST /user/marketplace/order/list': ok(marketplaceOrders) }),
    },
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Processing teal, pending amber, completed light blue, cancelled red (§4). */
export const Default: Story = { play: showsText('app.commerce.orders.viewDetails') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/order/list': ok([]) }) } },
  play: showsText('app.commerce.orders.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/order/list': pending() }) } },
  play: showsHeading('app.commerce.orders.title'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/order/list': serverError }) } },
  play: showsText('app.commerce.list.error'),
};
