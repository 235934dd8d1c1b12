import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { screenMeta, SCREEN_TIMEOUT, showsHeading, variants } from '../../../test/screen';
import { SignupPage } from './SignupPage';

const meta = {
  title: 'Screens/Signup/SignupPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: SignupPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/Signup', signedIn: false } },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.signup.form.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** Passwords that do not match: the form says so under the field. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText(/^Email/, undefined, SCREEN_TIMEOUT),
      'amira.haddad@example.com',
    );
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Calm#Morning1');
    await userEvent.type(canvas.getByLabelText(/^Enter your password again/), 'Calm#Morning2');
    await userEvent.tab();
    await expect(await canvas.findByText(/do not match|must match/i)).toBeVisible();
  },
};
