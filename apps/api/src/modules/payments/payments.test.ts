import { MONEY_MSG, MSG, PAYMENT_MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { JPEG_BYTES, PNG_BYTES, seedRateLimit } from '../../../test/fixtures';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { payments } from '../../db/schema';
import { reset } from '../../lib/rate-limit';
import type { UserRow } from '../auth/session.queries';
import { addDue, evidenceForm, seedPayment, signedInAs, storedFileCount } from './payments.test-kit';

let t: TestApp;
let estateId: number;
let payer: UserRow;
let resident: HttpClient;
let neighbour: HttpClient;
let admin: HttpClient;
let guard: HttpClient;
let otherAdmin: HttpClient;

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
  payer = await t.createUser({ estateId, firstName: 'Amaka', lastName: 'Obi' });
  resident = await signedInAs(t, payer);
  neighbour = await signedInAs(t, await t.createUser({ estateId }));
  admin = await signedInAs(t, await t.createUser({ estateId, role: 'admin' }));
  guard = await signedInAs(t, await t.createUser({ estateId, role: 'security' }));
  otherAdmin = await signedInAs(t, await t.createUser({ estateId: (await t.createEstate()).id, role: 'admin' }));
});
afterAll(() => t.close());
// The resident here submits more than an hour's allowance over the whole file; each test starts afresh.
beforeEach(() => reset(t.db, `payments:submit:${payer.id}`));

const rowCount = async () => (await t.db.select().from(payments).where(eq(payments.estateId, estateId))).length;

describe('POST /api/payments/', () => {
  it('stores the evidence and answers the pending payment, with an activity entry', async () => {
    const due = await addDue(t, estateId, { title: 'Security levy', amountKobo: 1_500_050 });
    const before = await storedFileCount(t, 'evidence');
    const res = await resident.post('/api/payments/', evidenceForm(due.id, '15000.50'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      due: due.id,
      due_title: 'Security levy',
      due_amount: 15000.5,
      amount_paid: 15000.5,
      resident_name: 'Amaka Obi',
      status: 'pending',
      rejection_reason: '',
      payment_evidence: `/api/payments/${res.body.id}/evidence/`,
      evidence_type: 'image/png',
      approved_by_name: null,
      has_receipt: false,
      receipt_url: null,
    });
    expect(new Date(res.body.payment_date).toISOString()).toBe(res.body.payment_date);
    expect(await storedFileCount(t, 'evidence')).toBe(before + 1);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, res.body.id));
    expect(row).toMatchObject({ amountPaidKobo: 1_500_050, residentId: payer.id, payerName: 'Amaka Obi' });
    // The feed shows whole naira (the spec's currency format has no decimals).
    expect(await feedTexts(t, estateId)).toContain('Amaka Obi submitted a payment of ₦15,000.50 for "Security levy"');
  });

  it('accepts a PDF and a JPEG, typed from their bytes', async () => {
    const pdf = await resident.post(
      '/api/payments/',
      evidenceForm((await addDue(t, estateId)).id, 100, [PDF_BYTES, 'x.png', 'image/png']),
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body.evidence_type).toBe('application/pdf');
    const jpeg = await resident.post(
      '/api/payments/',
      evidenceForm((await addDue(t, estateId)).id, 0, [JPEG_BYTES, 'x.pdf', 'application/pdf']),
    );
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.evidence_type).toBe('image/jpeg');
  });

  it('names every missing field at once', async () => {
    const res = await resident.post('/api/payments/', evidenceForm('', '', null));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      due: [PAYMENT_MSG.chooseDue],
      amount_paid: [MSG.required],
      payment_evidence: [PAYMENT_MSG.evidenceRequired],
    });
  });

  it('refuses a bad amount with the money rule’s words', async () => {
    const due = (await addDue(t, estateId)).id;
    for (const [amount, message] of [
      ['-1', MONEY_MSG.amount],
      ['abc', MONEY_MSG.amount],
      ['10.555', MONEY_MSG.amountDecimals],
      ['1000000001', MONEY_MSG.amountTooLarge],
    ] as const) {
      const res = await resident.post('/api/payments/', evidenceForm(due, amount));
      expect({ amount, status: res.status, body: res.body }).toEqual({
        amount,
        status: 400,
        body: { amount_paid: [message] },
      });
    }
  });

  it('pays only a live due of the payer’s own estate', async () => {
    const archived = await addDue(t, estateId, { archivedAt: new Date() });
    const elsewhere = await addDue(t, (await t.createEstate()).id);
    const before = await storedFileCount(t, 'evidence');
    for (const due of [archived.id, elsewhere.id, 2_000_000_000]) {
      const res = await resident.post('/api/payments/', evidenceForm(due, 10));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ due: [PAYMENT_MSG.chooseDue] });
    }
    expect(await storedFileCount(t, 'evidence')).toBe(before);
  });

  it('refuses a second payment while one is pending or once one is approved; a rejected one may be paid again', async () => {
    const due = await addDue(t, estateId);
    expect((await resident.post('/api/payments/', evidenceForm(due.id, 10))).status).toBe(201);
    const pending = await resident.post('/api/payments/', evidenceForm(due.id, 10));
    expect(pending.status).toBe(400);
    expect(pending.body).toEqual({ due: [PAYMENT_MSG.alreadyPending] });

    await t.db.update(payments).set({ status: 'rejected' }).where(eq(payments.dueId, due.id));
    expect((await resident.post('/api/payments/', evidenceForm(due.id, 10))).status).toBe(201);

    await t.db.update(payments).set({ status: 'approved' }).where(eq(payments.dueId, due.id));
    const paid = await resident.post('/api/payments/', evidenceForm(due.id, 10));
    expect(paid.status).toBe(400);
    expect(paid.body).toEqual({ due: [PAYMENT_MSG.alreadyPaid] });
    // Another resident's payments are theirs: the neighbour still owes this due.
    expect((await neighbour.post('/api/payments/', evidenceForm(due.id, 10))).status).toBe(201);
  });

  it('two submissions for one due at the same moment make one pending payment', async () => {
    const due = await addDue(t, estateId);
    const [a, b] = await Promise.all([
      resident.post('/api/payments/', evidenceForm(due.id, 10)),
      resident.post('/api/payments/', evidenceForm(due.id, 10)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect(await t.db.select().from(payments).where(eq(payments.dueId, due.id))).toHaveLength(1);
  });

  it('only residents pay: admins and guards are refused before anything is read', async () => {
    const due = (await addDue(t, estateId)).id;
    for (const c of [admin, guard]) {
      const res = await c.post('/api/payments/', evidenceForm(due, 10));
      expect(res.status).toBe(403);
    }
    expect(await t.db.select().from(payments).where(eq(payments.dueId, due))).toHaveLength(0);
  });

  it('is rate limited per resident', async () => {
    const due = (await addDue(t, estateId)).id;
    const someone = await t.createUser({ estateId });
    const c = await signedInAs(t, someone);
    await seedRateLimit(t, `payments:submit:${someone.id}`, 20);
    const res = await c.post('/api/payments/', evidenceForm(due, 10));
    expect(res.status).toBe(429);
    expect(res.body.retry_after).toBeGreaterThan(0);
    expect(res.headers.get('retry-after')).toBe(String(res.body.retry_after));
    // The other residents are not held up by it.
    expect((await resident.post('/api/payments/', evidenceForm(due, 10))).status).toBe(201);
  });

  it('bytes that only resemble markup do not refuse a real image', async () => {
    const due = (await addDue(t, estateId)).id;
    const lookalike = Buffer.concat([PNG_BYTES, Buffer.from('<svgz <htmlx xhtml javascript <scripted')]);
    const res = await resident.post('/api/payments/', evidenceForm(due, 10, [lookalike, 'a.png', 'image/png']));
    expect(res.status).toBe(201);
  });

  it('random field values are answered, never with a 5xx', async () => {
    const due = String((await addDue(t, estateId)).id);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constant(due)),
        fc.oneof(fc.string(), fc.double()),
        async (d, amount) => {
          await reset(t.db, `payments:submit:${payer.id}`);
          const res = await resident.post('/api/payments/', evidenceForm(d, String(amount)));
          return res.status < 500;
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('hostile uploads are refused and nothing is stored', () => {
  const png = PNG_BYTES;
  const cases: [string, Buffer, string, string][] = [
    ['HTML renamed .png', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script>'), 'a.png', 'image/png'],
    [
      'SVG with script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['PNG/HTML polyglot', Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')]), 'a.png', 'image/png'],
    [
      'PNG with an upper-case SVG tag',
      Buffer.concat([png, Buffer.from('<SVG onload=alert(1)>')]),
      'a.png',
      'image/png',
    ],
    [
      'PDF with a javascript: link',
      Buffer.concat([PDF_BYTES, Buffer.from('/URI (JavaScript:alert(1))')]),
      'a.pdf',
      'application/pdf',
    ],
    ['plain text', Buffer.from('just words'), 'a.png', 'image/png'],
  ];

  it.each(cases)('%s: 400 with the type message', async (_name, bytes, filename, type) => {
    const due = (await addDue(t, estateId)).id;
    const [rows, files] = [await rowCount(), await storedFileCount(t, 'evidence')];
    const res = await resident.post('/api/payments/', evidenceForm(due, 10, [bytes, filename, type]));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ payment_evidence: [PAYMENT_MSG.evidenceType] });
    expect([await rowCount(), await storedFileCount(t, 'evidence')]).toEqual([rows, files]);
  });

  it('11 MB: refused with the size message', async () => {
    const due = (await addDue(t, estateId)).id;
    const [rows, files] = [await rowCount(), await storedFileCount(t, 'evidence')];
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await resident.post('/api/payments/', evidenceForm(due, 10, [big, 'big.png', 'image/png']));
    expect([400, 413]).toContain(res.status);
    expect(res.body).toEqual({ payment_evidence: [PAYMENT_MSG.evidenceSize] });
    expect([await rowCount(), await storedFileCount(t, 'evidence')]).toEqual([rows, files]);
  });

  it('an empty file and no file: the evidence is required', async () => {
    const due = (await addDue(t, estateId)).id;
    const [rows, files] = [await rowCount(), await storedFileCount(t, 'evidence')];
    for (const file of [[Buffer.alloc(0), 'empty.png', 'image/png'] as [Buffer, string, string], null]) {
      const res = await resident.post('/api/payments/', evidenceForm(due, 10, file));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ payment_evidence: [PAYMENT_MSG.evidenceRequired] });
    }
    expect([await rowCount(), await storedFileCount(t, 'evidence')]).toEqual([rows, files]);
  });

  it('a file under another field name is refused', async () => {
    const due = (await addDue(t, estateId)).id;
    const body = evidenceForm(due, 10, null);
    body.append('logo', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'a.png');
    const res = await resident.post('/api/payments/', body);
    expect(res.status).toBe(400);
  });
});

describe('GET /api/payments/{id}/evidence/', () => {
  let id: number;
  beforeAll(async () => {
    const due = await addDue(t, estateId);
    id = (await seedPayment(t, { estateId, dueId: due.id, resident: payer })).id;
  });

  it('serves the file to its payer and the estate’s admins, privately, typed from the bytes', async () => {
    for (const c of [resident, admin]) {
      const res = await c.get(`/api/payments/${id}/evidence/`);
      expect(res.status).toBe(200);
      expect(res.bytes.equals(PNG_BYTES)).toBe(true);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="evidence-${id}.png"`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('is not found for anyone else, and needs a sign-in', async () => {
    for (const c of [neighbour, guard, otherAdmin])
      expect((await c.get(`/api/payments/${id}/evidence/`)).status).toBe(404);
    expect((await (await t.client().primeCsrf()).get(`/api/payments/${id}/evidence/`)).status).toBe(401);
    expect((await admin.get('/api/payments/2000000000/evidence/')).status).toBe(404);
    expect((await admin.get('/api/payments/abc/evidence/')).status).toBe(400);
  });

  it('a payment whose payer left stays readable to the admins only', async () => {
    const due = await addDue(t, estateId);
    const gone = await seedPayment(t, { estateId, dueId: due.id, resident: null });
    expect((await admin.get(`/api/payments/${gone.id}/evidence/`)).status).toBe(200);
    expect((await resident.get(`/api/payments/${gone.id}/evidence/`)).status).toBe(404);
  });
});
