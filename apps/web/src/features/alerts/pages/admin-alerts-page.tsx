import { AlertsScreen } from './alerts-screen';

/** /admin/alerts (Emergency Alerts): send an estate-wide alert, and every alert of the estate with its sender. */
export default function AdminAlertsPage() {
  return <AlertsScreen variant="admin" />;
}
