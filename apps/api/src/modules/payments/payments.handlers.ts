import type { AppDeps } from '../../deps';
import type { EventHandlers } from '../../events/event-runner';
import { paymentApprovedEmail, paymentRejectedEmail } from './payments.emails';
import { payerEmail } from './payments.queries';

/**
 * Mail to the payer when a payment is decided. The address is read when the mail is queued, so
 * an account removed since the decision gets nothing.
 */
export const paymentHandlers = (deps: AppDeps): EventHandlers => ({
  'payment.approved': [
    async (tx, e) => {
      const to = await payerEmail(tx, e.subjectId!);
      if (!to) return;
      await deps.mail.enqueue(
        tx,
        paymentApprovedEmail({ to, paymentId: e.subjectId!, ...e.data, publicUrl: deps.config.PUBLIC_URL }),
      );
    },
  ],
  'payment.rejected': [
    async (tx, e) => {
      const to = await payerEmail(tx, e.subjectId!);
      if (!to) return;
      await deps.mail.enqueue(
        tx,
        paymentRejectedEmail({ to, paymentId: e.subjectId!, ...e.data, publicUrl: deps.config.PUBLIC_URL }),
      );
    },
  ],
});
