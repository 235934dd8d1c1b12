import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { homeFor, LOGIN_PATH, signedInRoles } from '../../app/guards/routeAccess';
import { selectSessionStatus, selectUser } from '../session/selectors';
import { RouteLoading } from './RouteLoading';

/** `/` goes to /login for a visitor, to /dashboard for a member and to /staff for staff. */
export function RootRedirect() {
  const status = useAppSelector(selectSessionStatus);
  const roles = signedInRoles(useAppSelector(selectUser));
  if (status === 'checking') return <RouteLoading fullPage />;
  return <Navigate to={status === 'signedIn' && roles.length > 0 ? homeFor(roles) : LOGIN_PATH} replace />;
}
