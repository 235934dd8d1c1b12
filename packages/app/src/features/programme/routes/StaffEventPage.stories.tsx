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
} from '../../../test/screen';
import { pageOf, staffUser } from '../../../test/screen/staff';
import { StaffEventPage } from './StaffEventPage';
import { packageList, screenEvents, screenRegistrants } from './staffEventScreens';

const event = screenEvents[0]!;
const path = `GET /staff/events/${event.uuid}` as 'GET /staff/events/{uuid}';
const registrants = `GET /staff/events/${event.uuid}/registrants` as 'GET /staff/events/{uuid}/registrants';

const api = (answer: 'event' | 'error') => () =>
  memberApi(
    {
      [path]: answer === 'error' ? serverError : ok(event),
      [registrants]: ok(pageOf(screenRegistrants)),
      'GET /user/package/list': ok(packageList),
    },
    staffUser,
  );

const meta = {
  title: 'Screens/Staff/StaffEventPage',
  tags: ['!autodocs'],
  component: StaffEventPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: `/staff/events/${event.uuid}`, api: api('event') },
  },
} satisfies Meta<typeof StaffEventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsText('app.programme.registrants.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A new event: the empty form in three languages. */
export const New: Story = {
  parameters: { screen: { url: '/staff/events/new', api: api('event') } },
  play: showsHeading('app.programme.page.new'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ [path]: pending() }, staffUser) } },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: api('error') } },
  play: showsText('app.staff.queue.error'),
};
