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
import { partnerApplications, pageOf, staffUser } from '../../../test/screen/staff';
import { PartnerApplicationsPage } from './PartnerApplicationsPage';

const meta = {
  title: 'Screens/Staff/PartnerApplicationsPage',
  tags: ['!autodocs'],
  component: PartnerApplicationsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff/partners',
      api: () => memberApi({ 'GET /staff/partner/applications': ok(pageOf(partnerApplications)) }, staffUser),
    },
  },
} satisfies Meta<typeof PartnerApplicationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.staff.nav.partnerApplications') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/partner/applications': ok(pageOf([])) }, staffUser) },
  },
  play: showsText('app.staff.queue.empty'),
};

export const Loading: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/partner/applications': pending() }, staffUser) },
  },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/partner/applications': serverError }, staffUser) },
  },
  play: showsText('app.staff.queue.error'),
};
