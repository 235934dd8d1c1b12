import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  memberApi,
  newMember,
  emptyCart,
  ok,
  pending,
  screenMeta,
  SCREEN_TIMEOUT,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { PaymentSummaryPage } from './PaymentSummaryPage';

const meta = {
  title: 'Screens/Commerce/PaymentSummaryPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: PaymentSummaryPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/payment', api: () => memberApi() },
  },
} satisfies Meta<typeof PaymentSummaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart read-only, the shipping address with Edit Address, Shipping 'Free', TOTAL AMOUNT $91.00. */
export const Default: Story = { play: showsHeading('app.commerce.summary.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** No address yet: the card says so, and Proceed to Pay is refused with §5's words. */
export const NoAddress: Story = {
  parameters: {
    screen: { api: () => memberApi({}, { ...newMember, profileCompleted: true, package: null }) },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: t('app.commerce.summary.proceed') },
        SCREEN_TIMEOUT,
      ),
    );
    await showsText('app.commerce.toast.addressIncomplete')({ canvasElement, globals });
  },
};

/** Proceed to Pay while the server creates the order. */
export const Busy: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/marketplace/order/create': pending() }) } },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: t('app.commerce.summary.proceed') },
        SCREEN_TIMEOUT,
      ),
    );
    await showsText('app.commerce.summary.placing')({ canvasElement, globals });
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
