import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { dues, estateGateDays, estatePaymentMonths, estates, gateChecks, payments } from '../../db/schema';

// The dashboard's tallies (migration 0015, decision 022) against the writes that keep them: each
// expectation is worked out by hand from the rows written, Lagos being UTC+1 all year.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function estateWithDue() {
  const estate = await t.createEstate();
  const resident = await t.createUser({ estateId: estate.id, role: 'resident' });
  const [due] = await t.db
    .insert(dues)
    .values({ estateId: estate.id, title: 'Service charge', amountKobo: 1_000, dueDate: '2026-03-01' })
    .returning();
  const payment = (status: 'pending' | 'approved' | 'rejected', kobo: number, at: string) => ({
    estateId: estate.id,
    dueId: due!.id,
    residentId: resident.id,
    payerName: 'Ada Obi',
    amountPaidKobo: kobo,
    evidenceKey: 'evidence/x.png',
    evidenceMime: 'image/png',
    status,
    createdAt: new Date(at),
  });
  const check = (result: 'valid' | 'invalid' | 'expired' | 'used', at: string) => ({
    estateId: estate.id,
    guardName: 'Main Gate',
    code: '123456',
    result,
    createdAt: new Date(at),
  });
  return { estate, payment, check };
}

const paymentTallies = (estateId: number) =>
  t.db
    .select({
      status: estatePaymentMonths.status,
      month: estatePaymentMonths.month,
      payments: estatePaymentMonths.payments,
      kobo: estatePaymentMonths.kobo,
    })
    .from(estatePaymentMonths)
    .where(eq(estatePaymentMonths.estateId, estateId))
    .orderBy(asc(estatePaymentMonths.status), asc(estatePaymentMonths.month));

const gateTallies = (estateId: number) =>
  t.db
    .select({ day: estateGateDays.day, checks: estateGateDays.checks, admitted: estateGateDays.admitted })
    .from(estateGateDays)
    .where(eq(estateGateDays.estateId, estateId))
    .orderBy(asc(estateGateDays.day));

describe('the payment tallies', () => {
  it('count and sum payments per status and Lagos month as they are sent, decided, corrected and removed', async () => {
    const { estate, payment } = await estateWithDue();
    const other = await estateWithDue();
    await t.db.insert(payments).values(other.payment('pending', 99_999, '2026-02-10T12:00:00Z'));
    const [late, early, approved] = await t.db
      .insert(payments)
      .values([
        // 00:30 on 1 February in Lagos.
        payment('pending', 5_000, '2026-01-31T23:30:00Z'),
        // 23:30 on 31 January in Lagos.
        payment('pending', 7_000, '2026-01-31T22:30:00Z'),
        payment('approved', 1_000, '2026-02-10T12:00:00Z'),
      ])
      .returning();
    expect(await paymentTallies(estate.id)).toEqual([
      { status: 'approved', month: '2026-02-01', payments: 1, kobo: 1_000 },
      { status: 'pending', month: '2026-01-01', payments: 1, kobo: 7_000 },
      { status: 'pending', month: '2026-02-01', payments: 1, kobo: 5_000 },
    ]);

    await t.db.update(payments).set({ status: 'approved' }).where(eq(payments.id, late!.id));
    await t.db.update(payments).set({ amountPaidKobo: 8_000 }).where(eq(payments.id, early!.id));
    await t.db.delete(payments).where(eq(payments.id, approved!.id));
    // A change that moves no tally (the payer's account removed) leaves the numbers as they were.
    await t.db.update(payments).set({ residentId: null }).where(eq(payments.id, early!.id));
    expect(await paymentTallies(estate.id)).toEqual([
      { status: 'approved', month: '2026-02-01', payments: 1, kobo: 5_000 },
      { status: 'pending', month: '2026-01-01', payments: 1, kobo: 8_000 },
      { status: 'pending', month: '2026-02-01', payments: 0, kobo: 0 },
    ]);
    expect(await paymentTallies(other.estate.id)).toEqual([
      { status: 'pending', month: '2026-02-01', payments: 1, kobo: 99_999 },
    ]);
  });

  it('a rolled-back write leaves them as they were', async () => {
    const { estate, payment } = await estateWithDue();
    await t.db.insert(payments).values(payment('approved', 2_000, '2026-05-05T10:00:00Z'));
    const before = await paymentTallies(estate.id);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(payments).values(payment('approved', 3_000, '2026-05-06T10:00:00Z'));
        await tx.update(payments).set({ status: 'rejected' }).where(eq(payments.estateId, estate.id));
        throw new Error('the approval failed');
      }),
    ).rejects.toThrow('the approval failed');
    expect(await paymentTallies(estate.id)).toEqual(before);
  });
});

describe('the gate tallies', () => {
  it('count every check per Lagos day and the valid ones as admitted', async () => {
    const { estate, check } = await estateWithDue();
    const [, , wrong] = await t.db
      .insert(gateChecks)
      .values([
        check('valid', '2026-03-01T22:59:00Z'),
        // Midnight in Lagos.
        check('valid', '2026-03-01T23:00:00Z'),
        check('invalid', '2026-03-02T09:00:00Z'),
        check('expired', '2026-03-02T09:01:00Z'),
      ])
      .returning();
    await t.db.insert(gateChecks).values(check('valid', '2026-03-02T10:00:00Z'));
    expect(await gateTallies(estate.id)).toEqual([
      { day: '2026-03-01', checks: 1, admitted: 1 },
      { day: '2026-03-02', checks: 4, admitted: 2 },
    ]);
    await t.db.delete(gateChecks).where(eq(gateChecks.id, wrong!.id));
    expect((await gateTallies(estate.id))[1]).toEqual({ day: '2026-03-02', checks: 3, admitted: 2 });
  });

  it('many writers at once lose no count', async () => {
    const { estate, check, payment } = await estateWithDue();
    await Promise.all([
      ...Array.from({ length: 24 }, (_, i) =>
        t.db.insert(gateChecks).values(check(i % 3 === 0 ? 'invalid' : 'valid', '2026-04-04T10:00:00Z')),
      ),
      ...Array.from({ length: 12 }, () =>
        t.db.insert(payments).values(payment('pending', 500, '2026-04-04T10:00:00Z')),
      ),
    ]);
    expect(await gateTallies(estate.id)).toEqual([{ day: '2026-04-04', checks: 24, admitted: 16 }]);
    expect(await paymentTallies(estate.id)).toEqual([
      { status: 'pending', month: '2026-04-01', payments: 12, kobo: 6_000 },
    ]);
  });
});

it('removing an estate removes its payments, gate checks and tallies', async () => {
  const { estate, payment, check } = await estateWithDue();
  await t.db.insert(payments).values([payment('approved', 1_000, '2026-06-01T10:00:00Z')]);
  await t.db.insert(gateChecks).values(check('valid', '2026-06-01T10:00:00Z'));
  await t.db.delete(estates).where(eq(estates.id, estate.id));
  expect(await paymentTallies(estate.id)).toEqual([]);
  expect(await gateTallies(estate.id)).toEqual([]);
  expect(await t.db.select().from(payments).where(eq(payments.estateId, estate.id))).toEqual([]);
});
