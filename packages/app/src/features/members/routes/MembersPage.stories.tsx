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
import { MembersPage } from './MembersPage';

const members: Schema<'MemberRecord'>[] = [
  ['Alex Morgan', 'alex@example.com', 'Explorer', true, false],
  ['Priya Shah', 'priya@example.com', 'Starter', true, true],
  [null, 'omar@example.com', null, false, false],
].map(([name, email, pkg, verified, blocked], i) => ({
  uuid: `7a1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d4${i}`,
  email: email as string,
  name: name as string | null,
  verified: verified as boolean,
  blocked: blocked as boolean,
  staffRole: null,
  package: pkg ? { uuid: `8b1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d4${i}`, name: pkg as string } : null,
  packageExpiresAt: pkg ? '2027-03-01T00:00:00.000Z' : null,
  createdAt: `2026-0${i + 1}-15T09:00:00.000Z`,
}));

const api = (answer: 'rows' | 'empty' | 'error') => () =>
  memberApi(
    {
      'GET /staff/members': answer === 'error' ? serverError : ok(pageOf(answer === 'rows' ? members : [])),
      'GET /user/package/list': ok([]),
    },
    staffUser,
  );

const meta = {
  title: 'Screens/Staff/MembersPage',
  tags: ['!autodocs'],
  component: MembersPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/staff/members', api: api('rows') },
  },
} satisfies Meta<typeof MembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.staff.nav.members') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: api('empty') } },
  play: showsText('app.members.table.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/members': pending() }, staffUser) } },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: api('error') } },
  play: showsText('app.staff.queue.error'),
};
