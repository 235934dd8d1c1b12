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
import { TransactionHistoryPage } from './TransactionHistoryPage';

const meta = {
  title: 'Screens/Transactions/TransactionHistoryPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: TransactionHistoryPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/transaction/history',
      api: () => memberApi({ 'GET /user/payment/list': ok(transactions) }),
    },
  },
} satisfies Meta<typeof TransactionHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.transactions.page.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/payment/list': ok([]) }) } },
  play: showsText('app.transactions.table.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/payment/list': pending() }) } },
  play: showsText('app.transactions.table.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/payment/list': serverError }) } },
  play: showsText('app.transactions.table.error'),
};

/** A cancelled paid registration: its refund is a row of its own, typed Refund. */
export const WithRefund: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /user/payment/list': ok([refundTransaction, ...transactions]) }) },
  },
  play: showsText('app.transactions.table.refund'),
};
