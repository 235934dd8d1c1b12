import { Heart, Languages, Maximize, Menu as MenuIcon, Minimize, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Menu } from '../../components/Menu';
import { VisuallyHidden } from '../../components/a11y';
import { useShell } from '../AppShell/ShellContext';
import { UserMenu, type UserMenuItem, type UserMenuLabels } from '../UserMenu/UserMenu';
import { FontSizeControl } from './FontSizeControl';
import {
  Bar,
  CountBadge,
  Divider,
  End,
  HideOnPhone,
  LanguageCode,
  Start,
  ToolbarButton,
} from './Toolbar.styles';

export interface ToolbarLanguage {
  id: string;
  /** The language's own name or its translated name, as the app prefers. */
  label: string;
  /** Language of the label when it differs from the page (e.g. 'ar'). */
  lang?: string;
}

export const defaultLanguages: ToolbarLanguage[] = [
  { id: 'en', label: 'English' },
  { id: 'tr', label: 'Turkish' },
  { id: 'ar', label: 'Arabic' },
];

export interface ToolbarLabels {
  toggleNav: string;
  wishlist: string;
  cart: string;
  language: string;
  fontSize: string;
  fullscreen: string;
}

export const defaultToolbarLabels: ToolbarLabels = {
  toggleNav: 'Toggle navigation',
  wishlist: 'Wishlist',
  cart: 'Cart',
  language: 'Language',
  fontSize: 'Font size',
  fullscreen: 'Fullscreen',
};

export interface ToolbarUser {
  name: string;
  roles: string[];
  photoUrl?: string | null;
  roleLabel?: string;
}

export interface ToolbarProps {
  user: ToolbarUser;
  onProfile: () => void;
  onLogout: () => void;
  /** Wishlist and cart buttons show only when their handler is given. */
  wishlistCount?: number;
  onWishlist?: () => void;
  cartCount?: number;
  onCart?: () => void;
  language: string;
  languages?: ToolbarLanguage[];
  onLanguageChange: (id: string) => void;
  /** The member's font-size setting, 0.7–1.3. */
  fontScale: number;
  onFontScaleChange: (value: number) => void;
  /** Whether the page is in fullscreen; the button shows as pressed. */
  fullscreen?: boolean;
  onToggleFullscreen?: () => void;
  /** Menu button; inside an AppShell it defaults to the shell's toggle. */
  onToggleNav?: () => void;
  /** Start of the bar: shortcuts, search. */
  children?: ReactNode;
  labels?: Partial<ToolbarLabels>;
  userMenuLabels?: Partial<UserMenuLabels>;
  /** The user menu's own entries instead of the profile item (see UserMenu `items`). */
  userMenuItems?: UserMenuItem[];
  onUserMenuItem?: (id: string) => void;
}

function countText(count: number) {
  return count > 99 ? '99+' : String(count);
}

/**
 * The shell's toolbar: navigation toggle, a start slot (shortcuts, search), wishlist and cart counts,
 * language menu, font-size slider, fullscreen toggle and the user menu.
 */
export function Toolbar({
  user,
  onProfile,
  onLogout,
  wishlistCount = 0,
  onWishlist,
  cartCount = 0,
  onCart,
  language,
  languages = defaultLanguages,
  onLanguageChange,
  fontScale,
  onFontScaleChange,
  fullscreen = false,
  onToggleFullscreen,
  onToggleNav,
  children,
  labels,
  userMenuLabels,
  userMenuItems,
  onUserMenuItem,
}: ToolbarProps) {
  const text = { ...defaultToolbarLabels, ...labels };
  const shell = useShell();
  const toggleNav = onToggleNav ?? shell?.toggleNav;
  const navExpanded = shell?.navExpanded;

  return (
    <Bar>
      <Start>
        {toggleNav && shell?.navPlacement !== 'bar' && (
          <ToolbarButton
            type="button"
            data-nav-toggle=""
            aria-label={text.toggleNav}
            aria-expanded={navExpanded}
            aria-controls={shell?.navId}
            onClick={toggleNav}
          >
            <MenuIcon aria-hidden="true" />
          </ToolbarButton>
        )}
        {children}
      </Start>
      <End>
        {onWishlist && (
          <ToolbarButton type="button" onClick={onWishlist}>
            <Heart aria-hidden="true" />
            <VisuallyHidden>{text.wishlist} </VisuallyHidden>
            {wishlistCount > 0 && <CountBadge>{countText(wishlistCount)}</CountBadge>}
          </ToolbarButton>
        )}
        {onCart && (
          <ToolbarButton type="button" onClick={onCart}>
            <ShoppingCart aria-hidden="true" />
            <VisuallyHidden>{text.cart} </VisuallyHidden>
            {cartCount > 0 && <CountBadge>{countText(cartCount)}</CountBadge>}
          </ToolbarButton>
        )}
        <Menu
          trigger={
            <>
              <Languages aria-hidden="true" />
              <VisuallyHidden>{text.language} </VisuallyHidden>
              <LanguageCode>{language}</LanguageCode>
            </>
          }
          items={languages.map((item) => ({ id: item.id, label: item.label, lang: item.lang }))}
          selectedId={language}
          onSelect={onLanguageChange}
        />
        <FontSizeControl value={fontScale} onChange={onFontScaleChange} label={text.fontSize} />
        {onToggleFullscreen && (
          <HideOnPhone>
            <ToolbarButton
              type="button"
              aria-label={text.fullscreen}
              aria-pressed={fullscreen}
              onClick={onToggleFullscreen}
            >
              {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
            </ToolbarButton>
          </HideOnPhone>
        )}
        <Divider aria-hidden="true" />
        <UserMenu
          name={user.name}
          roles={user.roles}
          photoUrl={user.photoUrl}
          roleLabel={user.roleLabel}
          onProfile={onProfile}
          onLogout={onLogout}
          items={userMenuItems}
          onItem={onUserMenuItem}
          labels={userMenuLabels}
        />
      </End>
    </Bar>
  );
}
