import { useAuth } from '../../lib/auth/auth-context';
import { DashboardShell } from './dashboard-shell';
import { ADMIN_NAV, RESIDENT_NAV } from './nav-items';

/** For routes open to admins and residents (visitor codes): the layout of the signed-in role. */
export default function RoleLayout() {
  const { user } = useAuth();
  return user?.role === 'admin' ? (
    <DashboardShell items={ADMIN_NAV} renewPath="/admin/subscription" areaLabel="Admin" />
  ) : (
    <DashboardShell items={RESIDENT_NAV} renewPath="/user-subscription" areaLabel="Resident" />
  );
}
