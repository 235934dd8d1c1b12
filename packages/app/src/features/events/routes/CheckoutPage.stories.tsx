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
  variants,
  workplaceWellbeing,
} from '../../../test/screen';
import type { CheckoutSession } from '../slice';
import { CheckoutPage } from './CheckoutPage';

const session: CheckoutSession = {
  orderId: 5012,
  clientSecret: 'pi_local_5012_secret_8f2c',
  eventUuid: workplaceWellbeing.uuid,
  eventName: workplaceWellbeing.name,
  quantity: 2,
  amount: 98,
};

/** 'Proceed to Pay' left the order in this tab's session storage, as the app does. */
const keepOrder = () => sessionStorage.setItem('wellness.eventCheckout', JSON.stringify(session));

const checkoutApi = () => ({
  'GET /payment/config': ok({ gateway: 'local' as const, publishableKey: null }),
  'GET /payment/intent/status': ok({
    status: 'requires_payment_method' as const,
    amount: 9800,
    currency: 'usd',
  }),
  'POST /payment/local/payment-method': ok({ paymentMethodId: 'pm_local_7d1e' }),
});

const meta = {
  title: 'Screens/Events/CheckoutPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: CheckoutPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: `/payment/checkout?orderId=${session.orderId}&eventUuid=${session.eventUuid}&quantity=2`,
      prepare: keepOrder,
      api: () => memberApi(checkoutApi()),
    },
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The local test gateway's card form for $98.00. */
export const Default: Story = { play: showsHeading('app.events.checkout.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

async function payWith(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], number: string) {
  await userEvent.type(await canvas.findByLabelText(/^Card number/, undefined, SCREEN_TIMEOUT), number);
  await userEvent.type(canvas.getByLabelText(/^Expiry/), '1230');
  await userEvent.type(canvas.getByLabelText(/^CVC/), '123');
  await userEvent.type(canvas.getByLabelText(/^Name on card/), 'Amira Haddad');
  await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
}

/** The card is declined: the provider's words in a toast, the form ready for another card. */
export const CardDeclined: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({
          ...checkoutApi(),
          'POST /payment/local/confirm': ok({
            status: 'requires_payment_method' as const,
            error: { code: 'card_declined', message: 'Your card was declined.' },
          }),
        }),
    },
  },
  play: async ({ canvas }) => {
    await payWith(canvas, '4000000000000002');
    await expect(
      await inDocument().findByText('Your card was declined.', undefined, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** The payment is being confirmed: 'Pay now' says 'Processing...' and cannot be pressed again. */
export const Processing: Story = {
  parameters: {
    screen: { api: () => memberApi({ ...checkoutApi(), 'POST /payment/local/confirm': pending() }) },
  },
  play: async (context) => {
    await payWith(context.canvas, '4242424242424242');
    await showsText('app.events.checkout.confirming')(context);
  },
};

/** Opened without the order in this tab (another tab, or storage cleared): the payment cannot be shown. */
export const Unavailable: Story = {
  parameters: { screen: { prepare: () => undefined } },
  play: showsText('app.events.checkout.unavailable'),
};
