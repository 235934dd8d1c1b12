import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberApi, screenMeta, showsHeading, variants } from '../../../test/screen';
import { ContactPage } from './ContactPage';

const meta = {
  title: 'Screens/Content/ContactPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ContactPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/contact', api: () => memberApi() } },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.content.contact.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
