import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { storyAffiliate, storyProducts, storyService } from '../storyFixtures';
import { ProductCard } from './ProductCard';

const meta = {
  title: 'Marketplace/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: { product: storyProducts[0]!, href: '#/marketplace/product/101' },
  decorators: [(Story) => <div style={{ maxInlineSize: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On sale: the sale price, the regular price struck through; a long name cut at 30 characters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Eco Cork Yoga Mat with Carry S...' });
    await expect(link).toHaveAttribute('href', '#/marketplace/product/101');
    await expect(canvas.getByText('Yoga & Pilates')).toBeVisible();
    await expect(canvas.getByText('$54.00')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('$68.00');
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '800');
  },
};

/** No sale price: the regular price alone. */
export const RegularPrice: Story = {
  args: { product: storyProducts[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$18.50')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

/** No image and no price: a placeholder and $0.00. */
export const Empty: Story = {
  args: { product: storyProducts[4]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'No image available' })).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
  },
};

export const Service: Story = { args: { product: storyService } };
export const Affiliate: Story = { args: { product: storyAffiliate } };

/** A button instead of a link. */
export const Clickable: Story = {
  args: { href: undefined, onOpen: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Eco Cork/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(storyProducts[0]);
  },
};

/** The slots the commerce screens fill: a heart over the picture and Add to cart under the price. */
export const WithActions: Story = {
  args: {
    topAction: (
      <IconButton variant="secondary" size="sm" label="Add to wishlist" icon={<Heart aria-hidden />} />
    ),
    actions: (
      <Button variant="secondary" size="sm" fullWidth leadingIcon={<ShoppingCart aria-hidden />}>
        Add to Cart
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};

/** Busy: the commerce slot's button is disabled while its call runs. */
export const Busy: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm" fullWidth busy busyLabel="Adding...">
        Add to Cart
      </Button>
    ),
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
