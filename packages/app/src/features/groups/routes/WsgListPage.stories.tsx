import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
  wsgs,
} from '../../../test/screen';
import { WsgListPage } from './WsgListPage';

const meta = {
  title: 'Screens/Groups/WsgListPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: WsgListPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/wsg/all', api: () => memberApi({ 'GET /user/supportGroup/list': ok(wsgs) }) },
  },
} satisfies Meta<typeof WsgListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.groups.list.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/supportGroup/list': ok([]) }) } },
  play: showsText('app.groups.list.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/supportGroup/list': pending() }) } },
  play: showsText('app.groups.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/supportGroup/list': serverError }) } },
  play: showsText('app.groups.list.error'),
};
