import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  memberApi,
  ok,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { pageOf, paidOrders, staffUser } from '../../../test/screen/staff';
import { StaffOrdersPage } from './StaffOrdersPage';

const meta = {
  title: 'Screens/Staff/StaffOrdersPage',
  tags: ['!autodocs'],
  component: StaffOrdersPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff/orders',
      api: () => memberApi({ 'GET /staff/orders': ok(pageOf(paidOrders)) }, staffUser),
    },
  },
} satisfies Meta<typeof StaffOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two paid orders to ship and one shipped, waiting to be completed. */
export const Default: Story = { play: showsHeading('app.staff.nav.orders') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/orders': ok(pageOf([])) }, staffUser) } },
  play: showsText('app.fulfilment.table.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/orders': pending() }, staffUser) } },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/orders': serverError }, staffUser) } },
  play: showsText('app.staff.queue.error'),
};

/** Marking an order shipped: the server's answer is shown and the member is told (toast). */
export const MarkShipped: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          {
            'GET /staff/orders': ok(pageOf(paidOrders)),
            // The fake answers a concrete path: the change of order #1042.
            ['PATCH /staff/orders/1042' as 'PATCH /staff/orders/{id}']: ok({
              ...paidOrders[0]!,
              status: 'shipped',
            }),
          },
          staffUser,
        ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Ship: #1042/ }, SCREEN_TIMEOUT));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t('app.fulfilment.toast.shipped')),
    ).toBeVisible();
  },
};

/** The order number opens the order's page. */
export const OpensOrder: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          {
            'GET /staff/orders': ok(pageOf(paidOrders)),
            ['GET /staff/orders/1042' as 'GET /staff/orders/{id}']: ok(paidOrders[0]!),
          },
          staffUser,
        ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'link',
        { name: t('app.fulfilment.action.open', { number: '1042' }) },
        SCREEN_TIMEOUT,
      ),
    );
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('app.fulfilment.order.title', { number: '1042' }) },
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
  },
};
