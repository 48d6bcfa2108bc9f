import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, seedRateLimit } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { estates, receipts } from '../../db/schema';
import { sha256 } from '../../lib/random';
import { reset } from '../../lib/rate-limit';
import { addDue, seedPayment, signedInAs } from '../payments/payments.test-kit';
import { approveWithReceipt, printedToken } from './receipts.arrange';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://estatehub.example' });
});
afterAll(() => t?.close());

/** Pictures drawn in a PDF: image objects less the transparency masks pdfkit adds to PNGs with alpha. */
const pictures = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  return (raw.match(/\/Subtype \/Image/g)?.length ?? 0) - (raw.match(/\/SMask \d+ 0 R/g)?.length ?? 0);
};

const pdfText = async (data: Buffer) => (await new PDFParse({ data }).getText()).text;

describe('issueReceipt', () => {
  it('makes and stores the receipt with the numbers a resident checks', async () => {
    const estate = await t.createEstate({ name: 'Receipt Gardens', address: '7 Ledger Close, Ikeja' });
    await t.storage.put('logos/receiptlogo000000000000.png', PNG_BYTES);
    await t.db.update(estates).set({ logo: 'logos/receiptlogo000000000000.png' }).where(eq(estates.id, estate.id));
    const admin = await t.createUser({ estateId: estate.id, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const payer = await t.createUser({ estateId: estate.id, homeAddress: '12B Palm Avenue' });
    const due = await addDue(t, estate.id, {
      title: 'Water levy',
      description: 'Borehole maintenance for 2026',
      amountKobo: 5_000_000,
    });
    const earlier = await seedPayment(t, {
      estateId: estate.id,
      dueId: due.id,
      resident: payer,
      payerName: 'Chidi Okafor',
      amountPaidKobo: 1_000_000,
    });
    await approveWithReceipt(t, earlier.id, { id: admin.id, name: 'Ada Admin' });
    const payment = await seedPayment(t, {
      estateId: estate.id,
      dueId: due.id,
      resident: payer,
      payerName: 'Chidi Okafor',
      amountPaidKobo: 1_500_050,
    });
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    const approvedAt = new Date('2026-03-31T23:30:00Z');
    const result = await approveWithReceipt(t, payment.id, { id: admin.id, name: 'Ada Admin' }, approvedAt);

    expect(result.number).toBe(`RCP-${payment.id}-20260401`);
    const [row] = await t.db.select().from(receipts).where(eq(receipts.paymentId, payment.id));
    expect(row).toMatchObject({ number: result.number, fileKey: result.fileKey });
    expect(row!.verifyTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const pdf = (await t.storage.read(result.fileKey))!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Two pictures: the estate's logo and the QR code.
    expect(pictures(pdf)).toBe(2);
    const text = await pdfText(pdf);
    expect(text).toContain('Receipt Gardens');
    expect(text).toContain('7 Ledger Close, Ikeja');
    expect(text).toContain(result.number);
    expect(text).toContain('Chidi Okafor');
    expect(text).toContain('12B Palm Avenue');
    expect(text).toContain('Water levy');
    expect(text).toContain('Borehole maintenance for 2026');
    expect(text).toContain('NGN 50,000.00'); // the due
    expect(text).toContain('NGN 15,000.50'); // this payment
    expect(text).toContain('NGN 24,999.50'); // 50,000 - 10,000 - 15,000.50
    expect(text).toContain('Ada Admin');
    expect(text).toContain('1 April 2026');
    expect(text.replace(/\s/g, '')).toContain(`https://estatehub.example/receipts/verify/${result.number}#`);
    // The token printed on the receipt is the one whose hash is stored.
    expect(sha256(await printedToken(t, result.fileKey))).toBe(row!.verifyTokenHash);
  });

  it('never prints a negative balance, and leaves off a logo pdfkit cannot draw', async () => {
    const estate = await t.createEstate();
    // A WebP logo is a valid upload, but pdfkit draws PNG and JPEG only.
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4, 0x20),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(32, 1),
    ]);
    await t.storage.put('logos/webplogo0000000000000000.webp', webp);
    await t.db.update(estates).set({ logo: 'logos/webplogo0000000000000000.webp' }).where(eq(estates.id, estate.id));
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const due = await addDue(t, estate.id, { amountKobo: 100_000 });
    const payment = await seedPayment(t, {
      resident: null,
      estateId: estate.id,
      dueId: due.id,
      amountPaidKobo: 250_000,
    });
    const { fileKey } = await approveWithReceipt(t, payment.id, { id: admin.id, name: 'An Admin' });
    const pdf = (await t.storage.read(fileKey))!;
    expect(pictures(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('NGN 0.00');
    expect(text).not.toContain('-NGN');
  });
});

describe('approval through the admin route', () => {
  it('makes the receipt the payer opens and anyone holding it can verify', async () => {
    const estate = await t.createEstate({ name: 'Route Approval Estate' });
    const admin = await t.createUser({ estateId: estate.id, role: 'admin', firstName: 'Bola', lastName: 'Admin' });
    const payer = await t.createUser({ estateId: estate.id, firstName: 'Kemi', lastName: 'Payer' });
    const due = await addDue(t, estate.id, { title: 'Drainage levy', amountKobo: 3_000_000 });
    const payment = await seedPayment(t, {
      estateId: estate.id,
      dueId: due.id,
      resident: payer,
      amountPaidKobo: 1_000_000,
    });

    const approved = await (await signedInAs(t, admin)).post(`/api/admin/approve-payment/${payment.id}/`);
    expect(approved.status).toBe(200);
    const c = await signedInAs(t, payer);
    const info = await c.get(`/api/payments/${payment.id}/receipt/info/`);
    expect(info.body).toEqual({ has_receipt: true, receipt_url: `/api/payments/${payment.id}/receipt/view/` });
    const view = await c.get(info.body.receipt_url);
    expect(view.status).toBe(200);
    const text = (await pdfText(view.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Route Approval Estate');
    expect(text).toContain('Kemi Payer');
    expect(text).toContain('Drainage levy');
    expect(text).toContain('Bola Admin');
    expect(text).toContain('NGN 20,000.00'); // 30,000 owed less 10,000 paid

    const [row] = await t.db.select().from(receipts).where(eq(receipts.paymentId, payment.id));
    const token = await printedToken(t, row!.fileKey);
    const anyone = await t.client().primeCsrf();
    const verified = await anyone.post('/api/receipts/verify/', { number: row!.number, token });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ number: row!.number, estate: 'Route Approval Estate', amount_paid: 10000 });
  });
});

describe('receipt endpoints', () => {
  async function arrange() {
    const estate = await t.createEstate();
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const payer = await t.createUser({ estateId: estate.id });
    const due = await addDue(t, estate.id, { title: 'Gate levy', amountKobo: 2_000_000 });
    const approved = await seedPayment(t, {
      estateId: estate.id,
      dueId: due.id,
      resident: payer,
      payerName: 'Ngozi Eze',
      amountPaidKobo: 2_000_000,
    });
    const receipt = await approveWithReceipt(t, approved.id, { id: admin.id, name: 'Endpoint Admin' });
    const pending = await seedPayment(t, {
      estateId: estate.id,
      dueId: due.id,
      resident: payer,
      amountPaidKobo: 1_000,
    });
    return { estate, admin, payer, approved, pending, receipt };
  }

  it('serves the receipt to its payer and the estate admin, inline or as a download, privately', async () => {
    const { admin, payer, approved, pending, receipt } = await arrange();
    for (const who of [payer, admin]) {
      const c = await signedInAs(t, who);
      const info = await c.get(`/api/payments/${approved.id}/receipt/info/`);
      expect(info.status).toBe(200);
      expect(info.body).toEqual({ has_receipt: true, receipt_url: `/api/payments/${approved.id}/receipt/view/` });

      const view = await c.get(`/api/payments/${approved.id}/receipt/view/`);
      expect(view.status).toBe(200);
      expect(view.headers.get('content-type')).toBe('application/pdf');
      expect(view.headers.get('content-disposition')).toBe(`inline; filename="receipt-${approved.id}.pdf"`);
      expect(view.headers.get('x-content-type-options')).toBe('nosniff');
      expect(view.headers.get('cache-control')).toBe('private, no-store');
      expect(await pdfText(view.bytes)).toContain(receipt.number);

      const download = await c.get(`/api/payments/${approved.id}/receipt/download/`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${approved.id}.pdf"`);
      expect(download.bytes.equals(view.bytes)).toBe(true);

      // A payment not approved has no receipt: the info says so and the file is not found.
      expect((await c.get(`/api/payments/${pending.id}/receipt/info/`)).body).toEqual({
        has_receipt: false,
        receipt_url: null,
      });
      expect((await c.get(`/api/payments/${pending.id}/receipt/view/`)).status).toBe(404);
    }
  });

  it('is not found for anyone else: another resident, the guard, another estate and a missing payment', async () => {
    const { estate, approved } = await arrange();
    const otherEstate = await t.createEstate();
    const strangers = [
      await t.createUser({ estateId: estate.id }),
      await t.createUser({ estateId: estate.id, role: 'security' }),
      await t.createUser({ estateId: otherEstate.id, role: 'admin' }),
      await t.createUser({ estateId: otherEstate.id }),
    ];
    for (const who of strangers) {
      const c = await signedInAs(t, who);
      for (const action of ['info', 'view', 'download']) {
        const res = await c.get(`/api/payments/${approved.id}/receipt/${action}/`);
        expect(res.status, `${who.role} ${action}`).toBe(404);
        expect(res.text).not.toContain('%PDF');
      }
    }
    const admin = await signedInAs(t, await t.createUser({ estateId: estate.id, role: 'admin' }));
    expect((await admin.get('/api/payments/2147483647/receipt/info/')).status).toBe(404);
    expect((await t.client().get(`/api/payments/${approved.id}/receipt/view/`)).status).toBe(401);
  });
});

describe('POST /api/receipts/verify/', () => {
  async function issued(estateName: string) {
    const estate = await t.createEstate({ name: estateName });
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const due = await addDue(t, estate.id, { amountKobo: 750_000 });
    const payment = await seedPayment(t, {
      resident: null,
      estateId: estate.id,
      dueId: due.id,
      payerName: 'Secret Payer',
      amountPaidKobo: 750_000,
    });
    const approvedAt = new Date('2026-05-04T10:00:00Z');
    const receipt = await approveWithReceipt(t, payment.id, { id: admin.id, name: 'Verify Admin' }, approvedAt);
    return { receipt, token: await printedToken(t, receipt.fileKey), approvedAt };
  }

  it('confirms a real receipt with the token printed on it, naming no payer', async () => {
    const { receipt, token, approvedAt } = await issued('Verify Estate');
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/receipts/verify/', { number: receipt.number, token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      number: receipt.number,
      estate: 'Verify Estate',
      amount_paid: 7500,
      date: approvedAt.toISOString(),
      status: 'approved',
    });
    expect(res.text).not.toContain('Secret Payer');
  });

  it('refuses a wrong token and an unknown number with the same answer', async () => {
    const { receipt, token } = await issued('Wrong Token Estate');
    const c = await t.client().primeCsrf();
    const wrong = await c.post('/api/receipts/verify/', {
      number: receipt.number,
      token: `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`,
    });
    const other = await c.post('/api/receipts/verify/', { number: receipt.number, token: 'x'.repeat(43) });
    const unknown = await c.post('/api/receipts/verify/', { number: 'RCP-999999-20260101', token });
    for (const res of [wrong, other, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'We could not verify this receipt.' });
    }
    const missing = await c.post('/api/receipts/verify/', { number: receipt.number });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('token');
  });

  it('is rate limited per client address', async () => {
    const { receipt, token } = await issued('Busy Estate');
    const key = 'receipt-verify:ip:127.0.0.1';
    await seedRateLimit(t, key, 30);
    try {
      const c = await t.client().primeCsrf();
      const res = await c.post('/api/receipts/verify/', { number: receipt.number, token });
      expect(res.status).toBe(429);
      expect(res.body.retry_after).toBeGreaterThan(0);
      expect(res.headers.get('retry-after')).toBeTruthy();
    } finally {
      await reset(t.db, key);
    }
  });
});
