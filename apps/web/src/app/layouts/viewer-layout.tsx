import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { PublicLayout } from './public-layout';

const RoleLayout = lazy(() => import('./role-layout'));

/**
 * For pages open to everyone that the signed-in sidebars also link to (Contact Support,
 * Subscription): an admin or resident keeps their app shell, anyone else gets the public layout.
 */
export function ViewerLayout() {
  const { user } = useAuth();
  if (user?.role === 'admin' || user?.role === 'resident') {
    return (
      <Suspense fallback={<PageLoader />}>
        <RoleLayout />
      </Suspense>
    );
  }
  return <PublicLayout />;
}
