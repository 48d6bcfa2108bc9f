import { VISITOR_CODE_MINUTES, VISITOR_PURPOSE_LABELS, type VisitorPurpose } from '@estatehub/shared';
import type { Db } from '../db/client';
import { gateChecks, visitorCodes } from '../db/schema';
import { addSeconds } from '../lib/clock';
import { insertDemoFeed } from './demo-activity';

type Host = { id: number; name: string; homeAddress: string };
type Pass = {
  host: Host;
  visitor: string;
  purpose: VisitorPurpose;
  minutesAgo: number;
  state: 'active' | 'used' | 'expired';
};

const MINUTE = 60;

/**
 * Palm Grove's visitor passes and gate log, so the Visitor Codes screens, the guard's recent
 * checks and the admin's gate log have something to show on first start: passes active, used
 * (each let in by the demo guard) and expired, and a few refused checks at the gate.
 */
export async function loadDemoVisitors(
  tx: Db,
  now: Date,
  people: { estateId: number; guard: { id: number; name: string }; amaka: Host; tunde: Host },
) {
  const { estateId, guard, amaka, tunde } = people;
  const passes: Pass[] = [
    { host: amaka, visitor: 'Chinedu Okeke', purpose: 'family', minutesAgo: 4, state: 'active' },
    { host: tunde, visitor: 'Jumia delivery (Sani)', purpose: 'delivery', minutesAgo: 12, state: 'active' },
    { host: amaka, visitor: 'Ifeoma Nwosu', purpose: 'friend', minutesAgo: 95, state: 'used' },
    { host: tunde, visitor: 'Emeka the plumber', purpose: 'service', minutesAgo: 60 * 26, state: 'used' },
    { host: amaka, visitor: 'Aunty Bisi', purpose: 'family', minutesAgo: 60 * 50, state: 'used' },
    { host: tunde, visitor: 'Kunle Adebayo', purpose: 'friend', minutesAgo: 60 * 75, state: 'used' },
    { host: amaka, visitor: 'DHL courier', purpose: 'delivery', minutesAgo: 60 * 5, state: 'expired' },
    { host: tunde, visitor: 'Generator technician', purpose: 'other', minutesAgo: 60 * 30, state: 'expired' },
  ];
  // Fixed digits (the demo is the same on every first start); each is live at most once.
  const rows = await tx
    .insert(visitorCodes)
    .values(
      passes.map((p, i) => {
        const createdAt = addSeconds(now, -p.minutesAgo * MINUTE);
        const usedAt = p.state === 'used' ? addSeconds(createdAt, (6 + i) * MINUTE) : null;
        return {
          estateId,
          residentId: p.host.id,
          visitorName: p.visitor,
          purpose: p.purpose,
          code: String(381_204 + i * 70_913),
          live: p.state === 'active',
          createdAt,
          expiresAt: addSeconds(createdAt, VISITOR_CODE_MINUTES * MINUTE),
          usedAt,
          usedBy: usedAt ? guard.id : null,
        };
      }),
    )
    .returning();

  const check = (
    at: Date,
    code: string,
    result: 'valid' | 'invalid' | 'used' | 'expired',
    visitorCodeId: number | null,
  ) => ({
    estateId,
    guardId: guard.id,
    guardName: guard.name,
    code,
    visitorCodeId,
    result,
    createdAt: at,
  });
  const checks = [];
  const feed = [];
  for (const [i, row] of rows.entries()) {
    const pass = passes[i]!;
    if (!row.usedAt) continue;
    checks.push(check(row.usedAt, row.code, 'valid', row.id));
    feed.push({
      estateId,
      actorId: guard.id,
      subjectId: row.id,
      createdAt: row.usedAt,
      type: 'visitor.arrived' as const,
      params: {
        visitorName: row.visitorName,
        purpose: VISITOR_PURPOSE_LABELS[row.purpose],
        hostName: pass.host.name,
        guardName: guard.name,
      },
    });
  }
  // A pass shown twice, mistyped codes and an expired pass: what the guard turns away.
  const firstUsed = rows.find((r) => r.usedAt)!;
  const expired = rows.find((r) => !r.live && !r.usedAt)!;
  checks.push(check(addSeconds(firstUsed.usedAt!, 40 * MINUTE), firstUsed.code, 'used', firstUsed.id));
  checks.push(check(addSeconds(now, -30 * MINUTE), '418302', 'invalid', null));
  // The plumber's code, two digits swapped, a minute before the guard typed it right.
  const plumber = rows.find((r) => r.visitorName === 'Emeka the plumber')!;
  const swapped = `${plumber.code.slice(0, 3)}${plumber.code[4]}${plumber.code[3]}${plumber.code.slice(5)}`;
  checks.push(check(addSeconds(plumber.usedAt!, -MINUTE), swapped, 'invalid', null));
  checks.push(check(addSeconds(expired.expiresAt, 10 * MINUTE), expired.code, 'expired', expired.id));
  await tx.insert(gateChecks).values(checks);
  await insertDemoFeed(tx, feed);
}
