import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  fail,
  pending,
  screenMeta,
  SCREEN_TIMEOUT,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Screens/Login/LoginPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: LoginPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/login', signedIn: false } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.login.form.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

async function logIn(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(
    await canvas.findByLabelText(/^Email/, undefined, SCREEN_TIMEOUT),
    'amira.haddad@example.com',
  );
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Wrong#Pass1');
  const login = canvas.getByRole('button', { name: 'Login' });
  await waitFor(() => expect(login).toBeEnabled());
  await userEvent.click(login);
}

/** A wrong password: the server's words in a toast, the form kept as typed. */
export const WrongPassword: Story = {
  parameters: {
    screen: {
      api: () => ({ 'POST /user/login': fail(401, 'Invalid Email ID or Password', 'INVALID_CREDENTIALS') }),
    },
  },
  play: async (context) => {
    await logIn(context.canvas);
    await showsText('app.login.toast.invalidCredentials')(context);
  },
};

/** While the server answers: the button says so and cannot be pressed again. */
export const LoggingIn: Story = {
  parameters: { screen: { api: () => ({ 'POST /user/login': pending() }) } },
  play: async ({ canvas }) => {
    await logIn(canvas);
    await expect(await canvas.findByRole('button', { name: /Logging in/ })).toBeDisabled();
  },
};
