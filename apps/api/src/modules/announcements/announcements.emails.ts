import type { MailMessage } from '../../lib/mailer';
import type { AnnouncementRecipient } from './announcements.queries';

/** A new announcement, whole, to a resident or guard of the estate, with the way in to read more. */
export function announcementEmail(
  r: AnnouncementRecipient,
  a: { title: string; message: string; createdByName: string },
  publicUrl: string,
): MailMessage {
  return {
    to: r.email,
    subject: `${r.estateName}: ${a.title}`,
    text: [
      `Hello ${r.firstName || 'there'},`,
      '',
      `${r.estateName} has posted a new announcement.`,
      '',
      a.title,
      '',
      a.message,
      '',
      `Posted by ${a.createdByName}.`,
      `Sign in to EstateHub: ${publicUrl}/login`,
    ].join('\n'),
  };
}
