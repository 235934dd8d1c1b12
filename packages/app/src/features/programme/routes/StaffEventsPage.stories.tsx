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
import { StaffEventsPage } from './StaffEventsPage';
import { packageList, screenEvents } from './staffEventScreens';

const api = (answer: 'rows' | 'empty' | 'error') => () =>
  memberApi(
    {
      'GET /staff/events':
        answer === 'error' ? serverError : ok(pageOf(answer === 'rows' ? screenEvents : [])),
      'GET /user/package/list': ok(packageList),
    },
    staffUser,
  );

const meta = {
  title: 'Screens/Staff/StaffEventsPage',
  tags: ['!autodocs'],
  component: StaffEventsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/staff/events', api: api('rows') },
  },
} satisfies Meta<typeof StaffEventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.staff.nav.events') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: api('empty') } },
  play: showsText('app.programme.table.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/events': pending() }, staffUser) } },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: api('error') } },
  play: showsText('app.staff.queue.error'),
};
