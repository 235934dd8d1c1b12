import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  registrations,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { RegisteredEventsPage } from './RegisteredEventsPage';

const meta = {
  title: 'Screens/Events/RegisteredEventsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: RegisteredEventsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/events/registered',
      api: () => memberApi({ 'GET /user/register/event/list': ok(registrations) }),
    },
  },
} satisfies Meta<typeof RegisteredEventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.events.registered.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/register/event/list': ok([]) }) } },
  play: showsText('app.events.table.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/register/event/list': pending() }) } },
  play: showsText('app.events.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/register/event/list': serverError }) } },
  play: showsText('app.events.list.error'),
};
