import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  textIn,
  marketplaceItems,
  pending,
  screenMeta,
  serverError,
  showsHeadingText,
  showsText,
  variants,
} from '../../../test/screen';
import { AffiliateDetailsPage } from './AffiliateDetailsPage';
import { marketplaceApi } from './screenApi';

const item = marketplaceItems.find((p) => p.id === 3001)!;

const meta = {
  title: 'Screens/Marketplace/AffiliateDetailsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: AffiliateDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/marketplace/affiliate/3001', api: () => marketplaceApi() },
  },
} satisfies Meta<typeof AffiliateDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeadingText(item.name) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

export const VisitWebsite: Story = {
  play: async (context) => {
    await showsHeadingText(item.name)(context);
    const t = await textIn(context.globals);
    const link = within(context.canvasElement).getByRole('link', {
      name: new RegExp(t('app.marketplace.details.visitWebsite')),
    });
    await expect(link).toHaveAttribute('href', item.external_url);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Loading: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/product': pending() }) } },
  play: showsText('app.marketplace.details.loading'),
};

/** §2: a failed fetch is silently ignored; the spinner stays. */
export const Error: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/product': serverError }) } },
  play: showsText('app.marketplace.details.loading'),
};
