import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta, showsHeading, variants } from '../../../test/screen';
import { PhoneCodePage } from './PhoneCodePage';

const meta = {
  title: 'Screens/PhoneCode/PhoneCodePage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: PhoneCodePage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/verification/phone', signedIn: false } },
} satisfies Meta<typeof PhoneCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.phoneCode.form.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
