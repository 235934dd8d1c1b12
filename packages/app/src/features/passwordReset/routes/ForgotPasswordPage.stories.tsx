import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ok, screenMeta, SCREEN_TIMEOUT, showsHeading, showsText, variants } from '../../../test/screen';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const meta = {
  title: 'Screens/PasswordReset/ForgotPasswordPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ForgotPasswordPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/forgetPassword',
      signedIn: false,
      api: () => ({ 'POST /user/forgotPassword': ok(null, 'Reset link sent') }),
    },
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.passwordReset.forgot.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** After sending: the page says where the link went. */
export const LinkSent: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.type(
      await canvas.findByLabelText(/^Email/, undefined, SCREEN_TIMEOUT),
      'amira.haddad@example.com',
    );
    const submit = canvas.getByRole('button', { name: /Send|Submit|Reset/i });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await showsText('app.passwordReset.forgot.sent')(context);
  },
};
