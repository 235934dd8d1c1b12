import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffOrderDetail, type StaffOrderDetailData } from './StaffOrderDetail';

const line = (id: number, name: string, price: number, quantity: number, total: string) => ({
  id,
  product_id: 100 + id,
  name,
  image: null,
  category: null,
  price,
  quantity,
  subtotal: total,
  total,
  reviewed: false,
});

/** The amounts are the server's (its line totals and order total), never added up here. */
const order: StaffOrderDetailData = {
  id: 1043,
  number: '1043',
  date_created: '2026-11-21T15:11:00.000Z',
  status: 'processing',
  total: '40.00',
  total_tax: '0.00',
  shipping_total: '0.00',
  parent_id: 0,
  line_items: [line(2, 'Herbal Sleep Tea', 11, 2, '22.00'), line(3, 'Foam Roller', 18, 1, '18.00')],
  billing: {
    first_name: 'Daniel',
    last_name: 'Okafor',
    address_1: '500 Congress Ave',
    address_2: 'Suite 210',
    city: 'Austin',
    state: 'Texas',
    postcode: '73301',
    country: 'United States',
    phone: '+1 5125550142',
  },
  date_paid: '2026-11-21T15:13:00.000Z',
  date_completed: null,
  date_expires: null,
  client_secret: null,
  member: {
    uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
  },
  date_shipped: null,
  date_refunded: null,
};

const meta = {
  title: 'Staff/StaffOrderDetail',
  component: StaffOrderDetail,
  tags: ['autodocs'],
  args: { order, onStep: fn(), onRefund: fn(), onRetry: fn() },
} satisfies Meta<typeof StaffOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Everything to ship it: the member, address and phone, the lines and the server's totals; then the steps. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order #1043' })).toBeVisible();
    await expect(canvas.getByText('500 Congress Ave')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+1 5125550142' })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    );
    await expect(canvas.getByRole('link', { name: 'daniel.okafor@example.com' })).toBeVisible();
    const items = canvas.getByRole('table', { name: 'Items' });
    await expect(within(items).getAllByRole('row')).toHaveLength(6);
    await expect(within(items).getByRole('row', { name: /Order total/ })).toHaveTextContent('$40.00');

    await userEvent.click(canvas.getByRole('button', { name: 'Ship' }));
    await expect(args.onStep).toHaveBeenCalledWith('shipped');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    await expect(args.onStep).toHaveBeenCalledWith('completed');

    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Refund order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(within(dialog).getByText('Please give a reason.')).toBeVisible();
    await expect(args.onRefund).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Arrived damaged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(args.onRefund).toHaveBeenCalledWith('Arrived damaged');
  },
};

/** Refunded: its date is shown and nothing is left to do. */
export const Refunded: Story = {
  args: {
    order: {
      ...order,
      status: 'refunded',
      date_shipped: '2026-11-22T09:00:00.000Z',
      date_refunded: '2026-11-24T10:30:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Refunded in full on 2026-11-24.')).toBeVisible();
    await expect(canvas.getByText('Nothing left to do for this order.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refund' })).toBeNull();
  },
};

/** Support may ship and complete but not refund: no Refund button. */
export const WithoutRefund: Story = {
  args: {
    canRefund: false,
    order: { ...order, status: 'shipped', date_shipped: '2026-11-22T09:00:00.000Z' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Ship' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Complete' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Refund' })).toBeNull();
  },
};

/** An order without a phone or a second address line. */
export const Empty: Story = {
  args: { order: { ...order, billing: { ...order.billing, address_2: '', phone: '' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No phone given')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    for (const name of ['Ship', 'Complete', 'Refund']) {
      await expect(within(canvasElement).getByRole('button', { name })).toBeDisabled();
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ship' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { order: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { order: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops something bad happened!');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Order #1043' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      order: (number) => `الطلب رقم ${number}`,
      placed: 'تاريخ الطلب',
      paid: 'تاريخ الدفع',
      status: 'الحالة',
      statuses: { processing: 'قيد التجهيز' },
      member: 'العضو',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      shipTo: 'عنوان الشحن',
      items: 'المنتجات',
      item: 'المنتج',
      quantity: 'الكمية',
      price: 'السعر',
      lineTotal: 'الإجمالي',
      shipping: 'الشحن',
      free: 'مجاني',
      tax: 'الضريبة',
      total: 'إجمالي الطلب',
      refunds: 'المبالغ المستردة',
      noRefund: 'لا يوجد استرداد.',
      actions: 'التجهيز',
      ship: 'شحن',
      complete: 'إكمال',
      refund: 'استرداد',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'الطلب رقم 1043' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ship' })).toBeVisible();
  },
};
