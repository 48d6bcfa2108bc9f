import { listActivities } from '../src/modules/activities/activities.queries';
import type { TestApp } from './test-app';

/** The estate's feed as people read it (each entry's stored sentence), newest first, once the jobs due now have run. */
export async function feedTexts(t: TestApp, estateId: number): Promise<string[]> {
  await t.jobs.runDue();
  const { rows } = await listActivities(t.db, estateId, { page: 1, page_size: 100 });
  return rows.map((r) => r.description);
}
