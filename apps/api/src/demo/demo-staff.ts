import type { Db } from '../db/client';
import { staffMembers } from '../db/schema';
import { addDays } from '../lib/clock';
import { insertDemoFeed } from './demo-activity';

type Employer = { id: number; name: string };
type DemoStaff = {
  employer: Employer;
  name: string;
  role: string;
  phone: string;
  gender: 'male' | 'female';
  uniqueId: string;
  daysAgo: number;
  removed?: { reason: string; daysAgo: number };
};

/**
 * Palm Grove's staff, so the staff screens, the admin's export and the guard's staff check have
 * something to show on first start: three active, one removed with a reason. The IDs are fixed
 * (the demo is the same on every first start) and drawn from the staff-ID alphabet.
 */
export async function loadDemoStaff(tx: Db, now: Date, people: { estateId: number; amaka: Employer; tunde: Employer }) {
  const { estateId, amaka, tunde } = people;
  const staff: DemoStaff[] = [
    {
      employer: amaka,
      name: 'Blessing Okon',
      role: 'Cook',
      phone: '08121000001',
      gender: 'female',
      uniqueId: 'ST-7K4MPA',
      daysAgo: 40,
    },
    {
      employer: amaka,
      name: 'Emeka Nwankwo',
      role: 'Driver',
      phone: '08121000002',
      gender: 'male',
      uniqueId: 'ST-H3R9QX',
      daysAgo: 21,
    },
    {
      employer: tunde,
      name: 'Sani Musa',
      role: 'Gardener',
      phone: '08121000003',
      gender: 'male',
      uniqueId: 'ST-W2CJ8N',
      daysAgo: 30,
    },
    {
      employer: tunde,
      name: 'Grace Udo',
      role: 'Cleaner',
      phone: '08121000004',
      gender: 'female',
      uniqueId: 'ST-B6TZ5D',
      daysAgo: 35,
      removed: { reason: 'Moved back to Calabar', daysAgo: 6 },
    },
  ];
  const rows = await tx
    .insert(staffMembers)
    .values(
      staff.map((s) => ({
        estateId,
        residentId: s.employer.id,
        name: s.name,
        role: s.role,
        phoneNumber: s.phone,
        gender: s.gender,
        uniqueId: s.uniqueId,
        createdAt: addDays(now, -s.daysAgo),
        updatedAt: addDays(now, -(s.removed?.daysAgo ?? s.daysAgo)),
        ...(s.removed
          ? {
              status: 'removed' as const,
              removalReason: s.removed.reason,
              removedAt: addDays(now, -s.removed.daysAgo),
              removedBy: s.employer.id,
            }
          : {}),
      })),
    )
    .returning();
  const feed = rows.flatMap((row, i) => {
    const s = staff[i]!;
    const base = { estateId, actorId: s.employer.id, subjectId: row.id };
    return [
      {
        ...base,
        createdAt: row.createdAt,
        type: 'staff.registered' as const,
        params: { name: s.name, role: s.role, residentName: s.employer.name },
      },
      ...(s.removed
        ? [
            {
              ...base,
              createdAt: row.removedAt!,
              type: 'staff.removed' as const,
              params: { name: s.name, role: s.role, actorName: s.employer.name, reason: s.removed.reason },
            },
          ]
        : []),
    ];
  });
  await insertDemoFeed(tx, feed);
}
