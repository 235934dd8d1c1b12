import { staffRoleMayUse, type StaffOperation, type StaffRole } from '@wellness/api/rules';
import type { NavGroup, NavItem } from '@wellness/ui/shell';
import { siteConfig, type SiteConfig } from '../../config/site';

type Translate = (id: string) => string;

const member = ['user'];
/** A member whose hero application was accepted (ShellLayout adds the role from the user's healthHeroUuid). */
export const HEALTH_HERO_ROLE = 'healthHero';

/**
 * The side navigation of §2 as data: groups 'Applications' and 'Other', items filtered by role by the
 * SideNav (route-access rule of §5), external links opening in a new tab. Titles are message ids
 * `app.shell.nav.<id>`.
 */
/** An organisation link is an absolute address (a new tab) or an in-app path such as the default '/contact'. */
const isExternal = (url: string) => !url.startsWith('/');

export function navigationConfig(site: SiteConfig = siteConfig): NavGroup[] {
  return [
    {
      id: 'applications',
      title: 'applications',
      items: [
        {
          id: 'events',
          title: 'events',
          icon: 'events',
          auth: member,
          children: [
            { id: 'eventsUpcoming', title: 'eventsUpcoming', icon: 'upcoming', url: '/events/upcoming' },
            {
              id: 'eventsRegistered',
              title: 'eventsRegistered',
              icon: 'registered',
              url: '/events/registered',
            },
            { id: 'eventsCompleted', title: 'eventsCompleted', icon: 'completed', url: '/events/completed' },
          ],
        },
        { id: 'calendar', title: 'calendar', icon: 'calendar', url: '/calendar', auth: member },
        { id: 'wsgAll', title: 'wsgAll', icon: 'groups', url: '/wsg/all', auth: member },
        { id: 'wsgMine', title: 'wsgMine', icon: 'myGroups', url: '/wsg/myGroup', auth: member },
        { id: 'wsgApply', title: 'wsgApply', icon: 'newGroup', url: '/wsg/applyForNew', auth: member },
        {
          id: 'heroesExplore',
          title: 'heroesExplore',
          icon: 'heroes',
          url: '/healthHero/healthHeroList',
          auth: member,
        },
        {
          id: 'heroesRegistered',
          title: 'heroesRegistered',
          icon: 'sessions',
          url: '/healthHero/registered/list',
          auth: member,
        },
        {
          id: 'heroesOwnSessions',
          title: 'heroesOwnSessions',
          icon: 'sessions',
          url: '/healthHero/mySessions',
          auth: [HEALTH_HERO_ROLE],
        },
        {
          id: 'heroesBecome',
          title: 'heroesBecome',
          icon: 'becomeHero',
          url: '/become/healthHero',
          auth: member,
        },
        {
          id: 'marketplace',
          title: 'marketplace',
          icon: 'marketplace',
          auth: member,
          children: [
            { id: 'marketplaceShop', title: 'marketplaceShop', icon: 'marketplace', url: '/marketplace' },
            { id: 'marketplaceOrders', title: 'marketplaceOrders', icon: 'orders', url: '/orders' },
            { id: 'marketplaceWishlist', title: 'marketplaceWishlist', icon: 'wishlist', url: '/wishlist' },
            { id: 'marketplaceCart', title: 'marketplaceCart', icon: 'cart', url: '/cart' },
          ],
        },
        { id: 'partners', title: 'partners', icon: 'partners', url: '/partners', auth: member },
        { id: 'vouchers', title: 'vouchers', icon: 'vouchers', url: '/voucher/list', auth: member },
        { id: 'faq', title: 'faq', icon: 'faq', url: '/faq', auth: member },
        {
          id: 'transactions',
          title: 'transactions',
          icon: 'transactions',
          url: '/transaction/history',
          auth: member,
        },
      ],
    },
    {
      id: 'other',
      title: 'other',
      items: [
        {
          id: 'donate',
          title: 'donate',
          icon: 'donate',
          url: site.links.donate,
          external: isExternal(site.links.donate),
        },
        {
          id: 'contactUs',
          title: 'contactUs',
          icon: 'contact',
          url: site.links.contact,
          external: isExternal(site.links.contact),
        },
        {
          id: 'aboutUs',
          title: 'aboutUs',
          icon: 'about',
          url: site.links.about,
          external: isExternal(site.links.about),
        },
        {
          id: 'privacyPolicy',
          title: 'privacyPolicy',
          icon: 'privacy',
          url: site.links.privacy,
          external: isExternal(site.links.privacy),
        },
      ],
    },
  ];
}

/**
 * Pages global search finds beyond the side navigation's (titles `app.shell.nav.<id>`): the member's own pages that
 * the user menu and the dashboard open.
 */
export const memberSearchPages: NavItem[] = [
  { id: 'packages', title: 'packages', icon: 'packages', url: '/packages', auth: member },
  { id: 'profile', title: 'profile', icon: 'profile', url: '/profile', auth: member },
];

const staff = ['staff'];

/** The staff navigation's sections, in order (titles `app.staff.nav.<title>`). */
const staffSections = [
  { id: 'staffOverview', title: 'groupOverview' },
  { id: 'staffQueues', title: 'group' },
  { id: 'staffPeople', title: 'groupPeople' },
  { id: 'staffAdmin', title: 'groupAdmin' },
] as const;

/**
 * A part of the staff console: its page, the staff call it is built on (whose roles decide who sees it) and the
 * navigation's section it is listed in.
 */
interface StaffPart {
  item: NavItem;
  operation: StaffOperation;
  section: (typeof staffSections)[number]['id'];
}

const staffParts: StaffPart[] = [
  {
    item: { id: 'dashboard', title: 'dashboard', icon: 'dashboard', url: '/staff', auth: staff },
    operation: 'GET /staff/reports/revenue',
    section: 'staffOverview',
  },
  {
    item: { id: 'wsgRequests', title: 'wsgRequests', icon: 'groups', url: '/staff/requests', auth: staff },
    operation: 'GET /staff/wsg/requests',
    section: 'staffQueues',
  },
  {
    item: { id: 'sessions', title: 'sessions', icon: 'sessions', url: '/staff/sessions', auth: staff },
    operation: 'GET /staff/healthHero/sessions',
    section: 'staffQueues',
  },
  {
    item: {
      id: 'applications',
      title: 'applications',
      icon: 'becomeHero',
      url: '/staff/applications',
      auth: staff,
    },
    operation: 'GET /staff/healthHero/applications',
    section: 'staffQueues',
  },
  {
    item: { id: 'proposals', title: 'proposals', icon: 'myGroups', url: '/staff/proposals', auth: staff },
    operation: 'GET /staff/wsg/proposals',
    section: 'staffQueues',
  },
  {
    item: {
      id: 'partnerApplications',
      title: 'partnerApplications',
      icon: 'marketplace',
      url: '/staff/partners',
      auth: staff,
    },
    operation: 'GET /staff/partner/applications',
    section: 'staffQueues',
  },
  {
    item: {
      id: 'vendorApplications',
      title: 'vendorApplications',
      icon: 'cart',
      url: '/staff/vendors',
      auth: staff,
    },
    operation: 'GET /staff/vendor/applications',
    section: 'staffQueues',
  },
  {
    item: { id: 'orders', title: 'orders', icon: 'orders', url: '/staff/orders', auth: staff },
    operation: 'GET /staff/orders',
    section: 'staffPeople',
  },
  {
    item: { id: 'reviews', title: 'reviews', icon: 'reviews', url: '/staff/reviews', auth: staff },
    operation: 'GET /staff/reviews',
    section: 'staffQueues',
  },
  {
    item: { id: 'members', title: 'members', icon: 'profile', url: '/staff/members', auth: staff },
    operation: 'GET /staff/members',
    section: 'staffPeople',
  },
  {
    item: { id: 'audit', title: 'audit', icon: 'audit', url: '/staff/audit', auth: staff },
    operation: 'GET /staff/audit',
    section: 'staffAdmin',
  },
  {
    item: { id: 'team', title: 'team', icon: 'team', url: '/staff/team', auth: staff },
    operation: 'GET /staff/team',
    section: 'staffAdmin',
  },
];

/**
 * The staff console's navigation (titles are message ids `app.staff.nav.<id>`): only the parts the staff role may
 * use, as the contract's `x-staff-roles` of each part's call say (the server refuses the others anyway).
 */
export function staffNavigationConfig(staffRole: StaffRole | null | undefined): NavGroup[] {
  const allowed = staffParts.filter((part) => staffRoleMayUse(part.operation, staffRole));
  return staffSections
    .map((section) => ({
      id: section.id,
      title: section.title,
      items: allowed.filter((part) => part.section === section.id).map((part) => part.item),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * Whether the staff role may open a console page: its part's call allows the role. A path that is no part of the
 * table is left to its own route.
 */
export function staffPathAllowed(pathname: string, staffRole: StaffRole | null | undefined): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  // A part's own pages (/staff/members/<uuid>) belong to it; the console's home (/staff) has none.
  const part =
    staffParts.find((candidate) => candidate.item.url === path) ??
    staffParts.find(
      (candidate) => candidate.item.url !== '/staff' && path.startsWith(`${candidate.item.url}/`),
    );
  return !part || staffRoleMayUse(part.operation, staffRole);
}

/** Where a staff member lands: the first console part their role allows (the console's home without any). */
export function staffHomeFor(staffRole: StaffRole | null | undefined): string {
  return (
    staffParts.find((part) => staffRoleMayUse(part.operation, staffRole))?.item.url ??
    staffParts[0]!.item.url!
  );
}

/**
 * The navigation with its titles translated. Every in-app item opens a screen of the routes
 * (app/__tests__/navigationScreens.test.ts), so nothing is hidden here.
 */
export function buildNavigation(
  groups: NavGroup[],
  translate: Translate,
  prefix = 'app.shell.nav',
): NavGroup[] {
  const title = (id: string) => translate(`${prefix}.${id}`);
  const translated = (item: NavItem): NavItem => ({
    ...item,
    title: title(item.title),
    ...(item.children ? { children: item.children.map(translated) } : {}),
  });
  return groups.map((group) => ({ ...group, title: title(group.title), items: group.items.map(translated) }));
}
