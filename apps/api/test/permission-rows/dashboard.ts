import { adminOwnList, type MatrixContext, membersOwn, type Row } from '../permission-matrix';

// The dashboard is read by each member for their own estate: that another estate's admin sees
// none of this one's numbers is tested in dashboard.test.ts.
/** The dashboards and the activity feed in the permission matrix. */
export async function dashboardRows(_ctx: MatrixContext): Promise<Row[]> {
  return [
    { route: 'GET /api/dashboard/', expect: membersOwn, call: (c) => c.get('/api/dashboard/') },
    { route: 'GET /api/dashboard/charts/', expect: adminOwnList, call: (c) => c.get('/api/dashboard/charts/') },
    { route: 'GET /api/activity-log/', expect: adminOwnList, call: (c) => c.get('/api/activity-log/') },
  ];
}
