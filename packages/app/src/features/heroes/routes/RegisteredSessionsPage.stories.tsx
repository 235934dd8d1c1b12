import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  heroSessions,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { RegisteredSessionsPage } from './RegisteredSessionsPage';

const meta = {
  title: 'Screens/Heroes/RegisteredSessionsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: RegisteredSessionsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/healthHero/registered/list',
      api: () => memberApi({ 'GET /user/healtHero/registered/list': ok(heroSessions) }),
    },
  },
} satisfies Meta<typeof RegisteredSessionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One session pending, one accepted, one rejected. */
export const Default: Story = { play: showsHeading('app.heroes.sessions.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/healtHero/registered/list': ok([]) }) } },
  play: showsText('app.heroes.sessions.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/healtHero/registered/list': pending() }) } },
  play: showsText('app.heroes.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/healtHero/registered/list': serverError }) } },
  play: showsText('app.heroes.list.error'),
};
