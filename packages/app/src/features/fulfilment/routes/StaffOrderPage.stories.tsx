import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  fail,
  memberApi,
  ok,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { paidOrders, staffUser } from '../../../test/screen/staff';
import { StaffOrderPage } from './StaffOrderPage';

const order = paidOrders[1]!;
const ORDER = `GET /staff/orders/${order.id}` as 'GET /staff/orders/{id}';

const meta = {
  title: 'Screens/Staff/StaffOrderPage',
  tags: ['!autodocs'],
  component: StaffOrderPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: `/staff/orders/${order.id}`, api: () => memberApi({ [ORDER]: ok(order) }, staffUser) },
  },
} satisfies Meta<typeof StaffOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order of two lines: the member, address and phone, the server's totals, and the steps. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('app.fulfilment.order.title', { number: '1043' }) },
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: order.member.email })).toBeVisible();
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ [ORDER]: pending() }, staffUser) } },
  play: showsText('app.staff.queue.loading'),
};

export const NotFound: Story = {
  parameters: {
    screen: {
      api: () => memberApi({ [ORDER]: fail(404, 'Order not found', 'ORDER_NOT_FOUND') }, staffUser),
    },
  },
  play: showsText('app.fulfilment.order.notFound'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ [ORDER]: serverError }, staffUser) } },
  play: showsText('app.fulfilment.order.notFound'),
};

/** Support may ship and complete, not refund. */
export const Support: Story = {
  parameters: {
    screen: { api: () => memberApi({ [ORDER]: ok(order) }, { ...staffUser, staffRole: 'support' }) },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('app.fulfilment.action.ship') }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('app.fulfilment.action.refund') })).toBeNull();
  },
};

/** Marking it shipped: the toast, and the page read again shows it shipped. */
export const MarkShipped: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          {
            [ORDER]: [
              ok(order),
              ok({ ...order, status: 'shipped', date_shipped: '2026-11-24T09:00:00.000Z' }),
            ],
            [`PATCH /staff/orders/${order.id}` as 'PATCH /staff/orders/{id}']: ok({
              ...order,
              status: 'shipped',
              date_shipped: '2026-11-24T09:00:00.000Z',
            }),
          },
          staffUser,
        ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('app.fulfilment.action.ship') }, SCREEN_TIMEOUT),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t('app.fulfilment.toast.shipped')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: t('app.fulfilment.action.ship') })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: t('app.fulfilment.action.complete') })).toBeEnabled();
  },
};
