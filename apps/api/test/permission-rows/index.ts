import type { MatrixContext, Row } from '../permission-matrix';
import { alertsRows } from './alerts';
import { announcementsRows } from './announcements';
import { billingRows } from './billing';
import { dashboardRows } from './dashboard';
import { duesRows } from './dues';
import { notificationsRows } from './notifications';
import { paymentsRows } from './payments';
import { receiptsRows } from './receipts';
import { staffRows } from './staff';
import { subscriptionRows } from './subscription';
import { visitorCodesRows } from './visitor-codes';

/** Rows each domain adds to the matrix, built against the matrix's estate and callers. */
export async function domainRows(ctx: MatrixContext): Promise<Row[]> {
  return [
    ...(await alertsRows(ctx)),
    ...(await announcementsRows(ctx)),
    ...(await billingRows(ctx)),
    ...(await dashboardRows(ctx)),
    ...(await duesRows(ctx)),
    ...(await notificationsRows(ctx)),
    ...(await paymentsRows(ctx)),
    ...(await receiptsRows(ctx)),
    ...(await staffRows(ctx)),
    ...(await subscriptionRows(ctx)),
    ...(await visitorCodesRows(ctx)),
  ];
}
