import type { Db } from '../db/client';
import { notifications } from '../db/schema';

type Person = { id: number };
type Entry = { kind: string; title: string; body: string; link: string; hoursAgo: number; read: boolean };

const HOUR = 3_600_000;

/**
 * The bell of each demo person: a few entries, some read and some not, as the events of the
 * demo would have made them. Written directly (no live event, no push: nobody is listening yet).
 */
export async function loadDemoNotifications(
  tx: Db,
  now: Date,
  people: { estateId: number; admin: Person; amaka: Person; tunde: Person; guard: Person },
): Promise<void> {
  const { estateId } = people;
  const bells: [Person, Entry[]][] = [
    [
      people.amaka,
      [
        {
          kind: 'announcement.created',
          title: 'New announcement: Water supply interruption on Saturday',
          body: 'Water will be off from 9am to 2pm on Saturday while the main tank is cleaned.',
          link: '/resident/dashboard',
          hoursAgo: 2,
          read: false,
        },
        {
          kind: 'visitor.arrived',
          title: 'Your visitor has arrived',
          body: 'Chinedu Obi was let in at the gate by Musa Ibrahim.',
          link: '/resident/visitor-codes',
          hoursAgo: 26,
          read: false,
        },
        {
          kind: 'payment.approved',
          title: 'Payment approved',
          body: 'Your payment of ₦25,000 for "Service charge" was approved.',
          link: '/resident/pay-dues',
          hoursAgo: 72,
          read: true,
        },
      ],
    ],
    [
      people.tunde,
      [
        {
          kind: 'due.created',
          title: 'New due: Security levy',
          body: 'A new due has been added to your estate.',
          link: '/resident/pay-dues',
          hoursAgo: 5,
          read: false,
        },
        {
          kind: 'payment.rejected',
          title: 'Payment rejected',
          body: 'Your payment for "Estate development levy" was rejected. Reason: The evidence is unreadable.',
          link: '/resident/pay-dues',
          hoursAgo: 50,
          read: true,
        },
      ],
    ],
    [
      people.admin,
      [
        {
          kind: 'alert.sent',
          title: 'Emergency alert: Water Leakage',
          body: 'Tunde Bakare (resident) raised an alert: Burst pipe by the main gate.',
          link: '/admin/alerts',
          hoursAgo: 30,
          read: true,
        },
      ],
    ],
    [
      people.guard,
      [
        {
          kind: 'announcement.created',
          title: 'New announcement: Water supply interruption on Saturday',
          body: 'Water will be off from 9am to 2pm on Saturday while the main tank is cleaned.',
          link: '/security/verify-visitor',
          hoursAgo: 2,
          read: false,
        },
      ],
    ],
  ];
  await tx.insert(notifications).values(
    bells.flatMap(([person, entries]) =>
      entries.map((e, i) => {
        const at = new Date(now.getTime() - e.hoursAgo * HOUR);
        return {
          userId: person.id,
          estateId,
          kind: e.kind,
          title: e.title,
          body: e.body,
          link: e.link,
          sourceKey: `demo:${i}`,
          readAt: e.read ? at : null,
          createdAt: at,
        };
      }),
    ),
  );
}
