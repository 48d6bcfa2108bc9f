import type { AppDeps } from '../../deps';
import type { EventHandlers } from '../../events/event-runner';
import { approvedEmail } from './residents.emails';

/** Side effects of resident events outside the feed: the approval e-mail, and files nobody can reach any more. */
export function residentHandlers(deps: AppDeps): EventHandlers {
  return {
    'resident.approved': [
      (tx, e) => deps.mail.enqueue(tx, approvedEmail(e.data.email, e.data.firstName, deps.config.PUBLIC_URL)),
    ],
    // The leadership rows went with the account; their pictures go now (removing twice is harmless).
    'resident.deleted': [
      async (_tx, e) => {
        for (const key of e.data.pictureKeys) await deps.storage.remove(key);
      },
    ],
  };
}
