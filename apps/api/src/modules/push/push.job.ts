import webpush, { WebPushError } from 'web-push';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { backoffSeconds, type JobRunner } from '../../jobs/job-runner';
import { addSeconds } from '../../lib/clock';
import {
  deleteSubscriptions,
  type PushSubscriptionRow,
  subscriptionById,
  subscriptionsOfUsers,
  usersWithSubscriptions,
} from './push.queries';
import { vapidKeys } from './vapid-keys';

/** What the service worker shows: it reads these fields from the push's JSON. */
const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string(),
  /** The same tag replaces an earlier notification of the same thing instead of stacking. */
  tag: z.string(),
  /** Emergency alerts: asks the push service to deliver at once, even to a sleeping phone. */
  urgent: z.boolean().default(false),
});
export type PushMessage = z.input<typeof pushMessage>;

/** Either every subscription of some people (the first try), or one subscription (a retry). */
const pushPayload = z.union([
  z.object({ userIds: z.array(z.number().int()), message: pushMessage }),
  z.object({ subscriptionId: z.number().int(), message: pushMessage }),
]);

/** A day: a notification nobody's phone could receive in a day is stale. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;
/** How many pushes one job has in flight at once. */
const PARALLEL = 10;

/** Queues a push for those of `userIds` who have a subscription, in the caller's transaction. */
export async function queuePush(tx: Db, deps: AppDeps, userIds: number[], message: PushMessage): Promise<void> {
  const withPush = await usersWithSubscriptions(tx, userIds);
  if (withPush.length > 0) await deps.jobs.enqueue(tx, { kind: 'push', payload: { userIds: withPush, message } });
}

type Outcome = 'sent' | 'gone' | 'failed';

async function sendOne(deps: AppDeps, sub: PushSubscriptionRow, message: z.output<typeof pushMessage>) {
  const keys = await vapidKeys(deps);
  const { urgent, ...shown } = message;
  return webpush.sendNotification(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(shown),
    {
      vapidDetails: keys,
      TTL: TTL_SECONDS,
      urgency: urgent ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
      timeout: SEND_TIMEOUT_MS,
      ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
    },
  );
}

async function attempt(
  deps: AppDeps,
  sub: PushSubscriptionRow,
  message: z.output<typeof pushMessage>,
): Promise<Outcome> {
  try {
    await sendOne(deps, sub, message);
    return 'sent';
  } catch (err) {
    // 404 and 410: the browser unsubscribed or the subscription expired; it will never work again.
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
    return 'failed';
  }
}

/**
 * Sends 'push' jobs with the `web-push` package (VAPID, aes128gcm). Subscriptions the push service
 * reports gone are deleted; any other failure becomes a job of its own for that one subscription,
 * retried by the runner with backoff, so a retry never pushes twice to those that got it.
 * Loads (or makes and stores) the VAPID keys now, at start.
 */
export async function registerPushJobs(runner: JobRunner, deps: AppDeps): Promise<void> {
  await vapidKeys(deps);
  runner.handle('push', async (payload) => {
    const job = pushPayload.parse(payload);
    if ('subscriptionId' in job) {
      const sub = await subscriptionById(deps.db, job.subscriptionId);
      if (!sub) return; // removed since
      const outcome = await attempt(deps, sub, job.message);
      if (outcome === 'gone') await deleteSubscriptions(deps.db, [sub.id]);
      if (outcome === 'failed') throw new Error('push service did not accept the push');
      return;
    }
    const subs = await subscriptionsOfUsers(deps.db, job.userIds);
    const gone: number[] = [];
    const failed: number[] = [];
    for (let i = 0; i < subs.length; i += PARALLEL) {
      const slice = subs.slice(i, i + PARALLEL);
      const outcomes = await Promise.all(slice.map((s) => attempt(deps, s, job.message)));
      outcomes.forEach((o, k) => {
        if (o === 'gone') gone.push(slice[k]!.id);
        if (o === 'failed') failed.push(slice[k]!.id);
      });
    }
    await deps.db.transaction(async (tx) => {
      await deleteSubscriptions(tx, gone);
      for (const subscriptionId of failed)
        await runner.enqueue(tx, {
          kind: 'push',
          payload: { subscriptionId, message: job.message },
          runAt: addSeconds(deps.clock.now(), backoffSeconds(1)),
        });
    });
  });
}
