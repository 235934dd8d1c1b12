import {
  Award,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarX,
  ChevronDown,
  CircleHelp,
  CircleUser,
  ExternalLink,
  HandCoins,
  Handshake,
  Heart,
  HeartHandshake,
  Info,
  LayoutDashboard,
  Mail,
  Package,
  Receipt,
  MessageSquareText,
  ScrollText,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Store,
  Ticket,
  UserCog,
  UserRoundPlus,
  UsersRound,
  Users,
  Calendar,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useShell } from '../AppShell/ShellContext';
import { FIT_HIDDEN, FIT_ITEM, FIT_MORE, useFitCount } from '../AppShell/useFitCount';
import { filterNavByRole, isActive, type NavGroup, type NavIconName, type NavItem } from './navData';
import {
  BarControl,
  BarList,
  BarRoot,
  ChildList,
  Flyout,
  FlyoutHeading,
  FlyoutSection,
  FoldedRules,
  RailControl,
  RailList,
  GroupTitle,
  Groups,
  Header,
  HeaderFolded,
  HeaderFull,
  HiddenText,
  ItemControl,
  List,
  Root,
  Title,
  Trailing,
} from './SideNav.styles';

const icons: Record<NavIconName, LucideIcon> = {
  dashboard: LayoutDashboard,
  events: CalendarDays,
  upcoming: CalendarClock,
  registered: CalendarCheck,
  completed: CalendarX,
  groups: Users,
  myGroups: UsersRound,
  newGroup: UserRoundPlus,
  heroes: HeartHandshake,
  sessions: CalendarCheck,
  becomeHero: Award,
  marketplace: Store,
  orders: ShoppingBag,
  wishlist: Heart,
  cart: ShoppingCart,
  faq: CircleHelp,
  transactions: Receipt,
  vouchers: Ticket,
  packages: Package,
  calendar: Calendar,
  partners: Handshake,
  profile: CircleUser,
  donate: HandCoins,
  contact: Mail,
  about: Info,
  privacy: ShieldCheck,
  audit: ScrollText,
  team: UserCog,
  reviews: MessageSquareText,
};

export interface SideNavProps {
  groups: NavGroup[];
  /** The user's roles; items are filtered with the route-access rule ('user' for a member, [] for a guest). */
  roles: string[];
  /** The current path, marked with aria-current="page" (its group opens). */
  activeUrl?: string;
  /**
   * Folded: 64 px of icons; unfolds over the page on hover or keyboard focus. Inside an AppShell it follows
   * the shell's state unless set here.
   */
  folded?: boolean;
  /**
   * Called for internal links instead of a full page load (plain left clicks only, so Ctrl/⌘-click still
   * opens a tab). Without it the links behave as ordinary links.
   */
  onNavigate?: (url: string) => void;
  /** Brand or logo at the top. */
  header?: ReactNode;
  /** What the 64 px folded rail shows instead of the header (e.g. the brand's initials); the header otherwise. */
  foldedHeader?: ReactNode;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Read after external links. */
  newTabLabel?: string;
  /** The horizontal bar's last entry, holding the entries that do not fit its width. */
  moreLabel?: string;
  className?: string;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface ItemProps {
  item: NavItem;
  activeUrl: string | undefined;
  onNavigate: SideNavProps['onNavigate'];
  newTabLabel: string;
  /** Lets the shell close its drawer once a link is followed. */
  onFollowed: (() => void) | undefined;
}

function NavLink({ item, activeUrl, onNavigate, newTabLabel, onFollowed }: ItemProps) {
  const Icon = item.icon ? icons[item.icon] : null;
  if (item.external) {
    return (
      <ItemControl href={item.url} target="_blank" rel="noopener noreferrer" onClick={() => onFollowed?.()}>
        {Icon && <Icon aria-hidden />}
        <Title>{item.title}</Title>
        <HiddenText>{` (${newTabLabel})`}</HiddenText>
        <Trailing>
          <ExternalLink aria-hidden />
        </Trailing>
      </ItemControl>
    );
  }
  const current = activeUrl !== undefined && activeUrl === item.url;
  return (
    <ItemControl
      href={item.url}
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        onFollowed?.();
        if (!onNavigate || !item.url) return;
        event.preventDefault();
        onNavigate(item.url);
      }}
    >
      {Icon && <Icon aria-hidden />}
      <Title>{item.title}</Title>
    </ItemControl>
  );
}

function CollapsibleItem(props: ItemProps) {
  const { item, activeUrl } = props;
  const listId = useId();
  const [open, setOpen] = useState(() => isActive(item, activeUrl));
  const Icon = item.icon ? icons[item.icon] : null;
  return (
    <>
      <ItemControl
        as="button"
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {Icon && <Icon aria-hidden />}
        <Title>{item.title}</Title>
        <Trailing>
          <ChevronDown aria-hidden />
        </Trailing>
      </ItemControl>
      <ChildList id={listId} hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.id}>
            <NavLink {...props} item={child} />
          </li>
        ))}
      </ChildList>
    </>
  );
}

/** A rail or bar entry with children: a disclosure button and its panel of links beside or below it. */
function FlyoutEntry({
  item,
  title,
  control: Control,
  side,
  align = 'start',
  activeUrl,
  onNavigate,
  newTabLabel,
  onFollowed,
}: ItemProps & {
  title?: string;
  control: typeof RailControl;
  side: 'beside' | 'below';
  /** Which edge of the entry a panel below lines up with ('end' for the bar's last entry). */
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Icon = item.icon ? icons[item.icon] : null;

  // A click anywhere else closes the panel, as a menu would.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    <div
      ref={rootRef}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <Control
        as="button"
        type="button"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={listId}
        title={side === 'beside' ? (title ?? item.title) : undefined}
        data-active={isActive(item, activeUrl) ? 'true' : undefined}
        onClick={() => setOpen(!open)}
      >
        {Icon && <Icon aria-hidden />}
        <span>{title ?? item.title}</span>
        {side === 'below' && <ChevronDown aria-hidden />}
      </Control>
      <Flyout id={listId} hidden={!open} data-side={side} data-align={align}>
        {(item.children ?? []).map((child) => {
          const link = (entry: NavItem) => (
            <NavLink
              item={entry}
              activeUrl={activeUrl}
              onNavigate={onNavigate}
              newTabLabel={newTabLabel}
              onFollowed={() => {
                setOpen(false);
                onFollowed?.();
              }}
            />
          );
          if (!child.children) return <li key={child.id}>{link(child)}</li>;
          // An entry with links of its own (a group in the bar's 'More'): its title, then its links.
          const headingId = `${listId}-${child.id}`;
          return (
            <li key={child.id}>
              <FlyoutHeading id={headingId}>{child.title}</FlyoutHeading>
              <FlyoutSection aria-labelledby={headingId}>
                {child.children.map((grandChild) => (
                  <li key={grandChild.id}>{link(grandChild)}</li>
                ))}
              </FlyoutSection>
            </li>
          );
        })}
      </Flyout>
    </div>
  );
}

/** A rail or bar link: icon and title (the title is read by screen readers when the dense rail hides it). */
function CompactLink({
  item,
  control: Control,
  activeUrl,
  onNavigate,
  newTabLabel,
  onFollowed,
}: ItemProps & { control: typeof RailControl }) {
  const Icon = item.icon ? icons[item.icon] : null;
  const current = !item.external && activeUrl !== undefined && activeUrl === item.url;
  return (
    <Control
      href={item.url}
      title={item.title}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (item.external || !isPlainClick(event)) return;
        onFollowed?.();
        if (!onNavigate || !item.url) return;
        event.preventDefault();
        onNavigate(item.url);
      }}
    >
      {Icon && <Icon aria-hidden />}
      <span>
        {item.title}
        {item.external && <HiddenText>{` (${newTabLabel})`}</HiddenText>}
      </span>
    </Control>
  );
}

/**
 * Tabbed navbar styles: every group's items in a rail (120 px with titles under the icons; 64 px icons only
 * when dense); an item with children opens its links in a panel beside the rail.
 */
function RailNav({
  groups,
  dense,
  label,
  className,
  ...item
}: Omit<ItemProps, 'item'> & { groups: NavGroup[]; dense: boolean; label: string; className?: string }) {
  return (
    <Root aria-label={label} data-dense={dense ? 'true' : undefined} className={className}>
      {groups.map((group) => (
        <RailList key={group.id} aria-label={group.title}>
          {group.items.map((entry) => (
            <li key={entry.id}>
              {entry.children ? (
                <FlyoutEntry {...item} item={entry} control={RailControl} side="beside" />
              ) : (
                <CompactLink {...item} item={entry} control={RailControl} />
              )}
            </li>
          ))}
        </RailList>
      ))}
    </Root>
  );
}

/**
 * The horizontal layouts' navigation bar, always one row: the first group's items (items with children open a
 * panel below), each further group ('Other') as one entry of its own. The entries that do not fit the bar's
 * width (measured, so it holds for any language, font size or window) move, last first, into a 'More' entry.
 */
function BarNav({
  groups,
  header,
  label,
  moreLabel,
  className,
  ...item
}: Omit<ItemProps, 'item'> & {
  groups: NavGroup[];
  header: ReactNode;
  label: string;
  moreLabel: string;
  className?: string;
}) {
  const [first, ...rest] = groups;
  const entries: NavItem[] = [
    ...(first?.items ?? []),
    ...rest.map((group) => ({ id: group.id, title: group.title, children: group.items })),
  ];
  const { ref, fit } = useFitCount<HTMLUListElement>(
    entries.length,
    entries.map((entry) => entry.title).join('|'),
  );
  const hidden = entries.slice(fit);
  return (
    <BarRoot aria-label={label} className={className}>
      {header}
      <BarList ref={ref}>
        {entries.map((entry, index) => (
          <li
            key={entry.id}
            {...{ [FIT_ITEM]: '' }}
            {...(index >= fit ? { [FIT_HIDDEN]: '', 'aria-hidden': true, inert: true } : {})}
          >
            {entry.children ? (
              <FlyoutEntry {...item} item={entry} control={BarControl} side="below" />
            ) : (
              <CompactLink {...item} item={entry} control={BarControl} />
            )}
          </li>
        ))}
        <li
          {...{ [FIT_MORE]: '' }}
          {...(hidden.length === 0 ? { [FIT_HIDDEN]: '', 'aria-hidden': true, inert: true } : {})}
        >
          <FlyoutEntry
            {...item}
            item={{ id: 'more', title: moreLabel, children: hidden }}
            control={BarControl}
            side="below"
            align="end"
          />
        </li>
      </BarList>
    </BarRoot>
  );
}

/**
 * The side navigation of the shell: groups ('Applications', 'Other') of links filtered by role, collapsible
 * items, external links in a new tab. Width and drawer behaviour come from AppShell.
 */
export function SideNav({
  groups,
  roles,
  activeUrl,
  folded,
  onNavigate,
  header,
  foldedHeader,
  label = 'Main navigation',
  newTabLabel = 'opens in a new tab',
  moreLabel = 'More',
  className,
}: SideNavProps) {
  const baseId = useId();
  const shell = useShell();
  const isFolded = folded ?? shell?.navFolded ?? false;
  const onFollowed = shell?.onNavigated;
  const visible = filterNavByRole(groups, roles);
  const placement = shell?.navPlacement ?? 'column';
  const style = shell?.navbarStyle ?? 'slide';
  const common = { activeUrl, onNavigate, newTabLabel, onFollowed, label, className };
  if (placement === 'bar')
    return <BarNav {...common} groups={visible} header={header} moreLabel={moreLabel} />;
  if (placement === 'column' && (style === 'tabbed' || style === 'tabbedDense'))
    return <RailNav {...common} groups={visible} dense={style === 'tabbedDense'} />;
  return (
    <Root aria-label={label} data-folded={isFolded ? 'true' : undefined} className={className}>
      <FoldedRules>
        {header && (
          <Header>
            {foldedHeader ? (
              <>
                <HeaderFull>{header}</HeaderFull>
                <HeaderFolded aria-hidden="true">{foldedHeader}</HeaderFolded>
              </>
            ) : (
              header
            )}
          </Header>
        )}
        <Groups>
          {visible.map((group) => {
            const titleId = `${baseId}-${group.id}`;
            return (
              <section key={group.id} aria-labelledby={titleId}>
                <GroupTitle id={titleId}>{group.title}</GroupTitle>
                <List>
                  {group.items.map((item) => {
                    const Item = item.children ? CollapsibleItem : NavLink;
                    return (
                      <li key={item.id}>
                        <Item
                          item={item}
                          activeUrl={activeUrl}
                          onNavigate={onNavigate}
                          newTabLabel={newTabLabel}
                          onFollowed={onFollowed}
                        />
                      </li>
                    );
                  })}
                </List>
              </section>
            );
          })}
        </Groups>
      </FoldedRules>
    </Root>
  );
}
