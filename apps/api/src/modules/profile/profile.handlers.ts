import type { AppDeps } from '../../deps';
import type { EventHandlers } from '../../events/event-runner';
import { activeAdminEmails } from './profile.queries';

/** A resident asking to leave: each of the estate's admins gets an e-mail. */
export function profileHandlers(deps: AppDeps): EventHandlers {
  return {
    'resident.deletion_requested': [
      async (tx, e) => {
        const { name, email, homeAddress, reason } = e.data;
        for (const to of await activeAdminEmails(tx, e.estateId)) {
          await deps.mail.enqueue(tx, {
            to,
            subject: `${name} asked to delete their EstateHub account`,
            text: [
              `${name} (${email}${homeAddress ? `, ${homeAddress}` : ''}) asked to delete their account.`,
              reason ? `Reason: ${reason}` : 'No reason was given.',
              '',
              `You can remove them from the residents screen: ${deps.config.PUBLIC_URL}/admin/residents`,
            ].join('\n'),
          });
        }
      },
    ],
  };
}
