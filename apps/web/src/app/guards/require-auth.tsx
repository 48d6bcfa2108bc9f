import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { isKnownRole } from '../../lib/auth/user';
import { isSubscriptionPath } from './subscription-paths';

type RequireAuthProps = { roles: readonly string[] };

/** The route guard rules of spec part 1 section 2, in order. */
export function RequireAuth({ roles }: RequireAuthProps) {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  if (isLoading) return <PageLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!isKnownRole(user.role)) return <Navigate to="/login" replace />;
  if (!user.subscription_active && !isSubscriptionPath(location.pathname)) {
    return <Navigate to="/user-subscription" replace />;
  }
  if (!roles.includes(user.role)) {
    const target = user.role === 'security' ? '/security/verify-visitor' : `/${user.role}/dashboard`;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
