import {
  AArrowDown,
  AArrowUp,
  Heart,
  Languages,
  Maximize,
  Menu as MenuIcon,
  Minimize,
  ShoppingCart,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Menu } from '../../components/Menu';
import { VisuallyHidden } from '../../components/a11y';
import { fontScale as fontScaleRange } from '../../theme/tokens';
import { useShell } from '../AppShell/ShellContext';
import { FIT_HIDDEN, FIT_ITEM, FIT_MORE, useFitCount } from '../AppShell/useFitCount';
import { UserMenu, type UserMenuItem, type UserMenuLabels } from '../UserMenu/UserMenu';
import { FontSizeControl } from './FontSizeControl';
import { OverflowMenu, type OverflowEntry } from './OverflowMenu';
import { Actions, Bar, CountBadge, Divider, LanguageCode, Start, ToolbarButton } from './Toolbar.styles';

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
  /** The overflow menu's button. */
  more: string;
  /** The font-size steps in the overflow menu. */
  fontSmaller: string;
  fontLarger: string;
}

export const defaultToolbarLabels: ToolbarLabels = {
  toggleNav: 'Toggle navigation',
  wishlist: 'Wishlist',
  cart: 'Cart',
  language: 'Language',
  fontSize: 'Font size',
  fullscreen: 'Fullscreen',
  more: 'More actions',
  fontSmaller: 'Decrease font size',
  fontLarger: 'Increase font size',
};

/** A button of the toolbar's end (search, quick panel, colour scheme, settings…) that may move into 'More'. */
export interface ToolbarAction {
  id: string;
  /** Accessible name, tooltip and the item's text in the overflow menu. */
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  /** A toggle (dark mode): pressed in the bar, checked in the menu. */
  pressed?: boolean;
  /** Opens a dialog (aria-haspopup). */
  opensDialog?: boolean;
  /** Keyboard shortcut announced with the button (aria-keyshortcuts). */
  keyShortcuts?: string;
  /** A count badge (wishlist, cart); 0 shows none. */
  count?: number;
}

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
  /** Start of the bar: shortcuts, search. Always shown. */
  children?: ReactNode;
  /**
   * Buttons of the bar's end, after wishlist and cart and before language, font size and fullscreen. Whatever
   * does not fit the bar's width (measured) moves, last first, into the 'More' menu, so nothing scrolls.
   */
  actions?: ToolbarAction[];
  labels?: Partial<ToolbarLabels>;
  userMenuLabels?: Partial<UserMenuLabels>;
  /** The user menu's own entries instead of the profile item (see UserMenu `items`). */
  userMenuItems?: UserMenuItem[];
  onUserMenuItem?: (id: string) => void;
}

function countText(count: number) {
  return count > 99 ? '99+' : String(count);
}

function percent(value: number) {
  return `${Math.round(value * 100)}%`;
}

/** One step of the §9 font-size range, kept to one decimal and inside the range. */
function stepScale(value: number, by: 1 | -1) {
  const next = Math.round((value + by * fontScaleRange.step) * 10) / 10;
  return Math.min(fontScaleRange.max, Math.max(fontScaleRange.min, next));
}

/**
 * The shell's toolbar: navigation toggle, a start slot (shortcuts, search), wishlist and cart counts, the
 * app's actions, language menu, font-size slider, fullscreen toggle and the user menu. What does not fit the
 * width (measured, e.g. on a 390 px phone) moves into a 'More' menu at the end, so the bar never scrolls.
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
  actions,
  labels,
  userMenuLabels,
  userMenuItems,
  onUserMenuItem,
}: ToolbarProps) {
  const text = { ...defaultToolbarLabels, ...labels };
  const shell = useShell();
  const toggleNav = onToggleNav ?? shell?.toggleNav;
  const navExpanded = shell?.navExpanded;
  const languageName = languages.find((item) => item.id === language)?.label ?? language;

  type Entry = { id: string; button: ReactNode; overflow: OverflowEntry[] };
  const actionEntry = (action: ToolbarAction): Entry => {
    const badge = action.count !== undefined && action.count > 0 ? countText(action.count) : undefined;
    return {
      id: action.id,
      button: (
        <ToolbarButton
          type="button"
          title={action.label}
          aria-haspopup={action.opensDialog ? 'dialog' : undefined}
          aria-pressed={action.pressed}
          aria-keyshortcuts={action.keyShortcuts}
          onClick={action.onSelect}
        >
          {action.icon}
          {badge === undefined ? (
            <VisuallyHidden>{action.label}</VisuallyHidden>
          ) : (
            <>
              <VisuallyHidden>{action.label} </VisuallyHidden>
              <CountBadge>{badge}</CountBadge>
            </>
          )}
        </ToolbarButton>
      ),
      overflow: [
        {
          kind: 'action',
          id: action.id,
          label: action.label,
          icon: action.icon,
          pressed: action.pressed,
          detail: badge,
          onSelect: action.onSelect,
        },
      ],
    };
  };

  const entries: Entry[] = [
    ...(onWishlist
      ? [
          actionEntry({
            id: 'wishlist',
            label: text.wishlist,
            icon: <Heart aria-hidden="true" />,
            onSelect: onWishlist,
            count: wishlistCount,
          }),
        ]
      : []),
    ...(onCart
      ? [
          actionEntry({
            id: 'cart',
            label: text.cart,
            icon: <ShoppingCart aria-hidden="true" />,
            onSelect: onCart,
            count: cartCount,
          }),
        ]
      : []),
    ...(actions ?? []).map(actionEntry),
    {
      id: 'language',
      button: (
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
      ),
      overflow: [
        {
          kind: 'choice',
          id: 'language',
          label: text.language,
          options: languages.map((item) => ({ id: item.id, label: item.label, lang: item.lang })),
          selectedId: language,
          onSelect: onLanguageChange,
        },
      ],
    },
    {
      id: 'fontSize',
      button: <FontSizeControl value={fontScale} onChange={onFontScaleChange} label={text.fontSize} />,
      overflow: [
        {
          kind: 'action',
          id: 'fontSmaller',
          label: text.fontSmaller,
          icon: <AArrowDown aria-hidden="true" />,
          detail: percent(fontScale),
          disabled: fontScale <= fontScaleRange.min,
          keepOpen: true,
          onSelect: () => onFontScaleChange(stepScale(fontScale, -1)),
        },
        {
          kind: 'action',
          id: 'fontLarger',
          label: text.fontLarger,
          icon: <AArrowUp aria-hidden="true" />,
          disabled: fontScale >= fontScaleRange.max,
          keepOpen: true,
          onSelect: () => onFontScaleChange(stepScale(fontScale, 1)),
        },
      ],
    },
    ...(onToggleFullscreen
      ? [
          {
            id: 'fullscreen',
            button: (
              <ToolbarButton
                type="button"
                title={text.fullscreen}
                aria-label={text.fullscreen}
                aria-pressed={fullscreen}
                onClick={onToggleFullscreen}
              >
                {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
              </ToolbarButton>
            ),
            overflow: [
              {
                kind: 'action' as const,
                id: 'fullscreen',
                label: text.fullscreen,
                icon: fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />,
                pressed: fullscreen,
                onSelect: onToggleFullscreen,
              },
            ],
          },
        ]
      : []),
  ];

  const { ref: actionsRef, fit } = useFitCount<HTMLDivElement>(
    entries.length,
    [entries.map((entry) => entry.id).join(), text.wishlist, text.cart, languageName, language].join('|'),
  );
  const hidden = entries.slice(fit);

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
      <Actions ref={actionsRef}>
        {entries.map((entry, index) => (
          <div
            key={entry.id}
            {...{ [FIT_ITEM]: '' }}
            {...(index >= fit ? { [FIT_HIDDEN]: '', 'aria-hidden': true, inert: true } : {})}
          >
            {entry.button}
          </div>
        ))}
        <div {...{ [FIT_MORE]: '' }} {...(hidden.length === 0 ? { [FIT_HIDDEN]: '', inert: true } : {})}>
          <OverflowMenu label={text.more} entries={hidden.flatMap((entry) => entry.overflow)} />
        </div>
      </Actions>
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
    </Bar>
  );
}
