import { AlertsScreen } from './alerts-screen';

/** /resident/alerts (Emergency Alerts): send an alert, and the resident's own history. */
export default function ResidentAlertsPage() {
  return <AlertsScreen variant="resident" />;
}
