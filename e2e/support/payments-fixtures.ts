import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { expect } from '@playwright/test';
import { DEMO } from './app';
import {
  Api,
  demoEstateId,
  findResident,
  type NewResident,
  pngImage,
  registerResident,
  verifyResident,
} from './estates-fixtures';

// Helpers for the issue-8 browser tests of the admin's payment records and the whole dues flow.

const lagosDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day `days` from today in Africa/Lagos (the server's "today"), as YYYY-MM-DD. */
export const lagosDay = (days = 0) => lagosDayFormat.format(new Date(Date.now() + days * 86_400_000));

/** This Lagos month as the month filter names it, e.g. "November 2026". */
export const lagosMonthLabel = () =>
  new Date().toLocaleDateString('en-NG', { month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

/** Runs `work` with the demo admin signed in through the API. */
export async function asDemoAdmin<T>(work: (admin: Api) => Promise<T>): Promise<T> {
  return asUser(DEMO.admin, work);
}

/** Runs `work` with an account signed in through the API (a context of its own, closed after). */
export async function asUser<T>(email: string, work: (api: Api) => Promise<T>, password?: string): Promise<T> {
  const api = await Api.open();
  try {
    await api.signIn(email, password);
    return await work(api);
  } finally {
    await api.close();
  }
}

/**
 * A resident who has just joined the demo estate: registered, verified and approved (password
 * RESIDENT_PASSWORD). Tests that change an account, or read its mail, use one of these so the demo
 * people other tests rely on stay as they are.
 */
export async function joinDemoEstate(person: NewResident): Promise<void> {
  await asUser(DEMO.admin, async (admin) => {
    const api = await Api.open();
    try {
      await registerResident(api, await demoEstateId(api), person);
      await verifyResident(api, person.email);
    } finally {
      await api.close();
    }
    const row = await findResident(admin, person.email);
    const approved = await admin.send('POST', `/api/admin/approve-resident/${row!.id}/`);
    expect(approved.status, approved.text).toBe(200);
  });
}

export type DueRow = { id: number; title: string };
export type PaymentRow = {
  id: number;
  due_title: string;
  resident_name: string;
  status: 'pending' | 'approved' | 'rejected';
  rejection_reason: string;
  has_receipt: boolean;
};

/** POST /api/dues/ : a due `days` from today. */
export async function createDue(admin: Api, title: string, amount: number, days = 14): Promise<DueRow> {
  const made = await admin.send('POST', '/api/dues/', { title, amount, due_date: lagosDay(days), description: '' });
  expect(made.status, made.text).toBe(201);
  return made.body as DueRow;
}

/** Deletes (archives, when paid) every due whose title holds `search`. */
export async function deleteDuesMatching(admin: Api, search: string): Promise<void> {
  const list = await admin.get<{ results: DueRow[] }>('/api/dues/', { search, page_size: 100 });
  for (const due of list.results) {
    const answer = await admin.send('DELETE', `/api/dues/${due.id}/`);
    expect(answer.status, answer.text).toBe(204);
  }
}

/** Evidence files the server accepts: a small PNG (bank-app screenshot stand-in) and a one-page PDF. */
export const EVIDENCE_PNG = pngImage(160, [6, 95, 70], [236, 253, 245]);
export const EVIDENCE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);

/**
 * The evidence PNG with a comment chunk of `bytes` random letters: the same small picture, but a
 * file big enough for a throttled upload to show its progress (letters only, so no markup).
 */
export function bulkyPng(bytes: number): Buffer {
  const letters = Buffer.from(crypto.randomBytes(bytes).map((b) => 65 + (b % 26)));
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), letters]);
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  const iend = EVIDENCE_PNG.length - 12; // the IEND chunk closes the file
  return Buffer.concat([EVIDENCE_PNG.subarray(0, iend), length, body, crc, EVIDENCE_PNG.subarray(iend)]);
}

export type EvidenceFile = { name: string; mimeType: string; buffer: Buffer };
export const pngEvidence: EvidenceFile = { name: 'transfer.png', mimeType: 'image/png', buffer: EVIDENCE_PNG };
export const pdfEvidence: EvidenceFile = { name: 'transfer.pdf', mimeType: 'application/pdf', buffer: EVIDENCE_PDF };

/** POST /api/payments/ as the web app sends it (multipart, with the CSRF header). */
export async function uploadEvidence(api: Api, dueId: number, amount: number, file = pngEvidence): Promise<void> {
  const answer = await api.http.post('/api/payments/', {
    headers: { 'X-CSRFToken': await api.csrf() },
    multipart: { due: String(dueId), amount_paid: String(amount), payment_evidence: file },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The payments a search finds, as the caller may see them (newest first). */
export async function paymentsMatching(api: Api, search: string): Promise<PaymentRow[]> {
  return (await api.get<{ results: PaymentRow[] }>('/api/payments/', { search, page_size: 50 })).results;
}
