import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  memberApi,
  ok,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import {
  groupProposals,
  heroApplications,
  pageOf,
  paidOrders,
  partnerApplications,
  eventsReport,
  membersReport,
  revenueReport,
  sessionRequests,
  shopReport,
  staffUser,
  vendorApplications,
  wsgRequests,
} from '../../../test/screen/staff';
import { DashboardPage } from './DashboardPage';

const reports = {
  'GET /staff/reports/members': ok(membersReport),
  'GET /staff/reports/events': ok(eventsReport),
  'GET /staff/reports/shop': ok(shopReport),
};

const queues = {
  'GET /staff/wsg/requests': ok(pageOf(wsgRequests)),
  'GET /staff/healthHero/sessions': ok(pageOf(sessionRequests)),
  'GET /staff/healthHero/applications': ok(pageOf(heroApplications)),
  'GET /staff/wsg/proposals': ok(pageOf(groupProposals)),
  'GET /staff/partner/applications': ok(pageOf(partnerApplications)),
  'GET /staff/vendor/applications': ok(pageOf(vendorApplications)),
  'GET /staff/orders': ok(pageOf(paidOrders)),
};

const meta = {
  title: 'Screens/Staff/DashboardPage',
  tags: ['!autodocs'],
  component: DashboardPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff',
      api: () =>
        memberApi({ 'GET /staff/reports/revenue': ok(revenueReport), ...reports, ...queues }, staffUser),
    },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November against October, a year of revenue with its table, and the queues' counts. */
export const Default: Story = {
  play: async (context) => {
    await showsHeading('app.reports.dashboard.title')(context);
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: t('app.reports.dashboard.revenue') },
      SCREEN_TIMEOUT,
    );
    // Header, twelve months, total.
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
    const queues = within(canvas.getByRole('region', { name: t('app.reports.dashboard.queues') }));
    const queue = queues.getByRole('link', { name: new RegExp(t('app.staff.nav.wsgRequests')) });
    await expect(queue).toHaveAttribute('href', '/staff/requests');
    await expect(queue).toHaveTextContent(String(wsgRequests.length));
    // Members, events and the shop, each with its table beside its chart.
    for (const id of ['app.reports.members.title', 'app.reports.events.title', 'app.reports.shop.title']) {
      await expect(canvas.getByRole('table', { name: t(id) })).toBeVisible();
    }
    await expect(canvas.getByText(t('app.reports.events.checkInsNotRecorded'))).toBeVisible();
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Loading: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          {
            'GET /staff/reports/revenue': pending(),
            'GET /staff/reports/members': pending(),
            'GET /staff/reports/events': pending(),
            'GET /staff/reports/shop': pending(),
            ...queues,
          },
          staffUser,
        ),
    },
  },
  play: showsText('app.reports.dashboard.loading'),
};

export const Error: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          {
            'GET /staff/reports/revenue': serverError,
            'GET /staff/reports/members': serverError,
            'GET /staff/reports/events': serverError,
            'GET /staff/reports/shop': serverError,
            ...queues,
          },
          staffUser,
        ),
    },
  },
  play: showsText('app.reports.dashboard.error'),
};
