import type { Meta, StoryObj } from '@storybook/react-vite';
import { fail, ok, pending, screenMeta, showsHeading, variants } from '../../../test/screen';
import { VerifyEmailPage } from './VerifyEmailPage';

const meta = {
  title: 'Screens/VerifyEmail/VerifyEmailPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: VerifyEmailPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/verify/email/3f9c2a7e41b04d8a',
      signedIn: false,
      api: () => ({ 'POST /user/verify/email': ok(null, 'Email Verification completed') }),
    },
  },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link worked. */
export const Default: Story = { play: showsHeading('app.verifyEmail.result.completedTitle') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const AlreadyVerified: Story = {
  parameters: {
    screen: { api: () => ({ 'POST /user/verify/email': fail(400, 'Error! Unable to create user') }) },
  },
  play: showsHeading('app.verifyEmail.result.alreadyTitle'),
};

export const LinkExpired: Story = {
  parameters: {
    screen: { api: () => ({ 'POST /user/verify/email': fail(400, 'Error! Something went wrong.') }) },
  },
  play: showsHeading('app.verifyEmail.result.expiredTitle'),
};

export const Verifying: Story = {
  parameters: { screen: { api: () => ({ 'POST /user/verify/email': pending() }) } },
  play: showsHeading('app.verifyEmail.result.verifying'),
};
