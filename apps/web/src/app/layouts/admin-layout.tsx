import { DashboardShell } from './dashboard-shell';
import { ADMIN_NAV } from './nav-items';

export default function AdminLayout() {
  return <DashboardShell items={ADMIN_NAV} renewPath="/admin/subscription" areaLabel="Admin" />;
}
