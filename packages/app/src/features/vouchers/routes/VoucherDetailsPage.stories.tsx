import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeadingText,
  showsText,
  variants,
  vouchers,
} from '../../../test/screen';
import { VoucherDetailsPage } from './VoucherDetailsPage';

const [sauna, , yogaMat] = vouchers as [(typeof vouchers)[0], (typeof vouchers)[0], (typeof vouchers)[0]];

const meta = {
  title: 'Screens/Vouchers/VoucherDetailsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: VoucherDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: `/voucher/details?id=${sauna.id}`,
      api: () => memberApi({ 'GET /user/voucher/list': ok(vouchers) }),
    },
  },
} satisfies Meta<typeof VoucherDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A voucher of the member's package, not redeemed yet: its code and 'Redeem Voucher'. */
export const Default: Story = { play: showsHeadingText(sauna.name) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** Already redeemed: the date instead of the button. */
export const Redeemed: Story = {
  parameters: { screen: { url: `/voucher/details?id=${yogaMat.id}` } },
  play: showsHeadingText(yogaMat.name),
};

/** An address with a voucher the member cannot see. */
export const NotFound: Story = {
  parameters: { screen: { url: '/voucher/details?id=c3000000-0000-4000-8000-0000000000ff' } },
  play: showsText('app.vouchers.details.notFound'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/voucher/list': pending() }) } },
  play: showsText('app.vouchers.details.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/voucher/list': serverError }) } },
  play: showsText('app.vouchers.list.error'),
};
