import type { Meta, StoryObj } from '@storybook/react-vite';
import { rawResponse } from '@wellness/api/testing';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  fail,
  ok,
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

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';

/** The page believes it is on an Android phone for this story (its user agent), and on a computer after it. */
function onAndroid() {
  Object.defineProperty(navigator, 'userAgent', { get: () => android, configurable: true });
  return () => {
    delete (navigator as { userAgent?: string }).userAgent;
  };
}

const companionApp = {
  url: 'wellnesscommunity://open',
  appStoreUrl: 'https://apps.apple.com/app/id6450000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=org.wellness.community',
};

/**
 * A phone of a deployment with a companion app (MOBILE_APP_* set): 'Login with App', with 'Continue in the
 * browser' beside it, which gives the web form.
 */
export const PhoneWithApp: Story = {
  beforeEach: onAndroid,
  globals: variants.phone,
  parameters: {
    screen: { api: () => ({ 'GET /config': ok({ googleClientId: null, mobileApp: companionApp }) }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Login with App' }, SCREEN_TIMEOUT)).toBeEnabled();
    await expect(canvas.queryByLabelText(/^Email/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue in the browser' })).toBeEnabled();
  },
};

export const PhoneWithAppArabic: Story = {
  ...PhoneWithApp,
  globals: { ...variants.phone, ...variants.arabic },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'تسجيل الدخول عبر التطبيق' }, SCREEN_TIMEOUT),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'المتابعة في المتصفح' })).toBeEnabled();
  },
};

/** 'Continue in the browser': the web form, as on a computer. */
export const PhoneContinuesInBrowser: Story = {
  ...PhoneWithApp,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Continue in the browser' }, SCREEN_TIMEOUT),
    );
    await expect(await canvas.findByLabelText(/^Email/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Login with App' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

/** A phone of a deployment without a companion app: it signs in on the web like a computer. */
export const PhoneWithoutApp: Story = {
  beforeEach: onAndroid,
  globals: variants.phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Email/, undefined, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Login with App' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue in the browser' })).toBeNull();
  },
};

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

/** Nine minutes to wait, as the server says it: 429 with Retry-After (sign-in-limits.ts). */
const tooManyAttempts = () =>
  rawResponse(
    () =>
      new Response(
        JSON.stringify({
          status: 429,
          message: 'Too many failed sign-in attempts for this account. Please try again in 9 minutes.',
          data: null,
          error: { code: 'RATE_LIMITED' },
        }),
        { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '540' } },
      ),
  );

/**
 * Too many failed sign-ins (issue 31): the member is told so and when to try again, in their language, instead of
 * 'Login failed. Please try again.'
 */
export const TooManyAttempts: Story = {
  parameters: { screen: { api: () => ({ 'POST /user/login': tooManyAttempts() }) } },
  play: async (context) => {
    await logIn(context.canvas);
    await showsText('app.login.toast.tooManyAttempts', { minutes: 9 })(context);
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
