import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  marketplaceItems,
  pending,
  screenMeta,
  serverError,
  showsHeadingText,
  showsText,
  variants,
} from '../../../test/screen';
import { ServiceDetailsPage } from './ServiceDetailsPage';
import { marketplaceApi } from './screenApi';

const item = marketplaceItems.find((p) => p.id === 2001)!;

const meta = {
  title: 'Screens/Marketplace/ServiceDetailsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ServiceDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/marketplace/service/2001', api: () => marketplaceApi() },
  },
} satisfies Meta<typeof ServiceDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeadingText(item.name) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

export const Loading: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/product': pending() }) } },
  play: showsText('app.marketplace.details.loading'),
};

/** §2: a failed fetch is silently ignored; the spinner stays. */
export const Error: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/product': serverError }) } },
  play: showsText('app.marketplace.details.loading'),
};
