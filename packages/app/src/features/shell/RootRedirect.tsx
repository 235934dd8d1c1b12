import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { HOME_PATH, LOGIN_PATH } from '../../app/guards/routeAccess';
import { selectIsMember, selectSessionStatus } from '../session/selectors';
import { RouteLoading } from './RouteLoading';

/** `/` goes to /login for a visitor and to /dashboard for a member. */
export function RootRedirect() {
  const status = useAppSelector(selectSessionStatus);
  const isMember = useAppSelector(selectIsMember);
  if (status === 'checking') return <RouteLoading fullPage />;
  return <Navigate to={isMember ? HOME_PATH : LOGIN_PATH} replace />;
}
