import { adminOwnList, type Expect, type MatrixContext, type Row } from '../permission-matrix';

/**
 * Every approved member reads their own estate's dashboard (another estate's people read their
 * own: the service scopes by the caller's estate, tested in dashboard.test.ts); a guard whose
 * approval was withdrawn reads nothing.
 */
const membersOwn: Expect = {
  anonymous: 401,
  resident: 200,
  otherResident: 200,
  security: 200,
  pendingSecurity: 403,
  otherSecurity: 200,
  otherAdmin: 200,
  lapsedAdmin: 200,
  admin: 200,
};

/** The dashboards and the activity feed in the permission matrix. */
export async function dashboardRows(_ctx: MatrixContext): Promise<Row[]> {
  return [
    { route: 'GET /api/dashboard/', expect: membersOwn, call: (c) => c.get('/api/dashboard/') },
    { route: 'GET /api/dashboard/charts/', expect: adminOwnList, call: (c) => c.get('/api/dashboard/charts/') },
    { route: 'GET /api/activity-log/', expect: adminOwnList, call: (c) => c.get('/api/activity-log/') },
  ];
}
