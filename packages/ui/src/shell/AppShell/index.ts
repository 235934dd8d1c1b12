export {
  AppShell,
  type AppShellProps,
  type AppShellLabels,
  type BarOptions,
  type NavbarOptions,
} from './AppShell';
export {
  useShell,
  ShellContext,
  type ShellContextValue,
  type ShellLayout,
  type NavbarStyle,
} from './ShellContext';
