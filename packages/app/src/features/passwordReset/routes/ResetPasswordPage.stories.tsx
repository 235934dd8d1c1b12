import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ok, screenMeta, SCREEN_TIMEOUT, showsHeading, variants } from '../../../test/screen';
import { ResetPasswordPage } from './ResetPasswordPage';

const meta = {
  title: 'Screens/PasswordReset/ResetPasswordPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ResetPasswordPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/reset/8d1e5b0c2f7a4e96',
      signedIn: false,
      api: () => ({ 'POST /user/reset': ok(null, 'Password reset successful') }),
    },
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.passwordReset.reset.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** The new password is saved: the success screen. */
export const Done: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.type(
      await canvas.findByLabelText(/^New Password/, undefined, SCREEN_TIMEOUT),
      'Calm#Morning1',
    );
    await userEvent.type(canvas.getByLabelText(/^Confirm/), 'Calm#Morning1');
    const submit = canvas.getByRole('button', { name: /Reset|Save|Submit/i });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await showsHeading('app.passwordReset.reset.successTitle')(context);
  },
};
