import fs from 'node:fs/promises';
import { addDaysToDay, lagosDay } from '@estatehub/shared';
import type { Db } from '../db/client';
import { dues, payments } from '../db/schema';
import type { AppDeps } from '../deps';
import { addDays } from '../lib/clock';
import { newFileKey } from '../lib/file-storage';
import { packagePath } from '../lib/paths';
import { issueReceipt } from '../modules/receipts/receipts.service';
import { type DemoFeedEntry, insertDemoFeed } from './demo-activity';

type Person = { id: number; name: string };
type Payer = Person & { slip: string };

/** The months before this one that carry a service charge (the chart shows twelve: these and this one). */
const PAST_MONTHS = 11;
const NAIRA = 10_000;
/** Tunde skipped two months (still owed), and one transfer was rejected before he sent it again. */
const TUNDE_SKIPPED = new Set([7, 3]);
const TUNDE_REJECTED_FIRST = 5;

/** The Lagos day `YYYY-MM-DD` `months` calendar months before `day`'s month, on its `dayOfMonth`. */
function monthsBefore(day: string, months: number, dayOfMonth: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** A moment on a Lagos calendar day (Lagos keeps UTC+1 all year). */
const lagosAt = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+01:00`);

/**
 * A year of Palm Grove's monthly service charge, so the dashboard's dues chart has a history and
 * the payment records go back a year: one due a month for the eleven months before this one, each
 * paid by transfer a few days before the 25th and approved the next day with its receipt, as the
 * admin's Approve does. Amaka paid every month; Tunde skipped two (they stay on his Pay Dues list)
 * and had one transfer rejected before sending it again.
 */
export async function loadDemoServiceCharges(
  tx: Db,
  deps: AppDeps,
  people: { estateId: number; admin: Person; amaka: Person; tunde: Person },
) {
  const { estateId, admin } = people;
  const now = deps.clock.now();
  const today = lagosDay(now);
  const payers: Payer[] = [
    { ...people.amaka, slip: 'amaka-service-charge' },
    { ...people.tunde, slip: 'tunde-service-charge' },
  ];
  const slips = new Map(
    await Promise.all(
      payers.map(async (p) => [p.id, await fs.readFile(packagePath(`src/demo/assets/slip-${p.slip}.png`))] as const),
    ),
  );
  const feed: DemoFeedEntry[] = [];

  const dueRows = await tx
    .insert(dues)
    .values(
      Array.from({ length: PAST_MONTHS }, (_, i) => {
        const monthsAgo = PAST_MONTHS - i;
        const dueDate = monthsBefore(today, monthsAgo, 25);
        const createdAt = lagosAt(addDaysToDay(dueDate, -20), 9);
        const month = lagosAt(dueDate, 12).toLocaleDateString('en-NG', {
          month: 'long',
          year: 'numeric',
          timeZone: 'Africa/Lagos',
        });
        return {
          estateId,
          title: `Service charge, ${month}`,
          amountKobo: NAIRA * 100,
          description: 'Monthly service charge: security, street lighting, cleaning and the generator.',
          dueDate,
          createdBy: admin.id,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning();

  for (const [i, due] of dueRows.entries()) {
    const monthsAgo = PAST_MONTHS - i;
    feed.push({
      estateId,
      actorId: admin.id,
      subjectId: due.id,
      createdAt: due.createdAt,
      type: 'due.created',
      params: { title: due.title, amountKobo: due.amountKobo, dueDate: due.dueDate, actorName: admin.name },
    });
    for (const [n, payer] of payers.entries()) {
      if (payer === payers[1] && TUNDE_SKIPPED.has(monthsAgo)) continue;
      // Amaka pays five days ahead, Tunde two; a rejected transfer is sent again three days later.
      const sentDay = addDaysToDay(due.dueDate, n === 0 ? -5 : -2);
      const attempts =
        payer === payers[1] && monthsAgo === TUNDE_REJECTED_FIRST
          ? [
              { sentDay: addDaysToDay(sentDay, -3), status: 'rejected' as const },
              { sentDay, status: 'approved' as const },
            ]
          : [{ sentDay, status: 'approved' as const }];
      for (const attempt of attempts) {
        const createdAt = lagosAt(attempt.sentDay, 8 + n * 3);
        const decidedAt = addDays(createdAt, 1);
        const evidenceKey = newFileKey('evidence', 'png');
        await deps.storage.put(evidenceKey, slips.get(payer.id)!);
        const reason =
          attempt.status === 'rejected'
            ? 'The transfer has not reached the estate account. Please check with your bank and upload the slip again.'
            : '';
        const [row] = await tx
          .insert(payments)
          .values({
            estateId,
            dueId: due.id,
            residentId: payer.id,
            payerName: payer.name,
            amountPaidKobo: due.amountKobo,
            evidenceKey,
            evidenceMime: 'image/png',
            status: attempt.status,
            rejectionReason: reason,
            decidedBy: admin.id,
            decidedByName: admin.name,
            decidedAt,
            createdAt,
          })
          .returning({ id: payments.id });
        const facts = { payerName: payer.name, dueTitle: due.title, amountKobo: due.amountKobo };
        feed.push({
          estateId,
          actorId: payer.id,
          subjectId: row!.id,
          createdAt,
          type: 'payment.submitted',
          params: facts,
        });
        if (attempt.status === 'approved') {
          await issueReceipt(tx, deps, { paymentId: row!.id, approvedAt: decidedAt, approverName: admin.name });
          feed.push({
            estateId,
            actorId: admin.id,
            subjectId: row!.id,
            createdAt: decidedAt,
            type: 'payment.approved',
            params: { ...facts, actorName: admin.name },
          });
        } else {
          feed.push({
            estateId,
            actorId: admin.id,
            subjectId: row!.id,
            createdAt: decidedAt,
            type: 'payment.rejected',
            params: { ...facts, actorName: admin.name, reason },
          });
        }
      }
    }
    // A skipped month: the admin reminds whoever has not paid, two days after the date.
    if (TUNDE_SKIPPED.has(monthsAgo))
      feed.push({
        estateId,
        actorId: admin.id,
        subjectId: due.id,
        createdAt: lagosAt(addDaysToDay(due.dueDate, 2), 10),
        type: 'due.reminded',
        params: { title: due.title, reminded: 1, actorName: admin.name },
      });
  }
  await insertDemoFeed(tx, feed);
}
