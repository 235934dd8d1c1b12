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
import { vendorApplications, pageOf, staffUser } from '../../../test/screen/staff';
import { VendorApplicationsPage } from './VendorApplicationsPage';

const meta = {
  title: 'Screens/Staff/VendorApplicationsPage',
  tags: ['!autodocs'],
  component: VendorApplicationsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff/vendors',
      api: () => memberApi({ 'GET /staff/vendor/applications': ok(pageOf(vendorApplications)) }, staffUser),
    },
  },
} satisfies Meta<typeof VendorApplicationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.staff.nav.vendorApplications') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/vendor/applications': ok(pageOf([])) }, staffUser) },
  },
  play: showsText('app.staff.queue.empty'),
};

export const Loading: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/vendor/applications': pending() }, staffUser) },
  },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/vendor/applications': serverError }, staffUser) },
  },
  play: showsText('app.staff.queue.error'),
};
