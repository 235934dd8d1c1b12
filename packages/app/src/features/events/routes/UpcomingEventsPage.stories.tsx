import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  upcomingEvents,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { UpcomingEventsPage } from './UpcomingEventsPage';

const meta = {
  title: 'Screens/Events/UpcomingEventsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: UpcomingEventsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/events/upcoming',
      api: () => memberApi({ 'GET /user/event/listUpcoming': ok(upcomingEvents) }),
    },
  },
} satisfies Meta<typeof UpcomingEventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.events.banner.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/event/listUpcoming': ok([]) }) } },
  play: showsText('app.events.list.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/event/listUpcoming': pending() }) } },
  play: showsText('app.events.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/event/listUpcoming': serverError }) } },
  play: showsText('app.events.list.error'),
};
