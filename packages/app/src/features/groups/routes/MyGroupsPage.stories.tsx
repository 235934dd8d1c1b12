import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  memberApi,
  myAcceptedWsgs,
  myPendingWsgs,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { MyGroupsPage } from './MyGroupsPage';

const meta = {
  title: 'Screens/Groups/MyGroupsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: MyGroupsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/wsg/myGroup',
      api: () =>
        memberApi({ 'GET /user/mywsgs': ok(myAcceptedWsgs), 'GET /user/mywsgs/pending': ok(myPendingWsgs) }),
    },
  },
} satisfies Meta<typeof MyGroupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One group joined, one request pending. */
export const Default: Story = { play: showsHeading('app.groups.mine.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /user/mywsgs': ok([]), 'GET /user/mywsgs/pending': ok([]) }) },
  },
  play: showsText('app.groups.mine.empty'),
};

export const Loading: Story = {
  parameters: {
    screen: {
      api: () => memberApi({ 'GET /user/mywsgs': pending(), 'GET /user/mywsgs/pending': pending() }),
    },
  },
  play: showsText('app.groups.list.loading'),
};

export const Error: Story = {
  parameters: {
    screen: {
      api: () => memberApi({ 'GET /user/mywsgs': serverError, 'GET /user/mywsgs/pending': serverError }),
    },
  },
  play: showsText('app.groups.list.error'),
};
