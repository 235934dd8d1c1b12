/**
 * Route access (§5): a route with no auth list is open to all; an empty auth list means only users without
 * roles; otherwise the user needs at least one matching role.
 */
type AuthList = readonly string[] | undefined;

export const authLists = {
  open: undefined,
  guestOnly: [] as readonly string[],
  member: ['user'] as readonly string[],
  staff: ['staff'] as readonly string[],
} satisfies Record<string, AuthList>;

export function isAuthorized(auth: AuthList, roles: readonly string[]): boolean {
  if (auth === undefined) return true;
  if (auth.length === 0) return roles.length === 0;
  return auth.some((role) => roles.includes(role));
}

/**
 * The roles that count for route access: a member's once their profile is complete (until then they are on the way
 * in), staff's at once (a member's profile and package are not theirs to complete; the server signs them in so).
 */
export function signedInRoles(
  user: { role?: readonly string[]; profileCompleted?: boolean } | null | undefined,
): readonly string[] {
  const roles = user?.role ?? [];
  return user?.profileCompleted === true || roles.includes('staff') ? roles : [];
}

/** Where a member lands by default, and where a visitor is sent to sign in. */
export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const PROFILE_COMPLETION_PATH = '/profileUpdate';
/** Where staff land: the staff console. */
const STAFF_HOME_PATH = '/staff';

/** The home of a signed-in user: the staff console for staff, else /dashboard. */
export function homeFor(roles: readonly string[]): string {
  return roles.includes('staff') ? STAFF_HOME_PATH : HOME_PATH;
}

/** After login: staff go to the console (or the console page first asked for), members to `redirectTo`. */
export function landingFor(roles: readonly string[], redirectTo: string | undefined): string {
  if (!roles.includes('staff')) return redirectTo ?? HOME_PATH;
  return redirectTo && /^\/staff(\/|$|\?)/.test(redirectTo) ? redirectTo : STAFF_HOME_PATH;
}

/** Location state the member guard leaves for the login page: the page first asked for. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The page to return to after login: the one first asked for, else /dashboard. Never back to an open page. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  // Only paths of this app: not another site, not a protocol-relative '//host'.
  if (!from || typeof from.pathname !== 'string' || !/^\/(?!\/)/.test(from.pathname)) return HOME_PATH;
  if (from.pathname === '/' || from.pathname === LOGIN_PATH) return HOME_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
