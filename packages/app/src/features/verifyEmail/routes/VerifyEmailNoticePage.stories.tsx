import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta, showsHeading, variants } from '../../../test/screen';
import { VerifyEmailNoticePage } from './VerifyEmailNoticePage';

const meta = {
  title: 'Screens/VerifyEmail/VerifyEmailNoticePage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: VerifyEmailNoticePage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/verify/email', signedIn: false } },
} satisfies Meta<typeof VerifyEmailNoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.verifyEmail.notice.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
