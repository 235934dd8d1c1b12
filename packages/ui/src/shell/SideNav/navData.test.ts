import { describe, expect, it } from 'vitest';
import { filterNavByRole, hasPermission, isActive, type NavGroup } from './navData';

describe('hasPermission', () => {
  it('follows the route-access rule of the spec', () => {
    expect(hasPermission(undefined, [])).toBe(true);
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission([], ['user'])).toBe(false);
    expect(hasPermission(['user'], ['user'])).toBe(true);
    expect(hasPermission(['user'], [])).toBe(false);
    expect(hasPermission(['admin', 'user'], ['user'])).toBe(true);
  });
});

describe('filterNavByRole', () => {
  const groups: NavGroup[] = [
    {
      id: 'applications',
      title: 'Applications',
      items: [
        {
          id: 'events',
          title: 'Events',
          children: [
            { id: 'upcoming', title: 'Upcoming', url: '/events/upcoming' },
            { id: 'registered', title: 'Registered', url: '/events/registered', auth: ['user'] },
          ],
        },
        { id: 'groups', title: 'My WSGs List', url: '/wsg/myGroup', auth: ['user'] },
      ],
    },
    { id: 'other', title: 'Other', auth: ['user'], items: [{ id: 'faq', title: 'FAQ', url: '/faq' }] },
  ];

  it('keeps everything for a member', () => {
    expect(filterNavByRole(groups, ['user'])).toEqual(groups);
  });

  it('drops items, children and whole groups a guest may not see', () => {
    expect(filterNavByRole(groups, [])).toEqual([
      {
        id: 'applications',
        title: 'Applications',
        items: [
          {
            id: 'events',
            title: 'Events',
            children: [{ id: 'upcoming', title: 'Upcoming', url: '/events/upcoming' }],
          },
        ],
      },
    ]);
  });
});

describe('isActive', () => {
  const events = {
    id: 'events',
    title: 'Events',
    children: [{ id: 'registered', title: 'Registered', url: '/events/registered' }],
  };

  it('matches the page, pages below it and parents of the page', () => {
    expect(isActive({ id: 'faq', title: 'FAQ', url: '/faq' }, '/faq')).toBe(true);
    expect(isActive({ id: 'wsg', title: 'WSG', url: '/wsg' }, '/wsg/all')).toBe(true);
    expect(isActive({ id: 'wsg', title: 'WSG', url: '/wsg' }, '/wsgs')).toBe(false);
    expect(isActive(events, '/events/registered')).toBe(true);
    expect(isActive(events, '/faq')).toBe(false);
  });
});
