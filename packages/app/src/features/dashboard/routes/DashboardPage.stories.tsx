import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, memberApi, screenMeta, showsHeading, starterMember, variants } from '../../../test/screen';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Screens/Dashboard/DashboardPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: DashboardPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/dashboard', api: () => memberApi() } },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstName = (member.name ?? '').split(' ')[0] ?? '';

export const Default: Story = { play: showsHeading('app.dashboard.welcome.title', { name: firstName }) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A member on the free package. */
export const StarterMember: Story = {
  parameters: { screen: { api: () => memberApi({}, starterMember) } },
  play: Default.play,
};

/** A member with no name on file: the greeting has no name. */
export const NoName: Story = {
  parameters: { screen: { api: () => memberApi({}, { ...member, name: '' }) } },
  play: showsHeading('app.dashboard.welcome.titleNoName'),
};
