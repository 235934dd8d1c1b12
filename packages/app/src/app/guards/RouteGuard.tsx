import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectSession } from '../../features/session/selectors';
import type { SessionState } from '../../features/session/slice';
import { RouteLoading } from '../../features/shell/RouteLoading';
import { NotFoundPage } from '../../features/shell/routes/NotFoundPage';
import {
  authLists,
  homeFor,
  isAuthorized,
  LOGIN_PATH,
  PROFILE_COMPLETION_PATH,
  signedInRoles,
  type FromState,
} from './routeAccess';

type RouteAccess = 'guestOnly' | 'member' | 'profileCompletion' | 'staff';

type Decision =
  { allow: true } | { allow: false; to: string; state?: FromState } | { allow: false; notFound: true };

/**
 * Who may open a page (§5 'Route access'):
 * - guestOnly (login, sign-up, verification, forgot, reset): users without roles; a member goes to /dashboard;
 * - member: role 'user'; a visitor goes to /login (and back afterwards), an incomplete profile to completion;
 * - profileCompletion: a signed-in user whose profile is incomplete; a complete profile goes to /dashboard.
 * - staff (the staff console, /staff…): role 'staff'; a member sees the not-found page (the console is not
 *   announced to members), a visitor goes to /login and back afterwards. Staff opening a member page go to /staff.
 * A member's roles count once the profile is complete (until then they are on the way in); staff's at once.
 */
export function decideAccess(access: RouteAccess, session: SessionState, from: FromState['from']): Decision {
  const signedIn = session.status === 'signedIn' && session.user !== null;
  const profileComplete = signedIn && session.user?.profileCompleted === true;
  const roles = signedIn ? signedInRoles(session.user) : [];

  switch (access) {
    case 'profileCompletion':
      if (!signedIn) return { allow: false, to: LOGIN_PATH };
      return profileComplete ? { allow: false, to: homeFor(roles) } : { allow: true };
    case 'guestOnly':
      return isAuthorized(authLists.guestOnly, roles)
        ? { allow: true }
        : { allow: false, to: homeFor(roles) };
    case 'staff':
      if (isAuthorized(authLists.staff, roles)) return { allow: true };
      if (signedIn) return { allow: false, notFound: true };
      return { allow: false, to: LOGIN_PATH, state: { from } };
    case 'member':
      if (isAuthorized(authLists.member, roles)) return { allow: true };
      if (isAuthorized(authLists.staff, roles)) return { allow: false, to: homeFor(roles) };
      if (signedIn) return { allow: false, to: PROFILE_COMPLETION_PATH };
      return { allow: false, to: LOGIN_PATH, state: { from } };
  }
}

/**
 * Layout route applying `decideAccess` when a page is entered (and once a stored token has been tried at
 * start-up). Moves caused later by session changes — login, logout, profile completion — are made by the
 * sagas, so a guard never races a saga's navigation to a different page.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const checking = session.status === 'checking';
  const entryKey = `${location.key}|${checking}`;
  const decideNow = () =>
    decideAccess(access, session, {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    });
  const [entry, setEntry] = useState(() => ({ key: entryKey, decision: decideNow() }));

  let decision = entry.decision;
  if (entry.key !== entryKey) {
    decision = decideNow();
    setEntry({ key: entryKey, decision });
  }

  if (checking) return <RouteLoading />;
  if (decision.allow) return <Outlet />;
  if ('notFound' in decision) return <NotFoundPage />;
  return <Navigate to={decision.to} replace state={decision.state} />;
}
