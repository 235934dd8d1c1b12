import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberApi, screenMeta, showsHeading, variants } from '../../../test/screen';
import { PrivacyPage } from './PrivacyPage';

const meta = {
  title: 'Screens/Content/PrivacyPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: PrivacyPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/privacy', api: () => memberApi() } },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.content.privacy.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
