import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vouchers } from '../storyFixtures';
import { VoucherList } from './VoucherList';

const meta = {
  title: 'Vouchers/VoucherList',
  component: VoucherList,
  tags: ['autodocs'],
  args: { vouchers, onOpen: fn() },
} satisfies Meta<typeof VoucherList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
    await expect(canvas.getByText('Redeem Your Voucher before they get expired')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Vouchers' });
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Free yoga class' }));
    await expect(args.onOpen).toHaveBeenCalledWith(vouchers[1]);
  },
};

export const Empty: Story = {
  args: { vouchers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Vouchers found!')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
