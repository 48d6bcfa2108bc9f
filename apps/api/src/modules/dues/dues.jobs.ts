import type { AppDeps } from '../../deps';
import type { JobRunner } from '../../jobs/job-runner';
import { sendScheduledReminders } from './dues.service';

/**
 * The dues' scheduled work: reminders three days before a due date and on it. Hourly, so a due
 * created late in the day, or a run missed while no instance was up, is caught within the hour;
 * the runner's schedule is one claimed row, so it runs on one instance at a time.
 */
export async function scheduleDueJobs(runner: JobRunner, deps: AppDeps) {
  await runner.schedule('dues.reminders', 3600, async () => {
    await sendScheduledReminders(deps);
  });
}
