export * from './AppShell';
export * from './Footer';
export * from './SideNav';
export * from './Toolbar';
export * from './UserMenu';
export { exampleNav } from './SideNav/exampleNav';
export * from './SettingsPanel';
export * from './GlobalSearch';
export * from './QuickPanel';
