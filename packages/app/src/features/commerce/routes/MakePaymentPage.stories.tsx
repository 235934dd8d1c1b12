import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  inDocument,
  memberApi,
  ok,
  pending,
  screenMeta,
  SCREEN_TIMEOUT,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import type { CommerceCheckoutSession } from '../slice';
import { MakePaymentPage } from './MakePaymentPage';

const session: CommerceCheckoutSession = {
  orderId: 1046,
  clientSecret: 'pi_local_1046_secret_3b7d',
  amount: 91,
};

/** Proceed to Pay left the order in this tab's session storage, as the app does. */
const keepOrder = () => sessionStorage.setItem('wellness.marketplaceCheckout', JSON.stringify(session));

const checkoutApi = () => ({
  'GET /payment/config': ok({ gateway: 'local' as const, publishableKey: null }),
  'GET /payment/intent/status': ok({
    status: 'requires_payment_method' as const,
    amount: 9100,
    currency: 'usd',
  }),
  'POST /payment/local/payment-method': ok({ paymentMethodId: 'pm_local_9a1c' }),
});

const meta = {
  title: 'Screens/Commerce/MakePaymentPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: MakePaymentPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: `/checkout?orderId=${session.orderId}`,
      prepare: keepOrder,
      api: () => memberApi(checkoutApi()),
    },
  },
} satisfies Meta<typeof MakePaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No toolbar, navigation or footer; the local test gateway's card form for $91.00. */
export const Default: Story = { play: showsHeading('app.events.checkout.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** Pay now is disabled while the payment is confirmed (§4). */
export const Confirming: Story = {
  parameters: {
    screen: { api: () => memberApi({ ...checkoutApi(), 'POST /payment/local/confirm': pending() }) },
  },
  play: async ({ globals }) => {
    const t = await textIn(globals);
    const page = inDocument();
    await userEvent.type(
      await page.findByLabelText(t('app.events.cardForm.number'), undefined, SCREEN_TIMEOUT),
      '4242424242424242',
    );
    await userEvent.type(page.getByLabelText(t('app.events.cardForm.expiry')), '12/30');
    await userEvent.type(page.getByLabelText(t('app.events.cardForm.cvc')), '123');
    await userEvent.type(page.getByLabelText(t('app.events.cardForm.name')), 'Amira Haddad');
    await userEvent.click(page.getByRole('button', { name: t('app.events.checkout.pay') }));
    await expect(
      await page.findByRole('button', { name: t('app.events.checkout.confirming') }, SCREEN_TIMEOUT),
    ).toBeDisabled();
  },
};

/** A new tab without the order's payment: say so, and lead back to the order. */
export const Unavailable: Story = {
  parameters: { screen: { prepare: () => undefined } },
  play: showsText('app.events.checkout.unavailable'),
};
