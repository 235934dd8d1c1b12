import type { Meta, StoryObj } from '@storybook/react-vite';
import { countries, memberApi, ok, screenMeta, showsHeading, variants } from '../../../test/screen';
import { ChangeAddressPage } from './ChangeAddressPage';

const meta = {
  title: 'Screens/Profile/ChangeAddressPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ChangeAddressPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/changeaddress', api: () => memberApi({ 'GET /country/list': ok(countries) }) },
  },
} satisfies Meta<typeof ChangeAddressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.profile.address.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
