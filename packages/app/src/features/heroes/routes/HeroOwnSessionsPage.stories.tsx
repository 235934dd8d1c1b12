import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OwnHeroSession } from '@wellness/api';
import {
  SCREEN_TIMEOUT,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { member } from '../../../test/screen/fixtures';
import { HeroOwnSessionsPage } from './HeroOwnSessionsPage';

/** The member (Amira Haddad) is an accepted hero (their profile names their hero profile); others ask for sessions. */
const hero = { ...member, healthHeroUuid: '4c5d6e7f-8091-4a2b-8c3d-4e5f6a7b8c9d' };

const request = (n: number, name: string, date: string, isActive: boolean | null): OwnHeroSession => ({
  uuid: `6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c0${n}`,
  member: { name },
  sessionDate: date,
  sessionTime: '17:30',
  sessionPurpose: 'Managing stress after a diagnosis',
  otherProblems: n === 1 ? 'Trouble sleeping' : null,
  consultation: 'yes',
  isActive,
  requestedAt: '2026-11-20T10:00:00.000Z',
});
const own = {
  requests: [request(1, 'Leyla Kaya', '2027-01-15', null), request(2, 'Mehmet Yılmaz', '2027-01-18', null)],
  upcoming: [request(3, 'Jordan Lee', '2027-01-10', true)],
};

const api = (routes = {}) => memberApi({ 'GET /user/healthHero/own/sessions': ok(own), ...routes }, hero);

const meta = {
  title: 'Screens/Heroes/HeroOwnSessionsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: HeroOwnSessionsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/healthHero/mySessions', api: () => api() },
  },
} satisfies Meta<typeof HeroOwnSessionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two requests waiting for the hero, one upcoming session; the navigation lists the page for heroes. */
export const Default: Story = {
  play: async (context) => {
    await showsHeading('app.heroes.own.title')(context);
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    const requests = await canvas.findByRole('table', { name: t('app.heroes.own.requests') }, SCREEN_TIMEOUT);
    await expect(within(requests).getByText('Leyla Kaya')).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: new RegExp(t('app.heroes.own.accept')) }),
    ).toHaveLength(2);
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** Accepting a request: the answer is sent, a toast says so and the page is read again. */
export const Accept: Story = {
  parameters: {
    screen: {
      api: () =>
        api({
          'GET /user/healthHero/own/sessions': [
            ok(own),
            ok({
              requests: [own.requests[1]!],
              upcoming: [{ ...own.requests[0]!, isActive: true }, ...own.upcoming],
            }),
          ],
          [`PATCH /user/healthHero/own/sessions/${own.requests[0]!.uuid}`]: ok(
            null,
            'The request has been accepted.',
          ),
        }),
    },
  },
  play: async (context) => {
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: `${t('app.heroes.own.accept')}: Leyla Kaya` },
        SCREEN_TIMEOUT,
      ),
    );
    await expect(
      await within(context.canvasElement.ownerDocument.body).findByText(
        t('app.heroes.ownToast.accepted'),
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    screen: { api: () => api({ 'GET /user/healthHero/own/sessions': ok({ requests: [], upcoming: [] }) }) },
  },
  play: showsText('app.heroes.own.noRequests'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => api({ 'GET /user/healthHero/own/sessions': pending() }) } },
  play: showsHeading('app.heroes.own.title'),
};

export const Error: Story = {
  parameters: { screen: { api: () => api({ 'GET /user/healthHero/own/sessions': serverError }) } },
  play: showsText('app.heroes.own.error'),
};
