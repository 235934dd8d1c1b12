import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberApi, screenMeta, showsHeading, variants } from '../../../test/screen';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Screens/Shell/NotFoundPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: NotFoundPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/wsg/nowhere', signedIn: false } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor at an unknown address. */
export const Default: Story = { play: showsHeading('app.shell.notFound.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A signed-in member at an unknown address. */
export const Member: Story = {
  parameters: { screen: { signedIn: true, api: () => memberApi() } },
  play: Default.play,
};
