import type { AlertType } from '@estatehub/shared';
import type { Db } from '../db/client';
import { alerts } from '../db/schema';
import { addSeconds } from '../lib/clock';
import { insertDemoFeed } from './demo-activity';

type Sender = { id: number; name: string; email: string; role: 'admin' | 'resident' | 'security' };
type DemoAlert = { from: Sender; type: AlertType; reason: string; hoursAgo: number };

/**
 * Palm Grove's alert history, so both alerts screens have something to show on first start:
 * alerts of several types from the residents, the guard and the admin, with their feed entries.
 * Stored as history only: nobody's alarm rings and nobody is e-mailed or texted for them.
 */
export async function loadDemoAlerts(
  tx: Db,
  now: Date,
  people: { estateId: number; admin: Sender; amaka: Sender; tunde: Sender; guard: Sender },
) {
  const { estateId, admin, amaka, tunde, guard } = people;
  const list: DemoAlert[] = [
    { from: amaka, type: 'medical', reason: 'My father fainted at 12 Palm Avenue, please send help', hoursAgo: 3 },
    { from: guard, type: 'intruder', reason: 'Someone climbed the back fence near Block D', hoursAgo: 20 },
    { from: admin, type: 'water', reason: 'Main pipe burst on Palm Close; supply off until repaired', hoursAgo: 30 },
    { from: tunde, type: 'electricity', reason: '', hoursAgo: 52 },
    { from: amaka, type: 'fire', reason: '', hoursAgo: 75 },
    { from: tunde, type: 'other', reason: 'Stray dogs chasing children at the playground', hoursAgo: 120 },
    // Older ones, so the feed's longer time filters find alerts too.
    {
      from: guard,
      type: 'intruder',
      reason: 'Two men tried the pedestrian gate at 2am; they ran off',
      hoursAgo: 19 * 24 - 3,
    },
    {
      from: admin,
      type: 'electricity',
      reason: 'Transformer fault: the whole estate is on generator',
      hoursAgo: 47 * 24 - 3,
    },
    { from: tunde, type: 'water', reason: 'Burst pipe flooding the front of 7 Palm Close', hoursAgo: 76 * 24 - 3 },
  ];
  const rows = await tx
    .insert(alerts)
    .values(
      list.map((a) => ({
        estateId,
        senderId: a.from.id,
        senderRole: a.from.role,
        senderName: a.from.name,
        senderEmail: a.from.email,
        alertType: a.type,
        otherReason: a.reason,
        createdAt: addSeconds(now, -a.hoursAgo * 3600),
      })),
    )
    .returning();
  await insertDemoFeed(
    tx,
    rows.map((row) => ({
      estateId,
      actorId: row.senderId,
      subjectId: row.id,
      createdAt: row.createdAt,
      type: 'alert.sent' as const,
      params: { alertType: row.alertType, otherReason: row.otherReason, senderName: row.senderName },
    })),
  );
}
