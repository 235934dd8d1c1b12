/** Names of the icons a navigation item may show (mapped to lucide icons in SideNav). */
export type NavIconName =
  | 'dashboard'
  | 'events'
  | 'upcoming'
  | 'registered'
  | 'completed'
  | 'groups'
  | 'myGroups'
  | 'newGroup'
  | 'heroes'
  | 'sessions'
  | 'becomeHero'
  | 'marketplace'
  | 'orders'
  | 'wishlist'
  | 'cart'
  | 'faq'
  | 'transactions'
  | 'vouchers'
  | 'packages'
  | 'calendar'
  | 'partners'
  | 'profile'
  | 'donate'
  | 'contact'
  | 'about'
  | 'privacy'
  | 'audit'
  | 'team'
  | 'reviews';

export interface NavItem {
  id: string;
  title: string;
  /** Route path, or a full address for `external` links. Items with `children` need none. */
  url?: string;
  icon?: NavIconName;
  /** Opens in a new tab with rel="noopener noreferrer" (Donate, Contact us, About us, Privacy Policy). */
  external?: boolean;
  /**
   * Roles that may see the item, as for routes (§5): undefined = everyone, [] = only users without roles,
   * otherwise at least one matching role.
   */
  auth?: string[];
  /** A collapsible item (Events: upcoming, registered, completed). */
  children?: NavItem[];
}

export interface NavGroup {
  id: string;
  /** 'Applications' or 'Other' in the spec. */
  title: string;
  items: NavItem[];
  auth?: string[];
}

/** The route-access rule of §5, shared by navigation items. */
export function hasPermission(auth: string[] | undefined, roles: string[]): boolean {
  if (auth === undefined) return true;
  if (auth.length === 0) return roles.length === 0;
  return auth.some((role) => roles.includes(role));
}

function filterItems(items: NavItem[], roles: string[]): NavItem[] {
  return items.flatMap((item) => {
    if (!hasPermission(item.auth, roles)) return [];
    if (!item.children) return [item];
    const children = filterItems(item.children, roles);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** Keeps only the groups and items the user's roles allow; drops groups left empty. */
export function filterNavByRole(groups: NavGroup[], roles: string[]): NavGroup[] {
  return groups.flatMap((group) => {
    if (!hasPermission(group.auth, roles)) return [];
    const items = filterItems(group.items, roles);
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

/** Whether `url` is the item's page or one below it (keeps Events open on /events/registered). */
export function isActive(item: NavItem, activeUrl: string | undefined): boolean {
  if (!activeUrl) return false;
  if (item.url && !item.external && (activeUrl === item.url || activeUrl.startsWith(`${item.url}/`)))
    return true;
  return item.children?.some((child) => isActive(child, activeUrl)) ?? false;
}
