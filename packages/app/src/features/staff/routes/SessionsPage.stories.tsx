import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberApi, ok, screenMeta, showsHeading, showsText, variants } from '../../../test/screen';
import { sessionRequests, pageOf, staffUser } from '../../../test/screen/staff';
import { SessionsPage } from './SessionsPage';

const meta = {
  title: 'Screens/Staff/SessionsPage',
  tags: ['!autodocs'],
  component: SessionsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff/sessions',
      api: () => memberApi({ 'GET /staff/healthHero/sessions': ok(pageOf(sessionRequests)) }, staffUser),
    },
  },
} satisfies Meta<typeof SessionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.staff.nav.sessions') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/healthHero/sessions': ok(pageOf([])) }, staffUser) },
  },
  play: showsText('app.staff.queue.empty'),
};
