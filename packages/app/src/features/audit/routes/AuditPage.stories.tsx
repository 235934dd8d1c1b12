import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@wellness/api';
import {
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { pageOf, staffUser } from '../../../test/screen/staff';
import { AuditPage } from './AuditPage';

const owner = { uuid: staffUser.uuid, email: staffUser.email, name: staffUser.name };
const support = {
  uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c11',
  email: 'sam.support@example.com',
  name: 'Sam Reyes',
};

const entries: Schema<'StaffAuditEntry'>[] = [
  {
    uuid: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e01',
    at: '2026-11-27T16:20:00.000Z',
    staff: owner,
    kind: 'member-package-given',
    target: { type: 'users', id: '7a1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d40' },
    details: { package: 'Explorer', days: 30 },
    reason: 'Goodwill after the outage',
  },
  {
    uuid: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e02',
    at: '2026-11-26T10:05:00.000Z',
    staff: support,
    kind: 'hh-session',
    target: { type: 'health_hero_sessions', id: '7b3c4d5e-6f70-4a81-9b2c-3d4e5f6a7b03' },
    details: { decision: 'accepted' },
    reason: null,
  },
  {
    uuid: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e03',
    at: '2026-11-25T14:45:00.000Z',
    staff: owner,
    kind: 'order-shipped',
    target: { type: 'marketplace_orders', id: '1042' },
    details: { status: 'shipped' },
    reason: null,
  },
  {
    uuid: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e04',
    at: '2026-11-24T09:00:00.000Z',
    staff: owner,
    kind: 'staff-invited',
    target: { type: 'staff_invitations', id: 'sam.support@example.com' },
    details: { role: 'support' },
    reason: null,
  },
  {
    uuid: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e05',
    at: '2026-11-20T08:00:00.000Z',
    staff: null,
    kind: 'owner-created',
    target: { type: 'users', id: staffUser.email },
    details: {},
    reason: null,
  },
];

const team = pageOf<Schema<'StaffAccount'>>([
  { ...owner, role: 'owner', active: true, createdAt: '2026-11-20T08:00:00.000Z' },
  { ...support, role: 'support', active: true, createdAt: '2026-11-24T09:30:00.000Z' },
]);

const api = (answer: 'rows' | 'empty' | 'error') => () =>
  memberApi(
    {
      'GET /staff/audit': answer === 'error' ? serverError : ok(pageOf(answer === 'rows' ? entries : [])),
      'GET /staff/team': ok(team),
    },
    staffUser,
  );

const meta = {
  title: 'Screens/Staff/AuditPage',
  tags: ['!autodocs'],
  component: AuditPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/staff/audit', api: api('rows') },
  },
} satisfies Meta<typeof AuditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await showsHeading('app.staff.nav.audit')(context);
    await showsText('app.audit.kind.memberPackageGiven')(context);
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: api('empty') } },
  play: showsText('app.audit.table.empty'),
};

export const Loading: Story = {
  parameters: {
    screen: {
      api: () => memberApi({ 'GET /staff/audit': pending(), 'GET /staff/team': ok(team) }, staffUser),
    },
  },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: api('error') } },
  play: showsText('app.staff.queue.error'),
};
