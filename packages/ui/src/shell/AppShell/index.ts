export { AppShell, type AppShellProps, type AppShellLabels } from './AppShell';
export { useShell, ShellContext, type ShellContextValue } from './ShellContext';
