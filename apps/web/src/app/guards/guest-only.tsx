import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { homePathFor, isKnownRole } from '../../lib/auth/user';

/** Public pages for signed-out visitors: a signed-in user goes to their own landing page. */
export function GuestOnly() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (user && isKnownRole(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  return <Outlet />;
}
