import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HealthHeroSession } from '@wellness/api';
import { expect, userEvent, within } from 'storybook/test';
import {
  SCREEN_TIMEOUT,
  catalogPage,
  inDocument,
  memberApi,
  ok,
  registrations,
  screenMeta,
  serverError,
  textIn,
  variants,
  vouchers,
} from '../../../test/screen';
import { NotFoundPage } from './NotFoundPage';

const acceptedSession: HealthHeroSession = {
  uuid: 'c6000000-0000-4000-8000-000000000001',
  healthHeroUuid: 'c7000000-0000-4000-8000-000000000001',
  healthHero: { uuid: 'c7000000-0000-4000-8000-000000000001', name: 'Dr. Amara Okafor', image: null },
  sessionDate: '2026-11-26',
  sessionTime: '10:30',
  sessionPurpose: 'Sleep',
  otherProblems: null,
  consultation: 'yes',
  isActive: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** The dashboard behind the panels, and the member's lists the quick panel reads again. */
const api = (over: Record<string, unknown> = {}) =>
  memberApi({
    'GET /user/register/event/list': ok(registrations),
    'GET /user/healtHero/registered/list': ok([acceptedSession]),
    'GET /user/voucher/list': ok(vouchers),
    'POST /marketplace/product/categories/list': ok([]),
    'POST /marketplace/products/by/category': ok(catalogPage([])),
    'POST /marketplace/services/by/category': ok(catalogPage([])),
    'GET /user/search': ok([
      { kind: 'event', id: registrations[0]!.event.uuid, title: registrations[0]!.event.name },
      { kind: 'group', id: 'c8000000-0000-4000-8000-000000000001', title: 'Mindful Walkers' },
      { kind: 'product', id: '10004', title: 'Mindful Breathing Cushion' },
    ]),
    ...over,
  });

const meta = {
  title: 'Screens/Shell/Panels',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: NotFoundPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/dashboard', api: () => api() } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

/** The toolbar's button, or the same entry of its 'More' menu when the bar has no room. */
async function openQuickPanel(globals: Parameters<Play>[0]['globals']) {
  const t = await textIn(globals);
  const page = inDocument();
  const label = t('app.shell.toolbar.quickPanel');
  const direct = await page.findAllByRole('button', { name: label }, SCREEN_TIMEOUT).catch(() => []);
  const shown = direct.find((button) => button.checkVisibility());
  if (shown) await userEvent.click(shown);
  else {
    await userEvent.click(page.getByRole('button', { name: t('app.shell.toolbar.more') }));
    await userEvent.click(await page.findByRole('menuitem', { name: label }));
  }
  return within(await page.findByRole('dialog', { name: t('app.shell.quickPanel.title') }, SCREEN_TIMEOUT));
}

/** The quick panel: today, the member's coming events (next first) and accepted session. */
export const QuickPanel: Story = {
  play: async ({ globals }) => {
    const t = await textIn(globals);
    const panel = await openQuickPanel(globals);
    const events = within(panel.getByRole('region', { name: t('app.shell.quickPanel.events') }));
    const links = await events.findAllByRole('link', undefined, SCREEN_TIMEOUT);
    await expect(links[0]).toHaveTextContent('Mindful Mornings');
    await expect(panel.getByRole('link', { name: /Dr\. Amara Okafor/ })).toHaveAttribute(
      'href',
      '/healthHero/sessionDetails?id=c7000000-0000-4000-8000-000000000001',
    );
  },
};
export const QuickPanelPhone: Story = { ...QuickPanel, globals: variants.phone };
export const QuickPanelDark: Story = { ...QuickPanel, globals: variants.dark };
export const QuickPanelArabic: Story = { ...QuickPanel, globals: variants.arabic };

/** The lists failed: the panel says so and offers Try again. */
export const QuickPanelError: Story = {
  parameters: { screen: { api: () => api({ 'GET /user/healtHero/registered/list': serverError }) } },
  play: async ({ globals }) => {
    const t = await textIn(globals);
    const panel = await openQuickPanel(globals);
    await expect(await panel.findByRole('alert', undefined, SCREEN_TIMEOUT)).toHaveTextContent(
      t('app.shell.quickPanel.error'),
    );
    await expect(panel.getByRole('button', { name: t('app.shell.quickPanel.retry') })).toBeVisible();
  },
};

/** Global search with content: the pages at once, then what the server found, grouped by kind. */
export const ContentSearch: Story = {
  play: async ({ globals }) => {
    const t = await textIn(globals);
    const page = inDocument();
    await userEvent.click(
      await page.findByRole('button', { name: t('app.shell.search.field') }, SCREEN_TIMEOUT),
    );
    const dialog = within(page.getByRole('dialog', { name: t('app.shell.search.title') }));
    await userEvent.type(dialog.getByRole('combobox'), 'MÍNDFUL');
    const events = await dialog.findByRole('group', { name: t('app.shell.search.events') }, SCREEN_TIMEOUT);
    await expect(within(events).getByRole('option')).toHaveTextContent('Mindful Mornings');
    await expect(dialog.getByRole('group', { name: t('app.shell.search.products') })).toBeVisible();
    await expect(dialog.getAllByRole('option').length).toBeLessThanOrEqual(10);
  },
};
export const ContentSearchPhone: Story = { ...ContentSearch, globals: variants.phone };
export const ContentSearchArabic: Story = { ...ContentSearch, globals: variants.arabic };

/** Opens global search: its dialog, its field and the words of the story's language. */
async function openSearch(globals: Record<string, unknown>) {
  const t = await textIn(globals);
  const page = inDocument();
  await userEvent.click(
    await page.findByRole('button', { name: t('app.shell.search.field') }, SCREEN_TIMEOUT),
  );
  const dialog = within(page.getByRole('dialog', { name: t('app.shell.search.title') }));
  return { dialog, field: dialog.getByRole('combobox'), t };
}

/**
 * Global search finds every page of the member's: the side navigation's (Calendar and Partners among them) and
 * Packages, Profile and My Orders.
 */
export const PageSearch: Story = {
  play: async ({ globals }) => {
    const { dialog, field, t } = await openSearch(globals);
    for (const id of ['calendar', 'partners', 'packages', 'profile', 'marketplaceOrders']) {
      const title = t(`app.shell.nav.${id}`);
      await userEvent.clear(field);
      await userEvent.type(field, title);
      const pages = await dialog.findByRole('group', { name: t('app.shell.search.pages') }, SCREEN_TIMEOUT);
      await expect(within(pages).getByRole('option', { name: title })).toBeVisible();
    }
    // The picture waits for the last query's content results too (they come after typing pauses).
    await dialog.findByRole('group', { name: t('app.shell.search.events') }, SCREEN_TIMEOUT);
    await expect(dialog.queryByText(t('app.shell.search.searching'))).toBeNull();
  },
};
export const PageSearchArabic: Story = { ...PageSearch, globals: variants.arabic };
export const PageSearchPhone: Story = { ...PageSearch, globals: variants.phone };
