import { PAYMENT_MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { payments, receipts, subscriptions } from '../../db/schema';
import type { UserRow } from '../auth/session.queries';
import { addDue, evidenceForm, seedPayment, signedInAs, storedFileCount } from './payments.test-kit';

let t: TestApp;
let estateId: number;
let payer: UserRow;
let resident: HttpClient;
let admin: HttpClient;
let secondAdmin: HttpClient;
let otherAdmin: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
  payer = await t.createUser({ estateId, firstName: 'Tunde', lastName: 'Bello' });
  resident = await signedInAs(t, payer);
  admin = await signedInAs(t, await t.createUser({ estateId, role: 'admin', firstName: 'Ada', lastName: 'Eze' }));
  secondAdmin = await signedInAs(
    t,
    await t.createUser({ estateId, role: 'admin', firstName: 'Bola', lastName: 'Ade' }),
  );
  otherAdmin = await signedInAs(t, await t.createUser({ estateId: (await t.createEstate()).id, role: 'admin' }));
});
afterAll(() => t.close());

/** A pending payment submitted through the API, as the resident would. */
async function submitted(title = 'Estate levy', amount = 20000) {
  const due = await addDue(t, estateId, { title, amountKobo: 2_500_000 });
  const res = await resident.post('/api/payments/', evidenceForm(due.id, amount));
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const mailsTo = (email: string) => t.smtp.received.filter((m) => m.to.includes(email));
const rowOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('POST /api/admin/approve-payment/{id}/', () => {
  it('approves, makes the receipt, e-mails it to the payer and records the activity', async () => {
    const id = await submitted('Water levy', 20000);
    const res = await admin.post(`/api/admin/approve-payment/${id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      detail: PAYMENT_MSG.approved,
      payment: {
        id,
        status: 'approved',
        approved_by_name: 'Ada Eze',
        has_receipt: true,
        receipt_url: `/api/payments/${id}/receipt/view/`,
      },
    });
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.paymentId, id));
    expect(receipt!.number).toMatch(new RegExp(`^RCP-${id}-\\d{8}$`));
    expect(await rowOf(id)).toMatchObject({ status: 'approved', decidedByName: 'Ada Eze' });

    const mail = await t.smtp.waitFor(payer.email);
    expect(mail.subject).toBe('Your payment was approved');
    expect(mail.text).toContain('₦20,000');
    expect(mail.text).toContain('"Water levy"');
    expect(mail.text).toContain(receipt!.number);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `receipt-${id}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.attachments[0]!.content.equals((await t.storage.read(receipt!.fileKey))!)).toBe(true);

    expect(await feedTexts(t, estateId)).toContain(
      'Ada Eze approved Tunde Bello\'s payment of ₦20,000 for "Water levy"',
    );
    // The resident sees who approved it and the receipt.
    const mine = await resident.get('/api/payments/?search=Water');
    expect(mine.body.results[0]).toMatchObject({
      id,
      status: 'approved',
      approved_by_name: 'Ada Eze',
      has_receipt: true,
    });
  });

  it('a second decision is a 409 and changes nothing', async () => {
    const id = await submitted();
    expect((await admin.post(`/api/admin/approve-payment/${id}/`)).status).toBe(200);
    const before = await rowOf(id);
    for (const path of [`/api/admin/approve-payment/${id}/`, `/api/admin/reject-payment/${id}/`]) {
      const res = await secondAdmin.post(path);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: PAYMENT_MSG.alreadyDecided });
    }
    expect(await rowOf(id)).toEqual(before);
    expect(await t.db.select().from(receipts).where(eq(receipts.paymentId, id))).toHaveLength(1);
  });

  it('two admins approving at the same moment: one 200, one 409, one receipt, one e-mail', async () => {
    const before = mailsTo(payer.email).length;
    const receiptFiles = await storedFileCount(t, 'receipts');
    const id = await submitted('Generator diesel');
    const answers = await Promise.all([
      admin.post(`/api/admin/approve-payment/${id}/`),
      secondAdmin.post(`/api/admin/approve-payment/${id}/`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(receipts).where(eq(receipts.paymentId, id))).toHaveLength(1);
    expect(await storedFileCount(t, 'receipts')).toBe(receiptFiles + 1);
    await t.smtp.waitFor(payer.email, before + 1);
    await t.jobs.runDue();
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(payer.email).filter((m) => m.text.includes('"Generator diesel"'))).toHaveLength(1);
  });

  it('another estate’s payment, or none, is not found; a lapsed admin is refused', async () => {
    const id = await submitted();
    expect((await otherAdmin.post(`/api/admin/approve-payment/${id}/`)).status).toBe(404);
    expect((await otherAdmin.post(`/api/admin/reject-payment/${id}/`)).status).toBe(404);
    expect((await admin.post('/api/admin/approve-payment/2000000000/')).status).toBe(404);
    expect((await admin.post('/api/admin/approve-payment/0/')).status).toBe(400);

    const lapsed = await t.createUser({ estateId, role: 'admin' });
    await t.db
      .update(subscriptions)
      .set({ nextBillingDate: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(subscriptions.userId, lapsed.id));
    const res = await (await signedInAs(t, lapsed)).post(`/api/admin/approve-payment/${id}/`);
    expect(res.status).toBe(403);
    expect(res.body.subscription_active).toBe(false);
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('the payer and the staff cannot decide', async () => {
    const id = await submitted();
    const guard = await signedInAs(t, await t.createUser({ estateId, role: 'security' }));
    for (const c of [resident, guard]) {
      expect((await c.post(`/api/admin/approve-payment/${id}/`)).status).toBe(403);
      expect((await c.post(`/api/admin/reject-payment/${id}/`, { reason: 'x' })).status).toBe(403);
    }
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('a payer whose account is gone gets no e-mail, and the approval still stands', async () => {
    const due = await addDue(t, estateId);
    const gone = await seedPayment(t, { estateId, dueId: due.id, resident: null, payerName: 'Old Tenant' });
    const queued = t.smtp.received.length;
    const res = await admin.post(`/api/admin/approve-payment/${gone.id}/`);
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ resident_name: 'Old Tenant', has_receipt: true });
    await t.jobs.runDue();
    expect(t.smtp.received.length).toBe(queued);
  });
});

describe('POST /api/admin/reject-payment/{id}/', () => {
  it('stores the reason the resident then sees, e-mails it and records the activity', async () => {
    const id = await submitted('Refuse collection', 5000);
    const before = mailsTo(payer.email).length;
    const res = await admin.post(`/api/admin/reject-payment/${id}/`, { reason: 'The transfer is not in our account.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      detail: PAYMENT_MSG.rejected,
      payment: {
        id,
        status: 'rejected',
        rejection_reason: 'The transfer is not in our account.',
        approved_by_name: null,
        has_receipt: false,
        receipt_url: null,
      },
    });
    expect(await rowOf(id)).toMatchObject({ decidedByName: 'Ada Eze' });
    const mail = await t.smtp.waitFor(payer.email, before + 1);
    expect(mail.subject).toBe('Your payment was rejected');
    expect(mail.text).toContain('The reason given: The transfer is not in our account.');
    expect(mail.attachments).toHaveLength(0);
    expect(await feedTexts(t, estateId)).toContain(
      'Ada Eze rejected Tunde Bello\'s payment of ₦5,000 for "Refuse collection": The transfer is not in our account.',
    );
    const mine = await resident.get('/api/payments/?search=Refuse');
    expect(mine.body.results[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The transfer is not in our account.',
    });
  });

  it('without a body or a reason says none was given', async () => {
    // As the web app sends a call without payload: a JSON content type and an empty body.
    const emptyJson = (path: string) => admin.request('POST', path, '', { 'content-type': 'application/json' });
    for (const body of [undefined, '', {}, { reason: '   ' }]) {
      const id = await submitted('Gate repairs');
      const before = mailsTo(payer.email).length;
      const path = `/api/admin/reject-payment/${id}/`;
      const res = body === '' ? await emptyJson(path) : await admin.post(path, body);
      expect(res.status).toBe(200);
      expect(res.body.payment.rejection_reason).toBe('');
      const mail = await t.smtp.waitFor(payer.email, before + 1);
      expect(mail.text).toContain('No reason was given.');
    }
  });

  it('refuses a reason that is too long', async () => {
    const id = await submitted();
    const res = await admin.post(`/api/admin/reject-payment/${id}/`, { reason: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['reason']);
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('a rejected due can be paid again, and the new payment decided', async () => {
    const due = await addDue(t, estateId, { title: 'Road levy' });
    const first = await resident.post('/api/payments/', evidenceForm(due.id, 100));
    expect((await admin.post(`/api/admin/reject-payment/${first.body.id}/`)).status).toBe(200);
    const second = await resident.post('/api/payments/', evidenceForm(due.id, 100));
    expect(second.status).toBe(201);
    expect((await admin.post(`/api/admin/approve-payment/${second.body.id}/`)).status).toBe(200);
  });
});
