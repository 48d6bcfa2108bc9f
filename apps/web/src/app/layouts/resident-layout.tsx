import { DashboardShell } from './dashboard-shell';
import { RESIDENT_NAV } from './nav-items';

export default function ResidentLayout() {
  return <DashboardShell items={RESIDENT_NAV} renewPath="/user-subscription" areaLabel="Resident" />;
}
