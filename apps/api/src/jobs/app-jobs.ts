import type { AppDeps } from '../deps';
import { handleEventJobs } from '../events/event-runner';
import type { Transport } from '../lib/mailer';
import { pruneRateLimits } from '../lib/rate-limit';
import { handleSmsJobs, smsTransport } from '../lib/sms';
import { activityHandlers } from '../modules/activities/activities.handlers';
import { announcementHandlers } from '../modules/announcements/announcements.handlers';
import { deleteExpiredSessions } from '../modules/auth/session.queries';
import { scheduleDueJobs } from '../modules/dues/dues.jobs';
import { notificationHandlers } from '../modules/notifications/notifications.handlers';
import { paymentHandlers } from '../modules/payments/payments.handlers';
import { profileHandlers } from '../modules/profile/profile.handlers';
import { registerPushJobs } from '../modules/push/push.job';
import { residentHandlers } from '../modules/residents/residents.handlers';
import { scheduleEndingWarnings } from '../modules/subscriptions/ending-warnings.job';
import { visitorHandlers } from '../modules/visitor-codes/visitor-codes.handlers';
import { pruneLiveEvents } from '../realtime/live-events.queries';
import type { JobRunner } from './job-runner';
import { pruneFinishedJobs } from './jobs.queries';
import { handleMailJobs } from './mail-job';

const HOUR = 3600;

/**
 * Every kind of job the application runs: mail, domain events (to their handlers), and the
 * housekeeping that runs on a schedule. Server and tests both call this, so they run the same.
 */
export async function registerAppJobs(runner: JobRunner, deps: AppDeps, transport: Transport) {
  const { db, clock } = deps;
  handleMailJobs(runner, transport, deps.storage);
  // Tests read texts from a fake provider or the outbox files, not from the log.
  handleSmsJobs(runner, smsTransport(deps.config, deps.config.NODE_ENV === 'test' ? () => {} : console.log));
  handleEventJobs(runner, db, [
    activityHandlers,
    residentHandlers(deps),
    profileHandlers(deps),
    paymentHandlers(deps),
    visitorHandlers(deps),
    notificationHandlers(deps),
    announcementHandlers(deps),
  ]);
  await scheduleDueJobs(runner, deps);
  await scheduleEndingWarnings(runner, deps);
  await registerPushJobs(runner, deps);
  await runner.schedule('sessions.cleanup', HOUR, () => deleteExpiredSessions(db, clock.now()));
  await runner.schedule('rate-limits.prune', HOUR, () => pruneRateLimits(db, clock));
  await runner.schedule('live-events.prune', HOUR, () =>
    pruneLiveEvents(db, new Date(clock.now().getTime() - 24 * HOUR * 1000)),
  );
  // Finished jobs are kept a week, to look into what was sent and what failed.
  await runner.schedule('jobs.prune', 24 * HOUR, () =>
    pruneFinishedJobs(db, new Date(clock.now().getTime() - 7 * 24 * HOUR * 1000)),
  );
}
