import type { VisitorPurpose } from '@estatehub/shared';
import { addDaysToDay, CHART_DAYS, lagosDay, VISITOR_CODE_MINUTES, VISITOR_PURPOSE_LABELS } from '@estatehub/shared';
import type { Db } from '../db/client';
import { gateChecks, visitorCodes } from '../db/schema';
import { addSeconds } from '../lib/clock';
import { insertDemoFeed } from './demo-activity';

type Host = { id: number; name: string };

/** Visitors let in per weekday, Sunday first: weekends are the busy days. */
const VISITS_BY_WEEKDAY = [4, 1, 2, 1, 2, 3, 5];
const VISITORS: [string, VisitorPurpose][] = [
  ['Chioma Obi', 'family'],
  ['Dayo the electrician', 'service'],
  ['Glovo rider', 'delivery'],
  ['Femi Adeola', 'friend'],
  ['Mama Nkechi', 'family'],
  ['Kwik courier', 'delivery'],
  ['Pastor Olumide', 'other'],
  ['Zainab Yusuf', 'friend'],
  ['AC technician', 'service'],
  ['Bolt Food rider', 'delivery'],
  ['Uche Okonkwo', 'friend'],
  ['Grandma Eze', 'family'],
];

/**
 * A month of visitors at Palm Grove's gate, so the dashboard's check-ins chart has a shape: over
 * the last CHART_DAYS days, a few passes a day (more at weekends) made by Amaka or Tunde and let
 * in by the demo guard, each a used pass, an admitted gate check and a feed entry, as the gate
 * screen's Verify writes them. The passes are long used, so their digits never block a live code.
 */
export async function loadDemoGateTraffic(
  tx: Db,
  now: Date,
  people: { estateId: number; guard: Host; amaka: Host; tunde: Host },
) {
  const { estateId, guard, amaka, tunde } = people;
  const today = lagosDay(now);
  const visits: { host: Host; visitor: [string, VisitorPurpose]; arrivedAt: Date }[] = [];
  for (let back = CHART_DAYS - 1; back >= 0; back--) {
    const day = addDaysToDay(today, -back);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    for (let j = 0; j < VISITS_BY_WEEKDAY[weekday]!; j++) {
      // Between 9am and 7pm Lagos time (UTC+1), spread by a fixed rule so every first start looks alike.
      const hour = 9 + ((back * 5 + j * 3) % 11);
      const minute = (back * 17 + j * 23) % 60;
      const arrivedAt = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+01:00`);
      // Today's visitors so far only.
      if (arrivedAt.getTime() > now.getTime() - 5 * 60_000) continue;
      const n = visits.length;
      visits.push({ host: n % 3 === 0 ? tunde : amaka, visitor: VISITORS[n % VISITORS.length]!, arrivedAt });
    }
  }
  if (visits.length === 0) return;

  const passes = await tx
    .insert(visitorCodes)
    .values(
      visits.map((v, i) => {
        // Made a little before the visitor arrived; used at the gate.
        const createdAt = addSeconds(v.arrivedAt, -(10 + (i % 4) * 5) * 60);
        return {
          estateId,
          residentId: v.host.id,
          visitorName: v.visitor[0],
          purpose: v.visitor[1],
          code: String(200_000 + ((i * 7_919 + 104_729) % 700_000)),
          live: false,
          createdAt,
          expiresAt: addSeconds(createdAt, VISITOR_CODE_MINUTES * 60),
          usedAt: v.arrivedAt,
          usedBy: guard.id,
        };
      }),
    )
    .returning();
  await tx.insert(gateChecks).values(
    passes.map((p) => ({
      estateId,
      guardId: guard.id,
      guardName: guard.name,
      code: p.code,
      visitorCodeId: p.id,
      result: 'valid' as const,
      createdAt: p.usedAt!,
    })),
  );
  await insertDemoFeed(
    tx,
    passes.map((p, i) => ({
      estateId,
      actorId: guard.id,
      subjectId: p.id,
      createdAt: p.usedAt!,
      type: 'visitor.arrived' as const,
      params: {
        visitorName: p.visitorName,
        purpose: VISITOR_PURPOSE_LABELS[p.purpose],
        hostName: visits[i]!.host.name,
        guardName: guard.name,
      },
    })),
  );
}
