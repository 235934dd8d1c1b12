import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  vouchers,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { VoucherListPage } from './VoucherListPage';

const meta = {
  title: 'Screens/Vouchers/VoucherListPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: VoucherListPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/voucher/list', api: () => memberApi({ 'GET /user/voucher/list': ok(vouchers) }) },
  },
} satisfies Meta<typeof VoucherListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.vouchers.list.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/voucher/list': ok([]) }) } },
  play: showsText('app.vouchers.list.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/voucher/list': pending() }) } },
  play: showsText('app.vouchers.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/voucher/list': serverError }) } },
  play: showsText('app.vouchers.list.error'),
};
