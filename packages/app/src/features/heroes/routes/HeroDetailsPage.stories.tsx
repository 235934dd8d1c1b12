import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  healthHeroes,
  heroSessions,
  inDocument,
  memberApi,
  meeraIyer,
  ok,
  packages,
  pending,
  priyaShah,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsHeadingText,
  showsText,
  starterMember,
  textIn,
  variants,
} from '../../../test/screen';
import { HeroDetailsPage } from './HeroDetailsPage';

const api = () =>
  memberApi({
    'GET /user/healtHero/list': ok(healthHeroes),
    'GET /user/package/list': ok(packages),
    'GET /user/healtHero/registered/list': ok([]),
  });

const meta = {
  title: 'Screens/Heroes/HeroDetailsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: HeroDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: `/healthHero/sessionDetails?id=${priyaShah.uuid}`, api },
  },
} satisfies Meta<typeof HeroDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hero the member may ask for a session with: 'Request Session'. */
export const Default: Story = { play: showsHeadingText(priyaShah.name) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A Starter member (no sessions in the package) with a pending session: the upgrade dialog. */
export const OverLimit: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          {
            'GET /user/healtHero/list': ok(healthHeroes),
            'GET /user/package/list': ok(packages),
            'GET /user/healtHero/registered/list': ok(heroSessions.slice(0, 1)),
          },
          starterMember,
        ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await within(canvasElement).findByRole('heading', { name: priyaShah.name }, SCREEN_TIMEOUT);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('app.heroes.details.request') }),
    );
    const dialog = await inDocument().findByRole('alertdialog', { name: t('app.heroes.limit.title') });
    await expect(dialog).toBeVisible();
  },
};

/**
 * An Explorer member (2 sessions) with one pending and one accepted session: a package of N sessions holds at
 * most N, as the server decides, so Request Session shows the upgrade dialog.
 */
export const AtLimit: Story = {
  parameters: {
    screen: {
      url: `/healthHero/sessionDetails?id=${meeraIyer.uuid}`,
      api: () => ({ ...api(), 'GET /user/healtHero/registered/list': ok(heroSessions) }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await within(canvasElement).findByRole('heading', { name: meeraIyer.name }, SCREEN_TIMEOUT);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('app.heroes.details.request') }),
    );
    const dialog = await inDocument().findByRole('alertdialog', { name: t('app.heroes.limit.title') });
    await expect(dialog).toBeVisible();
  },
};
export const AtLimitPhone: Story = { ...AtLimit, globals: variants.phone };
export const AtLimitDark: Story = { ...AtLimit, globals: variants.dark };
export const AtLimitArabic: Story = { ...AtLimit, globals: variants.arabic };

export const Loading: Story = {
  parameters: { screen: { api: () => ({ ...api(), 'GET /user/healtHero/list': pending() }) } },
  play: showsText('app.heroes.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => ({ ...api(), 'GET /user/healtHero/list': serverError }) } },
  play: showsText('app.heroes.list.error'),
};

export const NotFound: Story = {
  parameters: { screen: { url: '/healthHero/sessionDetails?id=a7000000-0000-4000-8000-000000000009' } },
  play: showsText('app.heroes.list.empty'),
};
