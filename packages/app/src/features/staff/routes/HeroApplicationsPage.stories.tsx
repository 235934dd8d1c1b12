import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberApi, ok, screenMeta, showsHeading, showsText, variants } from '../../../test/screen';
import { heroApplications, pageOf, staffUser } from '../../../test/screen/staff';
import { HeroApplicationsPage } from './HeroApplicationsPage';

const meta = {
  title: 'Screens/Staff/HeroApplicationsPage',
  tags: ['!autodocs'],
  component: HeroApplicationsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff/applications',
      api: () => memberApi({ 'GET /staff/healthHero/applications': ok(pageOf(heroApplications)) }, staffUser),
    },
  },
} satisfies Meta<typeof HeroApplicationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.staff.nav.applications') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/healthHero/applications': ok(pageOf([])) }, staffUser) },
  },
  play: showsText('app.staff.queue.empty'),
};
