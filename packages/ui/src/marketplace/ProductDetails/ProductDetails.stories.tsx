import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import {
  storyAffiliate,
  storyProductArabic,
  storyProductWithFacts,
  storyProducts,
  storyService,
} from '../storyFixtures';
import { ProductDetails } from './ProductDetails';

const meta = {
  title: 'Marketplace/ProductDetails',
  component: ProductDetails,
  tags: ['autodocs'],
  args: {
    product: storyProductWithFacts,
    kind: 'product',
    pageTitle: 'Wellness Products',
    backHref: '#/marketplace/products',
    related: storyProducts.slice(1, 5),
    relatedHrefOf: (item) => `#/marketplace/product/${item.id}`,
  },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Gallery, the second category, the short description without markup, sale price with the regular one
 * struck, the stepper that stops at 1, Show more after 400 characters, RELATED PRODUCTS.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: storyProducts[0]!.name })).toBeVisible();
    await expect(canvas.getByText('Yoga & Pilates')).toBeVisible();
    await expect(canvas.getByText('A non-slip cork mat that grips better as you sweat.')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('$68.00');
    await expect(canvas.getByRole('group', { name: 'Images' })).toBeVisible();

    const stepper = canvas.getByRole('group', { name: 'Quantity' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('min limit reached');
    await userEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    await expect(within(stepper).getByText('2')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));

    const more = canvas.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByText('Comes with a cotton strap.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    (document.activeElement as HTMLElement | null)?.blur();

    // The facts (attributes) under the description.
    await expect(canvas.getByText('Thickness')).toBeVisible();
    await expect(canvas.getByText('Natural cork, Charcoal')).toBeVisible();

    await expect(canvas.getByRole('heading', { name: 'RELATED PRODUCTS' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'RELATED PRODUCTS' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
};

/** A service shows only its first image and the page title 'Wellness Services'. */
export const Service: Story = {
  args: { product: storyService, kind: 'service', pageTitle: 'Wellness Services', related: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Wellness Services' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Images' })).toBeNull();
    await expect(canvas.getByText('Massage & Bodywork')).toBeVisible();
  },
};

/** An affiliate item: 'Visit Website' opens the shop in a new tab; no stepper. */
export const Affiliate: Story = {
  args: { product: storyAffiliate, kind: 'affiliate', pageTitle: 'AFFILIATE PRODUCTS', related: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visit = canvas.getByRole('link', { name: /^Visit Website/ });
    await expect(visit).toHaveAttribute('href', 'https://shop.example/tracker');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('group', { name: 'Quantity' })).toBeNull();
  },
};

/** No price at all: $0.00; no image: the placeholder; no description: no details section. */
export const Empty: Story = {
  args: { product: storyProducts[4]!, related: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$0.00')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'No image available' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Product Details' })).toBeNull();
  },
};

/** Loading, and also after a failed fetch (§2: the spinner stays). */
export const Loading: Story = {
  args: { product: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

const commerceSlots = {
  titleAction: <IconButton variant="secondary" label="Add to wishlist" icon={<Heart aria-hidden />} />,
  actions: (quantity: number) => (
    <Button leadingIcon={<ShoppingCart aria-hidden />} aria-label={`Add to Cart (${quantity})`}>
      Add to Cart
    </Button>
  ),
};

/** The commerce slots: a heart by the title, Add to Cart beside the quantity (disabled while busy). */
export const WithActions: Story = {
  args: commerceSlots,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('button', { name: 'Add to Cart (2)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
  },
};

export const Busy: Story = {
  args: {
    actions: () => (
      <Button busy busyLabel="Adding...">
        Add to Cart
      </Button>
    ),
  },
};

/** A phone: the gallery, then the buy box with the stepper and Add to Cart sharing one row. */
export const Phone: Story = { args: commerceSlots, globals: { viewport: { value: 'phone' } } };

/** Arabic: the server's Arabic texts, the layout mirrored, prices still read '$54.00'. */
export const Arabic: Story = {
  args: { ...commerceSlots, product: storyProductArabic, pageTitle: 'منتجات العافية' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('حصيرة يوغا من الفلين الطبيعي');
    await expect(canvas.getByText('اليوغا والبيلاتس')).toBeVisible();
    await expect(canvasElement.querySelector('bdi[dir="ltr"]')).toHaveTextContent('$54.00');
  },
};

export const ArabicPhone: Story = {
  ...Arabic,
  globals: { locale: 'ar', viewport: { value: 'phone' } },
};
export const Dark: Story = { globals: { theme: 'dark' } };
