import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  SCREEN_TIMEOUT,
  textIn,
  marketplaceItems,
  pending,
  screenMeta,
  serverError,
  showsHeadingText,
  showsText,
  variants,
} from '../../../test/screen';
import { ProductDetailsPage } from './ProductDetailsPage';
import { marketplaceApi } from './screenApi';

const item = marketplaceItems.find((p) => p.id === 1001)!;

const meta = {
  title: 'Screens/Marketplace/ProductDetailsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ProductDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/marketplace/product/1001', api: () => marketplaceApi() },
  },
} satisfies Meta<typeof ProductDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeadingText(item.name) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** The stepper stops at 1 with 'min limit reached'; Show more opens the whole description. */
export const MinLimitAndShowMore: Story = {
  play: async (context) => {
    await showsHeadingText(item.name)(context);
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('app.marketplace.details.decrease') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('app.marketplace.details.minLimit'));
    await userEvent.click(canvas.getByRole('button', { name: t('app.marketplace.details.showMore') }));
    await expect(canvas.getByText('Delivered in recycled packaging.')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: t('app.marketplace.details.related') }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** Issue 31: the item's average, count and reviews, newest first, in the reviewers' words. */
export const Reviews: Story = {
  play: async (context) => {
    await showsHeadingText(item.name)(context);
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    const section = await canvas.findByRole(
      'region',
      { name: t('app.marketplace.reviews.title') },
      SCREEN_TIMEOUT,
    );
    await expect(await within(section).findByText('Amira Haddad', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(
      within(section).getByText('Good, but <b>the strap</b> could be longer & softer.'),
    ).toBeVisible();
    section.scrollIntoView();
  },
};
export const ReviewsArabicPhone: Story = { ...Reviews, globals: { ...variants.arabic, ...variants.phone } };

export const Loading: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/product': pending() }) } },
  play: showsText('app.marketplace.details.loading'),
};

/** §2: a failed fetch is silently ignored; the spinner stays. */
export const Error: Story = {
  parameters: { screen: { api: () => marketplaceApi({ 'POST /marketplace/product': serverError }) } },
  play: showsText('app.marketplace.details.loading'),
};
