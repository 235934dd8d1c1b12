import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import {
  Backdrop,
  Body,
  Container,
  Main,
  NavColumn,
  NavPanel,
  Root,
  SkipLink,
  ToolbarSlot,
} from './AppShell.styles';
import { ShellContext, type ShellContextValue } from './ShellContext';
import { useMediaQuery } from './useMediaQuery';

export interface AppShellLabels {
  skipToContent: string;
  /** Accessible name of the navigation drawer on phones and tablets. */
  drawer: string;
}

export interface AppShellProps {
  /** Usually a SideNav; it reads folded state and closes the drawer through the shell's context. */
  sideNav: ReactNode;
  /** Usually a Toolbar; its menu button toggles the navigation through the shell's context. */
  toolbar: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Desktop navigation folded to 64 px (controlled); leave undefined to let the shell keep it. */
  navFolded?: boolean;
  defaultNavFolded?: boolean;
  onNavFoldedChange?: (folded: boolean) => void;
  /** §9: default container width 1570 px (layout 1) or 1120 px. */
  containerWidth?: 'wide' | 'narrow' | 'full';
  labels?: Partial<AppShellLabels>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The signed-in layout: side navigation (280 px, folded 64 px) beside toolbar, content and footer on desktop;
 * below desktop width the navigation is a modal drawer (Escape or the backdrop closes it). Mirrors in RTL.
 */
export function AppShell({
  sideNav,
  toolbar,
  footer,
  children,
  navFolded,
  defaultNavFolded = false,
  onNavFoldedChange,
  containerWidth = 'wide',
  labels,
}: AppShellProps) {
  const text = { skipToContent: 'Skip to content', drawer: 'Navigation', ...labels };
  const theme = useTheme();
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoint.desktop}px)`);
  const navId = useId();
  const mainId = useId();
  const [ownFolded, setOwnFolded] = useState(defaultNavFolded);
  const folded = navFolded ?? ownFolded;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const modal = drawerOpen && !isDesktop;

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const toggleNav = useCallback(() => {
    if (isDesktop) {
      setOwnFolded(!folded);
      onNavFoldedChange?.(!folded);
    } else if (drawerOpen) {
      closeDrawer();
    } else {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDrawerOpen(true);
    }
  }, [isDesktop, folded, onNavFoldedChange, drawerOpen, closeDrawer]);

  // The drawer takes focus when it opens, so keyboard users land in it, and gives it back when it closes
  // (after the page behind it stops being inert, or focus() would be ignored).
  useEffect(() => {
    if (modal) {
      navRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (returnFocusRef.current) {
      returnFocusRef.current.focus();
      returnFocusRef.current = null;
    }
  }, [modal]);

  const context = useMemo<ShellContextValue>(
    () => ({
      navId,
      navFolded: isDesktop && folded,
      drawerOpen: modal,
      isDesktop,
      toggleNav,
      onNavigated: () => {
        // A followed link leads to a new page: focus goes there, not back to the menu button.
        returnFocusRef.current = null;
        if (!isDesktop) setDrawerOpen(false);
      },
    }),
    [navId, isDesktop, folded, modal, toggleNav],
  );

  return (
    <ShellContext.Provider value={context}>
      <Root>
        <SkipLink href={`#${mainId}`}>{text.skipToContent}</SkipLink>
        <NavColumn
          id={navId}
          ref={navRef}
          data-folded={isDesktop && folded ? 'true' : undefined}
          data-drawer-open={modal ? 'true' : undefined}
          {...(modal ? { role: 'dialog', 'aria-modal': true, 'aria-label': text.drawer } : {})}
          onKeyDown={(event) => {
            if (modal && event.key === 'Escape') {
              event.stopPropagation();
              closeDrawer();
            }
          }}
        >
          <NavPanel>{sideNav}</NavPanel>
        </NavColumn>
        {modal && <Backdrop data-testid="shell-backdrop" onClick={closeDrawer} />}
        <Body inert={modal}>
          <ToolbarSlot>{toolbar}</ToolbarSlot>
          <Main id={mainId} tabIndex={-1}>
            <Container data-width={containerWidth}>{children}</Container>
          </Main>
          {footer}
        </Body>
      </Root>
    </ShellContext.Provider>
  );
}
