import type { NavGroup } from './navData';

/** The navigation of spec §2, as fixed example data for stories (the app keeps its own, translated). */
export const exampleNav: NavGroup[] = [
  {
    id: 'applications',
    title: 'Applications',
    items: [
      { id: 'dashboard', title: 'Dashboard', url: '/dashboard', icon: 'dashboard' },
      {
        id: 'events',
        title: 'Events',
        icon: 'events',
        auth: ['user'],
        children: [
          { id: 'events-upcoming', title: 'Upcoming Events', url: '/events/upcoming' },
          { id: 'events-registered', title: 'Registered Events', url: '/events/registered' },
          { id: 'events-completed', title: 'Completed Events', url: '/events/completed' },
        ],
      },
      { id: 'wsg-all', title: 'Explore WSGs', url: '/wsg/all', icon: 'groups', auth: ['user'] },
      { id: 'wsg-mine', title: 'My WSGs List', url: '/wsg/myGroup', icon: 'myGroups', auth: ['user'] },
      {
        id: 'hh-list',
        title: 'Explore Health Heroes',
        url: '/healthHero/healthHeroList',
        icon: 'heroes',
        auth: ['user'],
      },
      {
        id: 'hh-registered',
        title: 'Registered HH Sessions',
        url: '/healthHero/registered/list',
        icon: 'sessions',
        auth: ['user'],
      },
      {
        id: 'hh-become',
        title: 'Become A Health Hero',
        url: '/become/healthHero',
        icon: 'becomeHero',
        auth: ['user'],
      },
      {
        id: 'marketplace',
        title: 'Marketplace',
        icon: 'marketplace',
        auth: ['user'],
        children: [
          { id: 'market-products', title: 'Products', url: '/marketplace/products' },
          { id: 'market-orders', title: 'My Orders', url: '/marketplace/orders' },
        ],
      },
      { id: 'faq', title: 'FAQ', url: '/faq', icon: 'faq' },
      {
        id: 'transactions',
        title: 'Transaction History',
        url: '/transaction/history',
        icon: 'transactions',
        auth: ['user'],
      },
    ],
  },
  {
    id: 'other',
    title: 'Other',
    items: [
      { id: 'donate', title: 'Donate', url: 'https://example.org/donate', icon: 'donate', external: true },
      {
        id: 'contact',
        title: 'Contact us',
        url: 'https://example.org/contact',
        icon: 'contact',
        external: true,
      },
      { id: 'about', title: 'About us', url: 'https://example.org/about', icon: 'about', external: true },
      {
        id: 'privacy',
        title: 'Privacy Policy',
        url: 'https://example.org/privacy',
        icon: 'privacy',
        external: true,
      },
    ],
  },
];
