import type { Meta, StoryObj } from '@storybook/react-vite';
import { countries, memberApi, ok, screenMeta, showsHeading, variants } from '../../../test/screen';
import { ProfilePage } from './ProfilePage';

const meta = {
  title: 'Screens/Profile/ProfilePage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ProfilePage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/profile', api: () => memberApi({ 'GET /country/list': ok(countries) }) },
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.profile.page.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
