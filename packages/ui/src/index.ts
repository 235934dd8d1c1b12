// The design system's public entry: theme and primitives. Domain components (cards, tables, dialogs and
// forms of one spec area) are imported from their subpaths: '@wellness/ui/account', '/shell', '/content',
// '/packages', '/transactions', '/events', '/vouchers', '/groups', '/staff', '/marketplace', '/commerce'.
export * from './theme';
export * from './components';
export * from './assets';
