import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { addDue, seedPayment, signedInAs } from '../payments/payments.test-kit';
import { approveWithReceipt } from '../receipts/receipts.arrange';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** The report's text with runs of white space as one space. */
async function report(c: HttpClient, query = '') {
  const res = await c.get(`/api/payments/report/pdf/${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe('inline; filename="payments-report.pdf"');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  return (await new PDFParse({ data: res.bytes }).getText()).text.replace(/\s+/g, ' ');
}

describe('GET /api/payments/report/pdf/', () => {
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    const estate = await t.createEstate({ name: 'Report Meadows', address: '3 Audit Lane, Yaba' });
    admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const water = await addDue(t, estate.id, { title: 'Water levy', amountKobo: 1_000_000 });
    const power = await addDue(t, estate.id, { title: 'Power levy', amountKobo: 2_500_000 });
    // 30 payments: for each due 15, of them 5 approved, 5 pending, 5 rejected; in two months.
    let n = 0;
    for (const due of [water, power]) {
      for (const status of ['approved', 'pending', 'rejected'] as const) {
        for (let i = 0; i < 5; i++) {
          n++;
          const p = await seedPayment(t, {
            resident: null,
            estateId: estate.id,
            dueId: due.id,
            payerName: `Payer ${String(n).padStart(2, '0')}`,
            amountPaidKobo: due.amountKobo,
            // Lagos dates: 10 to 14 March for the water levy, 10 to 14 April for power.
            createdAt: new Date(`2026-0${due === water ? 3 : 4}-1${i}T12:00:00+01:00`),
          });
          if (status === 'approved') await approveWithReceipt(t, p.id, { id: admin.id, name: 'Rita Reporter' });
          if (status === 'rejected')
            await t.db.execute(sql`update payments set status = 'rejected' where id = ${p.id}`);
        }
      }
    }
    // Another estate's payment never shows.
    const other = await t.createEstate();
    const otherDue = await addDue(t, other.id, { title: 'Foreign levy', amountKobo: 100 });
    await seedPayment(t, {
      resident: null,
      estateId: other.id,
      dueId: otherDue.id,
      payerName: 'Outsider',
      amountPaidKobo: 100,
    });
  });

  it('has the header, the period, totals by status and by due, and every row', async () => {
    const c = await signedInAs(t, admin);
    const text = await report(c);
    expect(text).toContain('Report Meadows payments report');
    expect(text).toContain('3 Audit Lane, Yaba');
    expect(text).toContain('Period: 10 March 2026 to 14 April 2026');
    // By status: 10 each; approved = 5 x 10,000 + 5 x 25,000.
    expect(text).toContain('Approved 10 NGN 175,000.00');
    expect(text).toContain('Pending 10 NGN 175,000.00');
    expect(text).toContain('Rejected 10 NGN 175,000.00');
    expect(text).toContain('All 30 NGN 525,000.00');
    // By due: payments, their sum, and the approved part.
    expect(text).toContain('Power levy 15 NGN 375,000.00 NGN 125,000.00');
    expect(text).toContain('Water levy 15 NGN 150,000.00 NGN 50,000.00');
    for (let n = 1; n <= 30; n++) expect(text).toContain(`Payer ${String(n).padStart(2, '0')}`);
    // Newest first; an approved row names who approved it.
    expect(text.indexOf('Payer 30')).toBeLessThan(text.indexOf('Payer 01'));
    expect(text).toContain('Payer 01 Water levy NGN 10,000.00 10 March 2026 Approved Rita Reporter');
    expect(text).toContain('Payer 06 Water levy NGN 10,000.00 10 March 2026 Pending');
    expect(text).not.toContain('Outsider');
  });

  it('follows the list filters: status, month and search', async () => {
    const c = await signedInAs(t, admin);
    const pending = await report(c, '?status=pending');
    expect(pending).toContain('Period: 10 March 2026 to 14 April 2026 (Pending)');
    expect(pending).toContain('All 10 NGN 175,000.00');
    expect(pending).toContain('Payer 06');
    expect(pending).not.toContain('Payer 01 ');
    expect(pending).not.toContain('Rita Reporter');

    const april = await report(c, '?month=2026-04');
    expect(april).toContain('Period: April 2026');
    expect(april).toContain('All 15 NGN 375,000.00');
    expect(april).not.toContain('Water levy');
    expect(april).toContain('Payer 16');

    const search = await report(c, '?search=payer%2007');
    expect(search).toContain('All 1 NGN 10,000.00');
    expect(search).toContain('Payer 07');
    expect(search).not.toContain('Payer 08');

    const none = await report(c, '?month=2025-01');
    expect(none).toContain('Period: January 2025');
    expect(none).toContain('All 0 NGN 0.00');
    expect(none).toContain('No payments match these filters.');

    expect((await c.get('/api/payments/report/pdf/?month=2026-13')).status).toBe(400);
  });

  it('streams every row past many batches, even rows created within one millisecond', async () => {
    const estate = await t.createEstate();
    const bulkAdmin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const due = await addDue(t, estate.id, { title: 'Bulk levy', amountKobo: 100_000 });
    // 1,234 payments a microsecond apart: 3 batches whose boundaries fall inside one millisecond.
    await t.db.execute(sql`
      insert into payments (estate_id, due_id, payer_name, amount_paid_kobo, evidence_key, evidence_mime, created_at)
      select ${estate.id}, ${due.id}, 'Bulk ' || lpad(g::text, 4, '0') || ' Payer', 100000,
             'evidence/bulk000000000000000000.png', 'image/png',
             timestamptz '2026-06-01 10:00:00.500000+00' + g * interval '1 microsecond'
      from generate_series(1, 1234) g`);
    const text = await report(await signedInAs(t, bulkAdmin));
    const found = new Set(text.match(/Bulk \d{4} Payer/g));
    expect(found.size).toBe(1234);
    expect(text.match(/Bulk \d{4} Payer/g)).toHaveLength(1234);
    expect(text).toContain('All 1234 NGN 1,234,000.00');
  });
});
