import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  asViewer,
  memberApi,
  ok,
  pending,
  screenMeta,
  SCREEN_TIMEOUT,
  serverError,
  showsHeading,
  showsText,
  variants,
  workplaceWellbeing,
} from '../../../test/screen';
import { ReviewOrderPage } from './ReviewOrderPage';

const meta = {
  title: 'Screens/Events/ReviewOrderPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ReviewOrderPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: `/pay?eventUuid=${workplaceWellbeing.uuid}&quantity=2`,
      api: () =>
        memberApi({
          'GET /user/event/view': ok(asViewer(workplaceWellbeing)),
          'POST /user/event/order/quote': ok({ subtotal: 98, discount: 0, total: 98 }),
          // The server's figures for TEAM20 ($20 a seat) on two seats: the page shows them as answered.
          'POST /user/event/coupon/check': ok({
            discountType: 'Percent',
            discountedAmount: 20,
            subtotal: 98,
            discount: 40,
            total: 58,
          }),
        }),
    },
  },
} satisfies Meta<typeof ReviewOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two seats of a $49 workshop: $98.00 to pay. */
export const Default: Story = { play: showsHeading('app.events.order.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A 20% coupon: the discount and the new total before the member pays. */
export const CouponApplied: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.type(await canvas.findByLabelText(/^Coupon Code/, undefined, SCREEN_TIMEOUT), 'TEAM20');
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await showsText('app.events.coupon.applied')(context);
    // The total is the coupon check's answer, not a figure the page worked out.
    const total = canvas.getAllByText('Total', { selector: 'dt' })[0]?.nextElementSibling;
    await expect(total).toHaveTextContent('$58.00');
  },
};

/**
 * The coupon's value changed on the server (staff edited it): the same code now answers other amounts, and the
 * page follows them (packages/server/test/coupons.test.ts changes the row and checks these answers).
 */
export const CouponChangedOnServer: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({
          'GET /user/event/view': ok(asViewer(workplaceWellbeing)),
          'POST /user/event/order/quote': ok({ subtotal: 98, discount: 0, total: 98 }),
          'POST /user/event/coupon/check': ok({
            discountType: 'Flat',
            discountedAmount: 12.5,
            subtotal: 98,
            discount: 12.5,
            total: 85.5,
          }),
        }),
    },
  },
  play: async (context) => {
    const { canvas } = context;
    await userEvent.type(await canvas.findByLabelText(/^Coupon Code/, undefined, SCREEN_TIMEOUT), 'TEAM20');
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await showsText('app.events.coupon.applied')(context);
    const total = canvas.getAllByText('Total', { selector: 'dt' })[0]?.nextElementSibling;
    await expect(total).toHaveTextContent('$85.50');
  },
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/event/view': pending() }) } },
  play: showsText('app.events.order.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/event/view': serverError }) } },
  play: showsText('app.events.order.error'),
};
