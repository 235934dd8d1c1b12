import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@wellness/api';
import { expect, userEvent, within } from 'storybook/test';
import {
  cartItems,
  cartList,
  inDocument,
  memberApi,
  emptyCart,
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
import { CartPage } from './CartPage';

/** What the server answers after the yoga mat goes from 2 to 3 (19.50 each) … */
const cartWithThreeMats: Schema<'CartList'> = {
  items: [{ ...cartItems[0]!, quantity: 3, line_total: '58.50' }, ...cartItems.slice(1)],
  subtotal: '110.50',
  total: '110.50',
};
/** … and after the meditation session (40.00) is removed. */
const cartWithoutSession: Schema<'CartList'> = {
  items: cartItems.slice(0, 2),
  subtotal: '51.00',
  total: '51.00',
};

const meta = {
  title: 'Screens/Commerce/CartPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: CartPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/cart',
      api: () => {
        // The fake server keeps the cart: after a change, the list read again answers the new lines and amounts.
        let cart = cartList;
        return memberApi({
          'POST /user/marketplace/cart/list': () => ok(cart),
          'PATCH /user/marketplace/cart/update': () => {
            cart = cartWithThreeMats;
            return ok(cart.items[0]!);
          },
          'DELETE /user/marketplace/cart/delete': () => {
            cart = cartWithoutSession;
            return ok(null, 'Item removed from cart successfully');
          },
        });
      },
    },
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products and a service; the subtotal with two decimals and Place Order in the header. */
export const Default: Story = {
  play: async (context) => {
    await showsHeading('app.commerce.cart.title')(context);
    const t = await textIn(context.globals);
    await expect(
      await within(context.canvasElement).findByText(t('app.commerce.cart.subtotal', { amount: '$91.00' })),
    ).toBeVisible();
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** The stepper saves at once; the subtotal and the row follow the server's answer. */
export const QuantityChanged: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: t('app.commerce.cart.increase', { name: 'Eco-friendly yoga mat with carrying strap' }) },
        SCREEN_TIMEOUT,
      ),
    );
    await expect(
      await canvas.findByText(
        t('app.commerce.cart.subtotal', { amount: '$110.50' }),
        undefined,
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
  },
};

/** Delete asks first; then §8's toast and the row is gone. */
export const Removed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: t('app.commerce.cart.remove', { name: 'Guided meditation session' }) },
        SCREEN_TIMEOUT,
      ),
    );
    const dialog = await inDocument().findByRole('alertdialog', {
      name: t('app.commerce.cart.confirmTitle'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.commerce.confirm.yes') }));
    await showsText('app.commerce.toast.cartRemoved')({ canvasElement, globals });
  },
};

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/cart/list': ok(emptyCart) }) } },
  play: showsText('app.commerce.cart.emptyText'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/cart/list': pending() }) } },
  play: showsText('app.commerce.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/cart/list': serverError }) } },
  play: showsText('app.commerce.list.error'),
};
