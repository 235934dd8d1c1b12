import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import {
  Backdrop,
  Body,
  Container,
  FooterSlot,
  Main,
  NavColumn,
  NavPanel,
  Root,
  Row,
  SkipLink,
  ToolbarSlot,
} from './AppShell.styles';
import { ShellContext, type NavbarStyle, type ShellContextValue, type ShellLayout } from './ShellContext';
import { useMediaQuery } from './useMediaQuery';

export interface AppShellLabels {
  skipToContent: string;
  /** Accessible name of the navigation drawer on phones and tablets. */
  drawer: string;
}

/** Shown or hidden, and where (§3 toolbar and footer options). */
export interface BarOptions {
  display: boolean;
  /** `below`: beside the navigation (today's look); `above`: across the whole width. */
  position: 'below' | 'above';
}

export interface NavbarOptions {
  display: boolean;
  /** Inline start (left in English, right in Arabic) or end. */
  position: 'start' | 'end';
}

export interface AppShellProps {
  /** §3 layouts: vertical (side navigation, today's look) or one of the two horizontal ones. */
  layout?: ShellLayout;
  /** §3 navbar styles of the vertical layout (§9 widths: 280, folded 64, tabbed 120, tabbed-dense 64). */
  navbarStyle?: NavbarStyle;
  navbar?: NavbarOptions;
  toolbarOptions?: BarOptions;
  footerOptions?: BarOptions;
  /** Usually a SideNav; it reads folded state and closes the drawer through the shell's context. */
  sideNav: ReactNode;
  /** Usually a Toolbar; its menu button toggles the navigation through the shell's context. */
  toolbar: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /**
   * Desktop navigation put away by the menu button (controlled): folded to 64 px in the folded style, slid out
   * of view in the others. Leave undefined to let the shell keep it.
   */
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
  layout = 'vertical',
  navbarStyle = 'slide',
  navbar = { display: true, position: 'start' },
  toolbarOptions = { display: true, position: 'below' },
  footerOptions = { display: true, position: 'below' },
  sideNav,
  toolbar,
  footer,
  children,
  navFolded,
  defaultNavFolded,
  onNavFoldedChange,
  containerWidth = 'wide',
  labels,
}: AppShellProps) {
  const text = { skipToContent: 'Skip to content', drawer: 'Navigation', ...labels };
  const theme = useTheme();
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoint.desktop}px)`);
  const navId = useId();
  const mainId = useId();
  const [ownFolded, setOwnFolded] = useState(defaultNavFolded ?? navbarStyle === 'folded');
  // A new navbar style starts as it is meant to look: folded folded, the others open.
  const [styleShown, setStyleShown] = useState(navbarStyle);
  if (styleShown !== navbarStyle) {
    setStyleShown(navbarStyle);
    setOwnFolded(navbarStyle === 'folded');
  }
  const folded = navFolded ?? ownFolded;
  const horizontal = layout !== 'vertical';
  const navPlacement = isDesktop ? (horizontal ? 'bar' : 'column') : 'drawer';
  /** The desktop column is out of view: hidden by the settings, or slid away with the menu button. */
  const columnHidden = navPlacement === 'column' && (!navbar.display || (folded && navbarStyle !== 'folded'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const modal = drawerOpen && !isDesktop;
  // A phone's drawer draws its navigation the first time it opens: until then it is out of view, and drawing
  // every link with its icon would hold up the first screen.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (modal && !drawerUsed) setDrawerUsed(true);

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
      navPlacement,
      navbarStyle,
      navFolded: navPlacement === 'column' && navbarStyle === 'folded' && folded,
      navExpanded: isDesktop ? !folded && !columnHidden : modal,
      drawerOpen: modal,
      isDesktop,
      toggleNav,
      onNavigated: () => {
        // A followed link leads to a new page: focus goes there, not back to the menu button.
        returnFocusRef.current = null;
        if (!isDesktop) setDrawerOpen(false);
      },
    }),
    [navId, navPlacement, navbarStyle, columnHidden, isDesktop, folded, modal, toggleNav],
  );

  const showNav = navbar.display || !isDesktop;
  const nav = showNav && (
    <NavColumn
      id={navId}
      ref={navRef}
      data-placement={navPlacement}
      data-style={navbarStyle}
      data-position={navbar.position}
      data-folded={navPlacement === 'column' && navbarStyle === 'folded' && folded ? 'true' : undefined}
      data-hidden={columnHidden ? 'true' : undefined}
      data-drawer-open={modal ? 'true' : undefined}
      inert={columnHidden}
      {...(modal ? { role: 'dialog', 'aria-modal': true, 'aria-label': text.drawer } : {})}
      onKeyDown={(event) => {
        if (modal && event.key === 'Escape') {
          event.stopPropagation();
          closeDrawer();
        }
      }}
    >
      <NavPanel>{navPlacement !== 'drawer' || drawerUsed ? sideNav : null}</NavPanel>
    </NavColumn>
  );
  const toolbarAbove = horizontal || toolbarOptions.position === 'above';
  const footerAbove = horizontal || footerOptions.position === 'above';
  const toolbarSlot = toolbarOptions.display && (
    <ToolbarSlot inert={toolbarAbove && modal}>{toolbar}</ToolbarSlot>
  );
  const footerSlot = footerOptions.display && footer;
  const main = (
    <Main id={mainId} tabIndex={-1}>
      <Container data-width={layout === 'horizontalCentered' ? 'narrow' : containerWidth}>
        {children}
      </Container>
    </Main>
  );

  return (
    <ShellContext.Provider value={context}>
      <Root data-layout={layout}>
        <SkipLink href={`#${mainId}`}>{text.skipToContent}</SkipLink>
        {toolbarAbove && toolbarSlot}
        {horizontal ? (
          <>
            {nav}
            {modal && <Backdrop data-testid="shell-backdrop" onClick={closeDrawer} />}
            <Body inert={modal}>
              {main}
              {footerSlot}
            </Body>
          </>
        ) : (
          <Row data-nav-position={navbar.position}>
            {nav}
            {modal && <Backdrop data-testid="shell-backdrop" onClick={closeDrawer} />}
            <Body inert={modal}>
              {!toolbarAbove && toolbarSlot}
              {main}
              {!footerAbove && footerSlot}
            </Body>
          </Row>
        )}
        {!horizontal && footerAbove && footerSlot && <FooterSlot inert={modal}>{footerSlot}</FooterSlot>}
      </Root>
    </ShellContext.Provider>
  );
}
