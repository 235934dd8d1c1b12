import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberApi, ok, screenMeta, showsHeading, showsText, variants } from '../../../test/screen';
import { groupProposals, pageOf, staffUser } from '../../../test/screen/staff';
import { GroupProposalsPage } from './GroupProposalsPage';

const meta = {
  title: 'Screens/Staff/GroupProposalsPage',
  tags: ['!autodocs'],
  component: GroupProposalsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff/proposals',
      api: () => memberApi({ 'GET /staff/wsg/proposals': ok(pageOf(groupProposals)) }, staffUser),
    },
  },
} satisfies Meta<typeof GroupProposalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.staff.nav.proposals') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/wsg/proposals': ok(pageOf([])) }, staffUser) } },
  play: showsText('app.staff.queue.empty'),
};
