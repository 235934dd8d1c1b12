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
          'POST /user/event/coupon/check': ok({ discountType: 'Percent', discountedAmount: 20 }),
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
