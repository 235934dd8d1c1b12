import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  cartItems,
  inDocument,
  memberApi,
  ok,
  pending,
  screenMeta,
  SCREEN_TIMEOUT,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { WishlistPage } from './WishlistPage';

const meta = {
  title: 'Screens/Commerce/WishlistPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: WishlistPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/wishlist',
      api: () => {
        // The fake server keeps the cart: a list read after Move to Cart (the toolbar's badge) has the tea in it.
        const tea = { ...cartItems[1]!, quantity: 1, line_total: '12.00' };
        let cart = { items: cartItems.slice(2), subtotal: '40.00', total: '40.00' };
        return memberApi({
          'POST /user/marketplace/cart/list': () => ok(cart),
          'POST /user/marketplace/cart/create': () => {
            cart = { items: [tea, ...cartItems.slice(2)], subtotal: '52.00', total: '52.00' };
            return ok(tea, 'Item added to cart successfully', 201);
          },
          'DELETE /user/marketplace/wishlist/delete': ok(null, 'Item removed from wishlist successfully'),
        });
      },
    },
  },
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.commerce.wishlist.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** Move to cart asks first, then §8's cart toast; the item leaves the wishlist. */
export const MovedToCart: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: t('app.commerce.wishlist.moveToCart', { name: 'Organic chamomile tea' }) },
        SCREEN_TIMEOUT,
      ),
    );
    const dialog = await inDocument().findByRole('alertdialog', {
      name: t('app.commerce.wishlist.moveTitle'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.commerce.confirm.yes') }));
    await showsText('app.commerce.toast.cartAdded')({ canvasElement, globals });
    // The picture waits for the move to finish: two in the cart's badge, one in the wishlist's, one row left.
    const page = inDocument();
    await waitFor(() => expect(page.getByRole('button', { name: /^Cart/ })).toHaveTextContent('2'));
    await waitFor(() => expect(page.getByRole('button', { name: /^Wishlist/ })).toHaveTextContent('1'));
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(2));
  },
};

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/wishlist/list': ok([]) }) } },
  play: showsText('app.commerce.wishlist.emptyText'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/wishlist/list': pending() }) } },
  play: showsText('app.commerce.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/wishlist/list': serverError }) } },
  play: showsText('app.commerce.list.error'),
};
