import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { memberApi, screenMeta, SCREEN_TIMEOUT, showsHeading, variants } from '../../../test/screen';
import { ChangePasswordPage } from './ChangePasswordPage';

const meta = {
  title: 'Screens/ChangePassword/ChangePasswordPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ChangePasswordPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/changePassword', api: () => memberApi() } },
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.changePassword.form.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** The new passwords differ: the form says so before anything is sent. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText(/^Old Password/, undefined, SCREEN_TIMEOUT),
      'Calm#Morning1',
    );
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Calm#Evening2');
    await userEvent.type(canvas.getByLabelText(/^Confirm/), 'Calm#Evening3');
    await userEvent.tab();
    await expect(await canvas.findByText(/match/i)).toBeVisible();
  },
};
