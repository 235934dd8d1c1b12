import { createContext, useContext } from 'react';

export interface ShellContextValue {
  /** Id of the navigation column, for the toggle's aria-controls. */
  navId: string;
  /** Desktop: the navigation is folded to 64 px. */
  navFolded: boolean;
  /** Below desktop: the navigation drawer is open. */
  drawerOpen: boolean;
  /** True on desktop widths, where the navigation is a column rather than a drawer. */
  isDesktop: boolean;
  /** Folds/unfolds the column on desktop, opens/closes the drawer below it. */
  toggleNav: () => void;
  /** Called by SideNav after a link is followed: closes the drawer. */
  onNavigated: () => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The surrounding AppShell's state, or null outside one (components then use their own props). */
export function useShell(): ShellContextValue | null {
  return useContext(ShellContext);
}
