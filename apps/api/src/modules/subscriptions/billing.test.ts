import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { plans, subscriptionCharges } from '../../db/schema';
import type { UserRow } from '../auth/session.queries';
import { signedInAs } from '../payments/payments.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const pdfText = async (data: Buffer) => (await new PDFParse({ data }).getText()).text;
const DAY = 86_400_000;
let seq = 0;

/** A charge as the webhook/verify code records it, arranged directly. */
async function addCharge(user: UserRow, paidAt: Date, amountKobo = 1_500_000) {
  const [plan] = await t.db
    .select()
    .from(plans)
    .where(and(eq(plans.name, 'Professional'), eq(plans.interval, 'monthly')));
  const [row] = await t.db
    .insert(subscriptionCharges)
    .values({
      userId: user.id,
      planId: plan!.id,
      planName: plan!.name,
      interval: plan!.interval,
      amountKobo,
      reference: `billing_test_${++seq}`,
      customerName: 'Ngozi Eze',
      customerEmail: user.email,
      mode: 'sandbox',
      paidAt,
      periodEnd: new Date(paidAt.getTime() + 30 * DAY),
    })
    .returning();
  return row!;
}

describe('GET /api/subscription/charges/', () => {
  it("pages the caller's own charges, newest first", async () => {
    const estate = await t.createEstate();
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const other = await t.createUser({ estateId: estate.id });
    const base = new Date('2026-06-01T10:00:00Z').getTime();
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await addCharge(admin, new Date(base + i * 30 * DAY)));
    await addCharge(other, new Date(base + 100 * DAY));

    const c = await signedInAs(t, admin);
    const first = await c.get('/api/subscription/charges/?page=1&page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results).toEqual([
      {
        id: mine[2]!.id,
        paid_at: mine[2]!.paidAt.toISOString(),
        plan_name: 'Professional',
        interval: 'monthly',
        amount: 1_500_000,
        reference: mine[2]!.reference,
        invoice_url: `/api/subscription/charges/${mine[2]!.id}/invoice/`,
      },
      expect.objectContaining({ id: mine[1]!.id }),
    ]);
    const second = await c.get('/api/subscription/charges/?page=2&page_size=2');
    expect(second.body.count).toBe(3);
    expect(second.body.results.map((r: { id: number }) => r.id)).toEqual([mine[0]!.id]);

    const nobody = await signedInAs(t, await t.createUser({ estateId: estate.id }));
    expect((await nobody.get('/api/subscription/charges/')).body).toEqual({ count: 0, results: [] });
  });
});

describe('GET /api/subscription/charges/:id/invoice/', () => {
  it('gives the owner a private PDF invoice with the reference and amount', async () => {
    const estate = await t.createEstate();
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const charge = await addCharge(admin, new Date('2026-03-31T23:30:00Z'), 1_500_050);
    const c = await signedInAs(t, admin);
    const res = await c.get(`/api/subscription/charges/${charge.id}/invoice/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-EH-INV-${String(charge.id).padStart(6, '0')}.pdf"`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(res.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`Invoice number: EH-INV-${String(charge.id).padStart(6, '0')}`);
    // 23:30 UTC is already the next day in Lagos.
    expect(text).toContain('Date: 1 April 2026');
    expect(text).toContain(`Ngozi Eze ${admin.email}`);
    expect(text).toContain('Professional (Monthly)');
    expect(text).toContain('1 April 2026 to 1 May 2026');
    expect(text).toContain('NGN 15,000.50');
    expect(text).toContain(charge.reference);
    expect(text).toContain('Paid');
  });

  it("answers 404 for another user's invoice and for one that does not exist", async () => {
    const estate = await t.createEstate();
    const owner = await t.createUser({ estateId: estate.id, role: 'admin' });
    const charge = await addCharge(owner, new Date('2026-05-01T09:00:00Z'));
    const stranger = await signedInAs(t, await t.createUser({ estateId: estate.id }));
    const res = await stranger.get(`/api/subscription/charges/${charge.id}/invoice/`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('%PDF');
    expect((await stranger.get('/api/subscription/charges/999999/invoice/')).status).toBe(404);
    expect((await t.client().get(`/api/subscription/charges/${charge.id}/invoice/`)).status).toBe(401);
  });
});
