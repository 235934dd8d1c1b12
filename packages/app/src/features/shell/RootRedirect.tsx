import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { homeFor, LOGIN_PATH } from '../../app/guards/routeAccess';
import { selectIsMember, selectRoles, selectSessionStatus } from '../session/selectors';
import { RouteLoading } from './RouteLoading';

/** `/` goes to /login for a visitor, to /dashboard for a member and to /staff for staff. */
export function RootRedirect() {
  const status = useAppSelector(selectSessionStatus);
  const isMember = useAppSelector(selectIsMember);
  const roles = useAppSelector(selectRoles);
  if (status === 'checking') return <RouteLoading fullPage />;
  return <Navigate to={isMember ? homeFor(roles) : LOGIN_PATH} replace />;
}
