import { createContext, useContext } from 'react';

/** §3 layouts: vertical (side navigation) or horizontal (navigation bar under the toolbar; centered: 1120 px). */
export type ShellLayout = 'vertical' | 'horizontal' | 'horizontalCentered';
/** §3 navbar styles of the vertical layout: slide (280 px), folded (64 px), tabbed (120 px rail), tabbed-dense (64 px). */
export type NavbarStyle = 'slide' | 'folded' | 'tabbed' | 'tabbedDense';

export interface ShellContextValue {
  /** How the navigation is drawn now: a side column, a bar across the page, or (below desktop) a drawer. */
  navPlacement: 'column' | 'bar' | 'drawer';
  /** The column's style (for `column` placement). */
  navbarStyle: NavbarStyle;
  /** Id of the navigation column, for the toggle's aria-controls. */
  navId: string;
  /** Desktop: the navigation is folded to 64 px. */
  navFolded: boolean;
  /** The menu button's state: the navigation is in view (desktop) or the drawer is open (below desktop). */
  navExpanded: boolean;
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
