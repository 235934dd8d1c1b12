import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HealthHeroSession } from '@wellness/api';
import { expect, within } from 'storybook/test';
import {
  SCREEN_TIMEOUT,
  catalogPage,
  marketplaceCategories,
  marketplaceProducts,
  marketplaceServices,
  serverError,
  textIn,
  member,
  memberApi,
  ok,
  pending,
  registrations,
  screenMeta,
  showsHeading,
  showsText,
  starterMember,
  variants,
  vouchers,
} from '../../../test/screen';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Screens/Dashboard/DashboardPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: DashboardPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/dashboard', api: () => memberApi(lists()) },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstName = (member.name ?? '').split(' ')[0] ?? '';

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
} as HealthHeroSession;

/** The lists the dashboard reads in parallel: the member's three, and the shop's categories, products and services. */
const lists = (over: Record<string, unknown> = {}) => ({
  'GET /user/register/event/list': ok(registrations),
  'GET /user/healtHero/registered/list': ok([acceptedSession]),
  'GET /user/voucher/list': ok(vouchers),
  'POST /marketplace/product/categories/list': ok(marketplaceCategories),
  'POST /marketplace/products/by/category': ok(catalogPage(marketplaceProducts, 1, 4)),
  'POST /marketplace/services/by/category': ok(catalogPage(marketplaceServices, 1, 4)),
  ...over,
});

export const Default: Story = { play: showsHeading('app.dashboard.welcome.title', { name: firstName }) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A member on the free package. */
export const StarterMember: Story = {
  parameters: { screen: { api: () => memberApi(lists(), starterMember) } },
  play: Default.play,
};

/** A member with no name on file: the greeting has no name. */
export const NoName: Story = {
  parameters: { screen: { api: () => memberApi(lists(), { ...member, name: '' }) } },
  play: showsHeading('app.dashboard.welcome.titleNoName'),
};

/** Nothing coming up and no vouchers. */
export const Empty: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          lists({
            'GET /user/register/event/list': ok([]),
            'GET /user/healtHero/registered/list': ok([]),
            'GET /user/voucher/list': ok([]),
            'POST /marketplace/product/categories/list': ok([]),
            'POST /marketplace/products/by/category': ok(catalogPage([])),
            'POST /marketplace/services/by/category': ok(catalogPage([])),
          }),
        ),
    },
  },
  play: showsText('app.dashboard.overview.noEvent'),
};

/** The lists are still being read. */
export const Loading: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          lists({
            'GET /user/register/event/list': pending(),
            'GET /user/healtHero/registered/list': pending(),
            'GET /user/voucher/list': pending(),
            'POST /marketplace/product/categories/list': pending(),
            'POST /marketplace/products/by/category': pending(),
            'POST /marketplace/services/by/category': pending(),
          }),
        ),
    },
  },
  play: showsText('app.dashboard.overview.loading'),
};

/** Below the overview: shop categories, the first 4 products and the first 4 services, each with See all. */
export const Shop: Story = {
  play: async (context) => {
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    const categories = await canvas.findByRole(
      'list',
      { name: t('app.dashboard.shop.categories') },
      SCREEN_TIMEOUT,
    );
    await expect(within(categories).getByRole('link', { name: /Aromatherapy/ })).toHaveAttribute(
      'href',
      '/marketplace/products?category=20',
    );
    await expect(within(categories).getByRole('link', { name: /Massage & Bodywork/ })).toHaveAttribute(
      'href',
      '/marketplace/services?category=59',
    );
    for (const section of ['products', 'services']) {
      const region = canvas.getByRole('region', { name: t(`app.dashboard.shop.${section}`) });
      await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    }
  },
};

/** The shop's calls fail: each section says so; the overview is unaffected. */
export const ShopError: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          lists({
            'POST /marketplace/product/categories/list': serverError,
            'POST /marketplace/products/by/category': serverError,
            'POST /marketplace/services/by/category': serverError,
          }),
        ),
    },
  },
  play: showsText('app.dashboard.shop.error'),
};
