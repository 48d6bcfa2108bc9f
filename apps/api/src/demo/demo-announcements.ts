import type { Db } from '../db/client';
import { announcements } from '../db/schema';
import { addSeconds } from '../lib/clock';
import { insertDemoFeed } from './demo-activity';

type Notice = { title: string; message: string; daysAgo: number; editedDaysAgo?: number };

const DAY = 86_400;

/**
 * Palm Grove's notice board: nine announcements over two months, so the admin's screen has more
 * than one page (six a page) and its search finds something. Written straight in: loading the
 * demo must not e-mail anyone.
 */
const NOTICES: Notice[] = [
  {
    title: 'Water supply interruption on Saturday',
    message:
      'The borehole pump will be serviced this Saturday from 9am to 2pm. Please store enough water on Friday evening.\nWe apologise for the inconvenience.',
    daysAgo: 1,
  },
  {
    title: 'Quarterly residents meeting',
    message:
      'The residents association meets on Sunday at 4pm in the clubhouse. On the agenda: the security levy, the new gate motor and the drainage works on Palm Close.',
    daysAgo: 4,
    editedDaysAgo: 3,
  },
  {
    title: 'New visitor pass procedure',
    message:
      'From Monday every visitor needs a pass code generated on EstateHub. Guards at the main gate will not admit visitors without a valid code. Deliveries can be given a code too.',
    daysAgo: 9,
  },
  {
    title: 'Fumigation of common areas',
    message:
      'The estate will be fumigated on Wednesday morning. Keep windows closed between 7am and 11am and keep pets indoors.',
    daysAgo: 15,
  },
  {
    title: 'Generator maintenance schedule',
    message:
      'The estate generator will be off for routine maintenance on Thursday from 10am to 1pm. Public power supply is unaffected.',
    daysAgo: 21,
  },
  {
    title: 'Refuse collection days have changed',
    message:
      'LAWMA trucks now come on Tuesdays and Fridays. Please put your bins out by 7am on those days, not the night before.',
    daysAgo: 28,
  },
  {
    title: 'Speed limit reminder',
    message:
      'Children play on the estate roads in the evenings. The speed limit inside Palm Grove is 20 km/h. Guards will note the plate numbers of drivers who ignore it.',
    daysAgo: 36,
  },
  {
    title: 'Drainage works on Palm Close',
    message:
      'Contractors will clear and repair the drains on Palm Close over the next two weeks before the rains. Parking on the street there will be limited during working hours.',
    daysAgo: 45,
  },
  {
    title: 'Welcome to the EstateHub notice board',
    message:
      'Estate announcements will be posted here from now on, and each new one reaches you by e-mail as well. Pay your dues and generate visitor codes from the same app.',
    daysAgo: 60,
  },
];

export async function loadDemoAnnouncements(
  tx: Db,
  now: Date,
  people: { estateId: number; admin: { id: number; name: string } },
) {
  const { estateId, admin } = people;
  const rows = await tx
    .insert(announcements)
    .values(
      NOTICES.map((n) => {
        const createdAt = addSeconds(now, -n.daysAgo * DAY);
        return {
          estateId,
          title: n.title,
          message: n.message,
          createdBy: admin.id,
          createdByName: admin.name,
          createdAt,
          updatedAt: n.editedDaysAgo === undefined ? createdAt : addSeconds(now, -n.editedDaysAgo * DAY),
        };
      }),
    )
    .returning({
      id: announcements.id,
      title: announcements.title,
      createdAt: announcements.createdAt,
      updatedAt: announcements.updatedAt,
    });
  // Each post, and the edit of each one edited since, as the admin's Save writes them.
  const by = { estateId, actorId: admin.id };
  const params = (r: (typeof rows)[number]) => ({ title: r.title, actorName: admin.name });
  await insertDemoFeed(
    tx,
    rows.flatMap((r) => [
      { ...by, subjectId: r.id, createdAt: r.createdAt, type: 'announcement.created' as const, params: params(r) },
      ...(r.updatedAt > r.createdAt
        ? [{ ...by, subjectId: r.id, createdAt: r.updatedAt, type: 'announcement.updated' as const, params: params(r) }]
        : []),
    ]),
  );
}
