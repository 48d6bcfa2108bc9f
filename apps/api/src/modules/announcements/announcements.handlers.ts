import type { AppDeps } from '../../deps';
import type { EventHandlers } from '../../events/event-runner';
import { announcementEmail } from './announcements.emails';
import { announcementRecipients, findAnnouncement } from './announcements.queries';

/** Recipients are read this many at a time, so a large estate is one query per batch, never per person. */
export const RECIPIENT_BATCH = 200;

/**
 * "A new announcement notifies the estate": its approved residents and guards are e-mailed (the
 * bell entries come from the notifications handlers). The announcement is read as it is now: one
 * deleted before this ran is not sent, and one edited since is sent as edited.
 */
export const announcementHandlers = (deps: AppDeps): EventHandlers => ({
  'announcement.created': [
    async (tx, e) => {
      if (e.subjectId === null) return;
      const row = await findAnnouncement(tx, e.estateId, e.subjectId);
      if (!row) return;
      let afterId = 0;
      for (;;) {
        const batch = await announcementRecipients(tx, e.estateId, afterId, RECIPIENT_BATCH);
        for (const r of batch) await deps.mail.enqueue(tx, announcementEmail(r, row, deps.config.PUBLIC_URL));
        if (batch.length < RECIPIENT_BATCH) return;
        afterId = batch[batch.length - 1]!.id;
      }
    },
  ],
});
