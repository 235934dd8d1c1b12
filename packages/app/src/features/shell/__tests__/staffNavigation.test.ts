import { aUser } from '@wellness/api/testing';
import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../../app/guards/RouteGuard';
import { staffHomeFor, staffNavigationConfig, staffPathAllowed } from '../navigation';

const urls = (role: Parameters<typeof staffNavigationConfig>[0]) =>
  staffNavigationConfig(role).flatMap((group) => group.items.map((item) => item.url));

describe("the staff console's parts follow the contract's x-staff-roles", () => {
  it('owners and admins see every part; support the queues, fulfilment and members, not the money dashboard, the audit log nor the team; an editor none of them yet', () => {
    const queues = [
      '/staff/requests',
      '/staff/sessions',
      '/staff/applications',
      '/staff/proposals',
      '/staff/partners',
      '/staff/vendors',
      '/staff/reviews',
      '/staff/orders',
      '/staff/members',
    ];
    expect(urls('owner')).toEqual(['/staff', ...queues, '/staff/audit', '/staff/team']);
    expect(urls('admin')).toEqual(['/staff', ...queues, '/staff/audit', '/staff/team']);
    expect(urls('support')).toEqual(queues);
    expect(urls('editor')).toEqual([]);
    expect(urls(null)).toEqual([]);
  });

  it('lists the parts in sections, leaving out a section the role has nothing in', () => {
    const sections = (role: Parameters<typeof staffNavigationConfig>[0]) =>
      staffNavigationConfig(role).map((group) => [group.title, group.items.length]);
    expect(sections('owner')).toEqual([
      ['groupOverview', 1],
      ['group', 7],
      ['groupPeople', 2],
      ['groupAdmin', 2],
    ]);
    expect(sections('support')).toEqual([
      ['group', 7],
      ['groupPeople', 2],
    ]);
    expect(sections('editor')).toEqual([]);
  });

  it('a page of a part the role lacks is not allowed; a page of no part is left to its route', () => {
    expect(staffPathAllowed('/staff/orders', 'support')).toBe(true);
    expect(staffPathAllowed('/staff/orders/', 'editor')).toBe(false);
    expect(staffPathAllowed('/staff/orders/1042', 'support')).toBe(true);
    expect(staffPathAllowed('/staff/orders/1042', 'editor')).toBe(false);
    expect(staffPathAllowed('/staff/reviews', 'support')).toBe(true);
    expect(staffPathAllowed('/staff/reviews', 'editor')).toBe(false);
    expect(staffPathAllowed('/staff', 'editor')).toBe(false);
    expect(staffPathAllowed('/staff/some-later-page', 'editor')).toBe(true);
    expect(staffPathAllowed('/staff/members/5e1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d4e', 'support')).toBe(true);
    expect(staffPathAllowed('/staff/members/5e1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d4e', 'editor')).toBe(false);
    // The dashboard's revenue is owners' and admins': support land on their first queue instead.
    expect(staffPathAllowed('/staff', 'support')).toBe(false);
    expect(staffHomeFor('support')).toBe('/staff/requests');
    expect(staffHomeFor('editor')).toBe('/staff');
    expect(staffPathAllowed('/staff/audit', 'admin')).toBe(true);
    expect(staffPathAllowed('/staff/audit', 'support')).toBe(false);
    expect(staffPathAllowed('/staff/team', 'owner')).toBe(true);
    expect(staffPathAllowed('/staff/team', 'support')).toBe(false);
    expect(staffPathAllowed('/staff/team', 'editor')).toBe(false);
  });

  it('staff enter the console without a member profile; a member with an incomplete profile does not', () => {
    const staff = aUser({ role: ['staff'], staffRole: 'editor', profileCompleted: false, package: null });
    const session = { status: 'signedIn', token: 't', user: staff } as const;
    expect(decideAccess('staff', session as never, undefined)).toEqual({ allow: true });
    expect(decideAccess('member', session as never, undefined)).toEqual({ allow: false, to: '/staff' });
    const member = { ...session, user: aUser({ profileCompleted: false }) };
    expect(decideAccess('staff', member as never, undefined)).toEqual({ allow: false, notFound: true });
  });
});
