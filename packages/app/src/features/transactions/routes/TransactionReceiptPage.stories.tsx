import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  refundTransaction,
  transactions,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { TransactionReceiptPage } from './TransactionReceiptPage';

const paid = transactions.find((row) => row.status);

const meta = {
  title: 'Screens/Transactions/TransactionReceiptPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: TransactionReceiptPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: `/transaction/receipt?uuid=${paid?.uuid}`,
      api: () => memberApi({ 'GET /user/payment/list': ok(transactions) }),
    },
  },
} satisfies Meta<typeof TransactionReceiptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.transactions.receipt.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** An address whose payment is not the member's (or failed): no receipt. */
export const NotFound: Story = {
  parameters: { screen: { url: '/transaction/receipt?uuid=d4000000-0000-4000-8000-00000000ffff' } },
  play: showsText('app.transactions.receipt.notFound'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/payment/list': pending() }) } },
  play: showsText('app.transactions.table.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/payment/list': serverError }) } },
  play: showsText('app.transactions.table.error'),
};

/** A refund's receipt: what the money was given back for. */
export const Refund: Story = {
  parameters: {
    screen: {
      url: `/transaction/receipt?uuid=${refundTransaction.uuid}`,
      api: () => memberApi({ 'GET /user/payment/list': ok([refundTransaction, ...transactions]) }),
    },
  },
  play: showsHeading('app.transactions.receipt.refundTitle'),
};
