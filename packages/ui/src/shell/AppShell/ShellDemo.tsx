import { useState } from 'react';
import styled from 'styled-components';
import { Footer } from '../Footer';
import { SideNav } from '../SideNav';
import { exampleNav } from '../SideNav/exampleNav';
import { Toolbar, type ToolbarUser } from '../Toolbar';
import { AppShell, type AppShellProps } from './AppShell';

/* The shell as the app composes it, for the AppShell and Layouts stories (not a component of the design system). */

const Brand = styled.strong`
  color: ${({ theme }) => theme.color.primary.default};
  font-size: ${({ theme }) => theme.font.size.lg};
  white-space: nowrap;
`;

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

interface DemoProps extends Pick<
  AppShellProps,
  'layout' | 'navbarStyle' | 'navbar' | 'toolbarOptions' | 'footerOptions'
> {
  user: ToolbarUser;
  /** Rows of a long page (FAQ, transaction history) under the heading. */
  rows?: number;
  wishlistCount?: number;
  cartCount?: number;
  defaultNavFolded?: boolean;
  onNavigate: (url: string) => void;
  onLogout: () => void;
}

/** The shell as the app composes it: SideNav, Toolbar and Footer in the slots, settings kept in state. */
export function ShellDemo({
  layout,
  navbarStyle,
  navbar,
  toolbarOptions,
  footerOptions,
  user,
  rows = 0,
  wishlistCount,
  cartCount,
  defaultNavFolded,
  onNavigate,
  onLogout,
}: DemoProps) {
  const [language, setLanguage] = useState('en');
  const [fontScale, setFontScale] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <AppShell
      layout={layout}
      navbarStyle={navbarStyle}
      navbar={navbar}
      toolbarOptions={toolbarOptions}
      footerOptions={footerOptions}
      defaultNavFolded={defaultNavFolded}
      sideNav={
        <SideNav
          groups={exampleNav}
          roles={user.roles}
          activeUrl="/dashboard"
          onNavigate={onNavigate}
          header={<Brand>{defaultNavFolded ? 'W' : 'Wellness Community'}</Brand>}
        />
      }
      toolbar={
        <Toolbar
          user={user}
          onProfile={() => onNavigate('/profile')}
          onLogout={onLogout}
          wishlistCount={wishlistCount}
          onWishlist={() => onNavigate('/marketplace/wishlist')}
          cartCount={cartCount}
          onCart={() => onNavigate('/marketplace/cart')}
          language={language}
          onLanguageChange={setLanguage}
          fontScale={fontScale}
          onFontScaleChange={setFontScale}
          fullscreen={fullscreen}
          onToggleFullscreen={() => setFullscreen(!fullscreen)}
        />
      }
      footer={<Footer year={2026} organisation="Wellness Community" />}
    >
      <Page>
        <h1>Dashboard</h1>
        <p>Welcome back. Pick up where you left off.</p>
        {Array.from({ length: rows }, (_, index) => (
          <p key={index}>{index + 1}. How do I register for an event?</p>
        ))}
      </Page>
    </AppShell>
  );
}
