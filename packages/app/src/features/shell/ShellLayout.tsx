import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import {
  Award,
  CalendarCheck,
  CalendarClock,
  Moon,
  Palette,
  Search,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Store,
  Sun,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import {
  AppShell,
  ColorSchemePanel,
  Footer,
  GlobalSearch,
  SettingsPanel,
  ShortcutsBar,
  SideNav,
  Toolbar,
  type NavGroup,
  type SearchItem,
} from '@wellness/ui/shell';
import { themeOf } from '@wellness/ui/theme';
import { IconButton } from '@wellness/ui/components/IconButton';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { siteConfig } from '../../config/site';
import { isLocale, languages } from '../../i18n/languages';
import { selectUser } from '../session/selectors';
import { commerceStarted, selectCartCount, selectWishlistCount } from '../commerce';
import { logoutRequested } from '../session/slice';
import {
  colorSchemeChanged,
  fontScaleChanged,
  localeChanged,
  selectSettings,
  shellChanged,
  shellReset,
  shortcutToggled,
} from '../settings';
import {
  buildNavigation,
  HEALTH_HERO_ROLE,
  memberSearchPages,
  navigationConfig,
  staffNavigationConfig,
} from './navigation';
import { StaffPartGate } from './StaffPartGate';
import { useContentSearch } from './contentSearch';
import { ShellQuickPanel } from './ShellQuickPanel';

/** The staff console's queues in the user menu, with the side navigation's icons. */
const staffMenuIcons: Record<string, LucideIcon> = {
  groups: Users,
  sessions: CalendarCheck,
  becomeHero: Award,
  myGroups: UsersRound,
  marketplace: Store,
  cart: ShoppingCart,
  orders: ShoppingBag,
};

const Brand = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary.default};
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/** §3 customScrollbars: thin scrollbars in the brand's colour. */
const ThinScrollbars = createGlobalStyle`
  * {
    scrollbar-width: thin;
    scrollbar-color: ${({ theme }) => `${theme.color.border.strong} transparent`};
  }
`;

/** The shortcuts bar: a phone has no room for it (search and the navigation reach the same pages). */
const NotOnPhone = styled.span`
  display: contents;

  ${({ theme }) => theme.media.phoneOnly} {
    display: none;
  }
`;

/** The folded rail's brand: the first letters of the organisation's first two words ('WC'). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A page id as the profile keeps it (openapi.yaml `Shortcuts`): 'eventsUpcoming' → 'events-upcoming'. */
const pageId = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every in-app page of the navigation, for global search and the shortcuts bar. */
function pagesOf(groups: NavGroup[], kind: string): SearchItem[] {
  const pages: SearchItem[] = [];
  const visit = (items: NavGroup['items']) => {
    for (const item of items) {
      if (item.url && !item.external)
        pages.push({ id: pageId(item.id), title: item.title, url: item.url, kind });
      if (item.children) visit(item.children);
    }
  };
  for (const group of groups) visit(group.items);
  return pages;
}

/** '/' (outside a text field) or Ctrl+K / ⌘K opens global search from anywhere. */
function useSearchShortcut(open: (() => void) | undefined) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing =
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement ||
        target?.isContentEditable === true;
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (ctrlK || (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey)) {
        if (document.querySelector('dialog[open]')) return;
        event.preventDefault();
        open();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const supported = typeof document.documentElement.requestFullscreen === 'function';
  const toggle = () => {
    // Browsers may refuse (e.g. an iframe without permission); the button simply stays unpressed.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  return { fullscreen, toggle: supported ? toggle : undefined };
}

/**
 * The signed-in layout: side navigation, toolbar and footer around the current screen. `variant="staff"` is the
 * staff console's layout: its navigation lists the review queues.
 */
export function ShellLayout({ variant = 'member' }: { variant?: 'member' | 'staff' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen();
  const roles = useMemo(() => user?.role ?? [], [user?.role]);
  const staffRole = user?.staffRole ?? null;
  // An accepted health hero also sees their own sessions page in the navigation.
  const navRoles = useMemo(
    () => (user?.healthHeroUuid ? [...roles, HEALTH_HERO_ROLE] : roles),
    [roles, user?.healthHeroUuid],
  );
  // The member's own tools (shortcuts, search, wishlist, cart) are for a member only: staff get the toolbar of
  // their console, a user without a role (§2: label 'User', Profile and Logout) the reduced one.
  const member = variant === 'member' && roles.includes('user');
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);

  // The toolbar's badges: the member's cart and wishlist, read once; every change updates them in the store.
  useEffect(() => {
    if (member) dispatch(commerceStarted());
  }, [dispatch, member]);

  const groups = useMemo(
    () =>
      variant === 'staff'
        ? buildNavigation(
            staffNavigationConfig(staffRole),
            (id) => intl.formatMessage({ id }),
            'app.staff.nav',
          )
        : buildNavigation(navigationConfig(), (id) => intl.formatMessage({ id })),
    [intl, variant, staffRole],
  );
  // Staff get their queues in the user menu (never a member's page such as My Profile); members never do.
  const staffMenu = useMemo(
    () =>
      variant === 'staff'
        ? groups.flatMap((group) =>
            group.items.flatMap((item) => {
              if (!item.url) return [];
              const Icon = item.icon ? staffMenuIcons[item.icon] : undefined;
              return [{ id: item.url, label: item.title, icon: Icon && <Icon aria-hidden="true" /> }];
            }),
          )
        : undefined,
    [groups, variant],
  );
  const name = user?.name?.trim() || user?.email || '';
  const dark = settings.colorScheme === 'dark';
  const { shell } = settings;
  const [panel, setPanel] = useState<'settings' | 'colorScheme' | 'search' | 'quick' | null>(null);
  // Content search and the quick panel are a member's; staff search their console's pages (those their role may
  // open, as its navigation lists them).
  const contentSearch = useContentSearch(member);
  const searchable = member || variant === 'staff';
  const openSearch = useCallback(() => setPanel('search'), []);
  useSearchShortcut(searchable ? openSearch : undefined);
  const searchGroups = useMemo(
    () =>
      member
        ? [
            ...groups,
            ...buildNavigation([{ id: 'search', title: 'applications', items: memberSearchPages }], (id) =>
              intl.formatMessage({ id }),
            ),
          ]
        : groups,
    [groups, intl, member],
  );
  const pages = useMemo(() => pagesOf(searchGroups, t('app.shell.search.pages')), [searchGroups, intl]); // eslint-disable-line react-hooks/exhaustive-deps
  const currentPage = pages.find((page) => page.url === location.pathname);
  const shortcutPages = settings.shortcuts.flatMap((id) => pages.filter((page) => page.id === id));
  const themed = (part: 'navbar' | 'toolbar' | 'footer', node: ReactNode) =>
    shell.theme[part] === shell.theme.main ? (
      node
    ) : (
      <ThemeProvider theme={themeOf(settings.colorScheme, shell.theme[part])}>{node}</ThemeProvider>
    );

  return (
    <AppShell
      layout={shell.layout}
      navbarStyle={shell.navbarStyle}
      navbar={shell.navbar}
      toolbarOptions={shell.toolbar}
      footerOptions={shell.footer}
      labels={{ skipToContent: t('app.shell.layout.skipToContent'), drawer: t('app.shell.layout.drawer') }}
      sideNav={themed(
        'navbar',
        <SideNav
          groups={groups}
          roles={navRoles}
          activeUrl={location.pathname}
          onNavigate={(url) => void navigate(url)}
          header={<Brand>{siteConfig.organisationName}</Brand>}
          foldedHeader={<Brand>{initialsOf(siteConfig.organisationName)}</Brand>}
          label={t('app.shell.layout.navigation')}
          newTabLabel={t('app.shell.layout.newTab')}
          moreLabel={t('app.shell.navigation.more')}
        />,
      )}
      toolbar={themed(
        'toolbar',
        <Toolbar
          user={{
            name,
            roles,
            photoUrl: user?.image ?? null,
            // Staff read their own role (Owner, Editor…), as the console shows them only its parts.
            roleLabel: roles.includes('staff')
              ? t(staffRole ? `app.staff.role.${staffRole}` : 'app.staff.queue.role')
              : roles.includes('user')
                ? t('app.shell.role.user')
                : undefined,
          }}
          onProfile={() => void navigate(variant === 'staff' ? '/staff' : '/profile')}
          userMenuItems={staffMenu}
          onUserMenuItem={(url) => void navigate(url)}
          onLogout={() => dispatch(logoutRequested())}
          language={settings.locale}
          languages={languages.map((language) => ({
            id: language.locale,
            label: language.nativeName,
            lang: language.locale,
          }))}
          onLanguageChange={(id) => {
            if (isLocale(id)) dispatch(localeChanged(id));
          }}
          fontScale={settings.fontScale}
          onFontScaleChange={(value) => dispatch(fontScaleChanged(value))}
          fullscreen={fullscreen}
          onToggleFullscreen={toggleFullscreen}
          wishlistCount={wishlistCount}
          onWishlist={member ? () => void navigate('/wishlist') : undefined}
          cartCount={cartCount}
          onCart={member ? () => void navigate('/cart') : undefined}
          labels={{
            toggleNav: t('app.shell.toolbar.toggleNav'),
            wishlist: t('app.shell.toolbar.wishlist'),
            cart: t('app.shell.toolbar.cart'),
            language: t('app.shell.toolbar.language'),
            fontSize: t('app.shell.toolbar.fontSize'),
            fullscreen: t('app.shell.toolbar.fullscreen'),
            more: t('app.shell.toolbar.more'),
            fontSmaller: t('app.shell.toolbar.fontSmaller'),
            fontLarger: t('app.shell.toolbar.fontLarger'),
          }}
          userMenuLabels={{
            myProfile: t('app.shell.userMenu.myProfile'),
            profile: t('app.shell.userMenu.profile'),
            logout: t('app.shell.userMenu.logout'),
            noRole: t('app.shell.userMenu.noRole'),
          }}
          actions={[
            ...(member
              ? [
                  {
                    id: 'quickPanel',
                    label: t('app.shell.toolbar.quickPanel'),
                    icon: <CalendarClock aria-hidden="true" />,
                    opensDialog: true,
                    onSelect: () => setPanel('quick'),
                  },
                ]
              : []),
            {
              id: 'darkMode',
              label: t('app.shell.toolbar.darkMode'),
              icon: dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />,
              pressed: dark,
              onSelect: () => dispatch(colorSchemeChanged(dark ? 'light' : 'dark')),
            },
            {
              id: 'colorScheme',
              label: t('app.shell.toolbar.colorScheme'),
              icon: <Palette aria-hidden="true" />,
              opensDialog: true,
              onSelect: () => setPanel('colorScheme'),
            },
            {
              id: 'settings',
              label: t('app.shell.toolbar.settings'),
              icon: <Settings aria-hidden="true" />,
              opensDialog: true,
              onSelect: () => setPanel('settings'),
            },
          ]}
        >
          {member && (
            <NotOnPhone>
              <ShortcutsBar
                shortcuts={shortcutPages}
                current={currentPage}
                onToggle={(id) => dispatch(shortcutToggled(id))}
                onNavigate={(url) => void navigate(url)}
                labels={{
                  bar: t('app.shell.shortcuts.bar'),
                  add: t('app.shell.shortcuts.add'),
                  remove: t('app.shell.shortcuts.remove'),
                }}
              />
            </NotOnPhone>
          )}
          {searchable && (
            <IconButton
              label={t('app.shell.search.field')}
              icon={<Search aria-hidden="true" />}
              aria-haspopup="dialog"
              aria-keyshortcuts="/ Control+K"
              onClick={openSearch}
            />
          )}
        </Toolbar>,
      )}
      footer={themed(
        'footer',
        <Footer
          year={new Date().getFullYear()}
          organisation={siteConfig.organisationName}
          copyrightTemplate={intl.formatMessage(
            { id: 'app.shell.footer.copyright' },
            { year: String(new Date().getFullYear()), organisation: siteConfig.organisationName },
          )}
        />,
      )}
    >
      {shell.customScrollbars && <ThinScrollbars />}
      <Content>{variant === 'staff' ? <StaffPartGate staffRole={staffRole} /> : <Outlet />}</Content>
      <SettingsPanel
        open={panel === 'settings'}
        onClose={() => setPanel(null)}
        value={shell}
        onChange={(change) => dispatch(shellChanged(change))}
        onReset={() => dispatch(shellReset())}
        labels={{
          title: t('app.shell.settings.title'),
          close: t('app.shell.settings.close'),
          layout: t('app.shell.settings.layout'),
          layouts: {
            vertical: t('app.shell.settings.layoutVertical'),
            horizontal: t('app.shell.settings.layoutHorizontal'),
            horizontalCentered: t('app.shell.settings.layoutHorizontalCentered'),
          },
          navbarStyle: t('app.shell.settings.navbarStyle'),
          navbarStyles: {
            slide: t('app.shell.settings.navbarSlide'),
            folded: t('app.shell.settings.navbarFolded'),
            tabbed: t('app.shell.settings.navbarTabbed'),
            tabbedDense: t('app.shell.settings.navbarTabbedDense'),
          },
          navbarStyleHint: t('app.shell.settings.navbarStyleHint'),
          navbar: t('app.shell.settings.navbar'),
          toolbar: t('app.shell.settings.toolbar'),
          footer: t('app.shell.settings.footer'),
          show: t('app.shell.settings.show'),
          position: t('app.shell.settings.position'),
          navbarPositions: {
            start: t('app.shell.settings.positionStart'),
            end: t('app.shell.settings.positionEnd'),
          },
          barPositions: {
            below: t('app.shell.settings.positionBelow'),
            above: t('app.shell.settings.positionAbove'),
          },
          customScrollbars: t('app.shell.settings.customScrollbars'),
          reset: t('app.shell.settings.reset'),
        }}
      />
      <GlobalSearch
        open={panel === 'search'}
        onClose={() => setPanel(null)}
        items={pages}
        results={contentSearch.results}
        searching={contentSearch.searching}
        onQueryChange={contentSearch.onQueryChange}
        onSelect={(item) => {
          setPanel(null);
          void navigate(item.url);
        }}
        labels={{
          title: t('app.shell.search.title'),
          field: t('app.shell.search.field'),
          noResults: t('app.shell.search.noResults'),
          searching: t('app.shell.search.searching'),
          close: t('app.shell.settings.close'),
          hint: t('app.shell.search.hint'),
        }}
      />
      {member && <ShellQuickPanel open={panel === 'quick'} onClose={() => setPanel(null)} />}
      <ColorSchemePanel
        open={panel === 'colorScheme'}
        onClose={() => setPanel(null)}
        colorScheme={settings.colorScheme}
        onColorSchemeChange={(scheme) => dispatch(colorSchemeChanged(scheme))}
        themes={shell.theme}
        onThemesChange={(theme) => dispatch(shellChanged({ theme }))}
        labels={{
          title: t('app.shell.colorScheme.title'),
          close: t('app.shell.settings.close'),
          scheme: t('app.shell.colorScheme.scheme'),
          schemes: { light: t('app.shell.colorScheme.light'), dark: t('app.shell.colorScheme.dark') },
          parts: {
            main: t('app.shell.colorScheme.main'),
            navbar: t('app.shell.colorScheme.navbar'),
            toolbar: t('app.shell.colorScheme.toolbar'),
            footer: t('app.shell.colorScheme.footer'),
          },
          themes: {
            default: t('app.shell.colorScheme.themeDefault'),
            ocean: t('app.shell.colorScheme.themeOcean'),
            plum: t('app.shell.colorScheme.themePlum'),
            sunset: t('app.shell.colorScheme.themeSunset'),
          },
        }}
      />
    </AppShell>
  );
}
