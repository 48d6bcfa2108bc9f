import fs from 'node:fs/promises';
import { addDaysToDay, lagosDay, type PaymentStatus } from '@estatehub/shared';
import type { Db } from '../db/client';
import { dues, payments } from '../db/schema';
import type { AppDeps } from '../deps';
import { addDays } from '../lib/clock';
import { newFileKey } from '../lib/file-storage';
import { packagePath } from '../lib/paths';
import type { ActivityEntry } from '../modules/activities/activity-text';
import { issueReceipt } from '../modules/receipts/receipts.service';
import { type DemoFeedEntry, insertDemoFeed } from './demo-activity';

type Person = { id: number; name: string };

/**
 * Palm Grove's dues and payments, so every dues and payments screen has something to show on
 * first start: dues in each display status, and payments pending, approved (with their
 * receipts) and rejected, each proved by a bank-transfer slip that matches its payer and amount.
 */
export async function loadDemoDues(
  tx: Db,
  deps: AppDeps,
  people: { estateId: number; admin: Person; amaka: Person; tunde: Person },
) {
  const { estateId, admin, amaka, tunde } = people;
  const now = deps.clock.now();
  const today = lagosDay(now);
  const feed: DemoFeedEntry[] = [];
  const entry = (at: Date, actorId: number, subjectId: number, e: ActivityEntry) =>
    feed.push({ estateId, actorId, subjectId, createdAt: at, ...e });

  const due = async (
    title: string,
    naira: number,
    daysFromToday: number,
    createdDaysAgo: number,
    description: string,
  ) => {
    const createdAt = addDays(now, -createdDaysAgo);
    const dueDate = addDaysToDay(today, daysFromToday);
    const [row] = await tx
      .insert(dues)
      .values({
        estateId,
        title,
        amountKobo: naira * 100,
        description,
        dueDate,
        createdBy: admin.id,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    entry(createdAt, admin.id, row!.id, {
      type: 'due.created',
      params: { title, amountKobo: row!.amountKobo, dueDate, actorName: admin.name },
    });
    return row!;
  };
  const diesel = await due('Generator diesel', 15_000, -24, 40, 'Diesel for the estate generator this quarter.');
  const levy = await due('Security levy', 25_000, -5, 30, 'Quarterly pay for the gate and patrol guards.');
  const waste = await due(
    'Waste disposal',
    5_000,
    4,
    12,
    'Monthly refuse collection by the LAWMA-approved contractor.',
  );
  await due('Estate maintenance', 50_000, 21, 6, 'Street lights, drainage clearing and landscaping for the year.');
  await due('Road repairs fund', 150_000, 45, 3, 'Resurfacing of Palm Close and the main gate approach.');

  const pay = async (
    p: { payer: Person; due: typeof diesel; naira: number; slip: string; daysAgo: number },
    decision?: { status: Exclude<PaymentStatus, 'pending'>; daysAgo: number; reason?: string },
  ) => {
    const evidenceKey = newFileKey('evidence', 'png');
    await deps.storage.put(evidenceKey, await fs.readFile(packagePath(`src/demo/assets/slip-${p.slip}.png`)));
    const createdAt = addDays(now, -p.daysAgo);
    const decidedAt = decision ? addDays(now, -decision.daysAgo) : null;
    const amountKobo = p.naira * 100;
    const [row] = await tx
      .insert(payments)
      .values({
        estateId,
        dueId: p.due.id,
        residentId: p.payer.id,
        payerName: p.payer.name,
        amountPaidKobo: amountKobo,
        evidenceKey,
        evidenceMime: 'image/png',
        status: decision?.status ?? 'pending',
        rejectionReason: decision?.reason ?? '',
        decidedBy: decision ? admin.id : null,
        decidedByName: decision ? admin.name : null,
        decidedAt,
        createdAt,
      })
      .returning();
    const id = row!.id;
    const facts = { payerName: p.payer.name, dueTitle: p.due.title, amountKobo };
    entry(createdAt, p.payer.id, id, { type: 'payment.submitted', params: facts });
    if (decision?.status === 'approved') {
      await issueReceipt(tx, deps, { paymentId: id, approvedAt: decidedAt!, approverName: admin.name });
      entry(decidedAt!, admin.id, id, { type: 'payment.approved', params: { ...facts, actorName: admin.name } });
    } else if (decision?.status === 'rejected') {
      entry(decidedAt!, admin.id, id, {
        type: 'payment.rejected',
        params: { ...facts, actorName: admin.name, reason: decision.reason ?? '' },
      });
    }
  };
  await pay(
    { payer: amaka, due: diesel, naira: 15_000, slip: 'amaka-generator-diesel', daysAgo: 30 },
    {
      status: 'approved',
      daysAgo: 29,
    },
  );
  await pay(
    { payer: tunde, due: diesel, naira: 15_000, slip: 'tunde-generator-diesel', daysAgo: 27 },
    {
      status: 'approved',
      daysAgo: 26,
    },
  );
  await pay(
    { payer: tunde, due: levy, naira: 20_000, slip: 'tunde-security-levy', daysAgo: 8 },
    {
      status: 'rejected',
      daysAgo: 7,
      reason:
        'The slip shows ₦20,000 but the security levy is ₦25,000. Please pay the ₦5,000 balance and upload both slips.',
    },
  );
  await pay({ payer: amaka, due: levy, naira: 25_000, slip: 'amaka-security-levy', daysAgo: 2 });
  await pay({ payer: tunde, due: waste, naira: 5_000, slip: 'tunde-waste-disposal', daysAgo: 1 });

  await insertDemoFeed(tx, feed);
}
