import type { AppDeps } from '../../deps';
import type { EventHandlers } from '../../events/event-runner';
import { visitorArrivedEmail } from './visitor-codes.emails';
import { hostEmail } from './visitor-codes.queries';

/** The host is e-mailed when their visitor is let in (an account removed since gets nothing). */
export const visitorHandlers = (deps: AppDeps): EventHandlers => ({
  'visitor.arrived': [
    async (tx, e) => {
      const to = await hostEmail(tx, e.data.hostId);
      if (!to) return;
      await deps.mail.enqueue(tx, visitorArrivedEmail({ to, ...e.data, at: new Date(e.at) }));
    },
  ],
});
