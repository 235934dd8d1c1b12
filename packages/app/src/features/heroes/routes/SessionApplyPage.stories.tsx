import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  fail,
  healthHeroes,
  inDocument,
  memberApi,
  ok,
  pending,
  priyaShah,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { SessionApplyPage } from './SessionApplyPage';

const api = () => memberApi({ 'GET /user/healtHero/list': ok(healthHeroes) });

const meta = {
  title: 'Screens/Heroes/SessionApplyPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: SessionApplyPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: `/healthHero/apply?id=${priyaShah.uuid}`, api },
  },
} satisfies Meta<typeof SessionApplyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.heroes.apply.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** Fills the form (the screens' clock is 24 Nov 2026) and sends it. */
async function submitRequest(canvasElement: HTMLElement, t: (id: string) => string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t('app.heroes.apply.title') }, SCREEN_TIMEOUT);
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t('app.heroes.apply.sessionDate')) }),
    '15/01/2027',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t('app.heroes.apply.sessionTime')) }),
    '05:30 pm',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t('app.heroes.apply.sessionPurpose')) }),
    'Understanding my diagnosis',
  );
  await userEvent.click(canvas.getByRole('radio', { name: t('app.heroes.apply.yes') }));
  await userEvent.click(canvas.getByRole('button', { name: t('app.heroes.apply.submit') }));
}

/** The server refuses over the package's session limit: §8's alert with Cancel and Upgrade Now. */
export const LimitAlert: Story = {
  parameters: {
    screen: {
      api: () => ({
        ...api(),
        'POST /user/healtHero/apply': fail(
          403,
          'You have exceeded the limit to get the Health Hero Session.',
          'HH_SESSION_LIMIT_EXCEEDED',
        ),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await submitRequest(canvasElement, t);
    const dialog = await inDocument().findByRole('alertdialog', { name: t('app.heroes.limit.title') });
    await expect(within(dialog).getByText(t('app.heroes.limit.message'))).toBeVisible();
  },
};

/** A pending or accepted request with this hero exists: the server's words, and the form stays. */
export const AlreadyRequested: Story = {
  parameters: {
    screen: {
      api: () => ({
        ...api(),
        'POST /user/healtHero/apply': fail(
          409,
          'You have already requested to join this Health Hero.',
          'ALREADY_REQUESTED',
        ),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await submitRequest(canvasElement, t);
    await expect(await inDocument().findByText(t('app.heroes.toast.alreadyRequested'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { screen: { api: () => ({ ...api(), 'GET /user/healtHero/list': pending() }) } },
  play: showsText('app.heroes.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => ({ ...api(), 'GET /user/healtHero/list': serverError }) } },
  play: showsText('app.heroes.list.error'),
};
