import type { pushSubscriptionBody } from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../plugins/access';
import { deleteOwnSubscription, upsertSubscription } from './push.queries';
import { vapidKeys } from './vapid-keys';

export async function publicKey(deps: AppDeps): Promise<{ public_key: string }> {
  return { public_key: (await vapidKeys(deps)).publicKey };
}

/** Turns push on for the caller in this browser. */
export async function subscribe(deps: AppDeps, actor: Actor, body: z.output<typeof pushSubscriptionBody>) {
  await upsertSubscription(
    deps.db,
    { userId: actor.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
    deps.clock.now(),
  );
}

/** Turns push off for the caller in this browser; an endpoint already gone is fine (nothing to do). */
export async function unsubscribe(deps: AppDeps, actor: Actor, endpoint: string) {
  await deleteOwnSubscription(deps.db, actor.id, endpoint);
}
