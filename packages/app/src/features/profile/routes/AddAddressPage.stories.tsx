import type { Meta, StoryObj } from '@storybook/react-vite';
import { countries, memberApi, ok, screenMeta, showsHeading, variants } from '../../../test/screen';
import { AddAddressPage } from './AddAddressPage';

const meta = {
  title: 'Screens/Profile/AddAddressPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: AddAddressPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/address/add', api: () => memberApi({ 'GET /country/list': ok(countries) }) },
  },
} satisfies Meta<typeof AddAddressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.profile.address.addTitle') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
