import { RECEIPT_MSG, type ReceiptVerification, type ReceiptVerifyBody, toNaira } from '@estatehub/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { newFileKey } from '../../lib/file-storage';
import { IMAGE_KINDS, sniffFileKind } from '../../lib/file-type';
import { notFound } from '../../lib/http-errors';
import { qrPng } from '../../lib/qr';
import { randomToken, safeEqual, sha256 } from '../../lib/random';
import { consume } from '../../lib/rate-limit';
import type { EstateActor } from '../../plugins/access';
import { receiptViewUrl } from '../payments/payment-answer';
import { receiptPdf } from './receipt-pdf';
import {
  approvedTotalFor,
  insertReceipt,
  paymentForReceipt,
  receiptByNumber,
  receiptOfPayment,
} from './receipts.queries';

/** pdfkit draws these two image types only; a logo of another type is left off the receipt. */
const DRAWABLE = IMAGE_KINDS.filter((k) => k.mime === 'image/png' || k.mime === 'image/jpeg');

const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
/** `RCP-{payment id}-{YYYYMMDD}`, the day of approval in Africa/Lagos. */
export const receiptNumber = (paymentId: number, approvedAt: Date) =>
  `RCP-${paymentId}-${lagosDay.format(approvedAt).replaceAll('-', '')}`;

/** The public address printed (and QR-coded) on a receipt. The token rides in the fragment, so it never reaches a server log. */
export const verifyUrl = (publicUrl: string, number: string, token: string) =>
  `${publicUrl}/receipts/verify/${encodeURIComponent(number)}#${token}`;

async function drawableLogo(deps: AppDeps, key: string | null) {
  if (!key) return null;
  const data = await deps.storage.read(key);
  return data && (await sniffFileKind(data, DRAWABLE)) ? data : null;
}

/**
 * Makes the receipt of a payment the caller has just approved, inside the caller's
 * transaction `tx` (so the row commits, or not, with the approval): renders the PDF, stores
 * it, records it with the hash of a fresh verification token.
 */
export async function issueReceipt(
  tx: Db,
  deps: AppDeps,
  input: { paymentId: number; approvedAt: Date; approverName: string },
): Promise<{ number: string; fileKey: string }> {
  const p = await paymentForReceipt(tx, input.paymentId);
  if (p?.status !== 'approved') throw new Error(`Payment ${input.paymentId} is not approved: no receipt.`);
  const paid = await approvedTotalFor(tx, p);
  const number = receiptNumber(p.id, input.approvedAt);
  const token = randomToken();
  const url = verifyUrl(deps.config.PUBLIC_URL, number, token);
  const pdf = await receiptPdf({
    number,
    estate: { name: p.estateName, address: p.estateAddress, logo: await drawableLogo(deps, p.estateLogo) },
    payerName: p.payerName,
    payerAddress: p.payerAddress ?? '',
    dueTitle: p.dueTitle,
    dueDescription: p.dueDescription,
    dueAmountKobo: p.dueAmountKobo,
    amountPaidKobo: p.amountPaidKobo,
    balanceKobo: Math.max(0, p.dueAmountKobo - paid),
    approverName: input.approverName,
    approvedAt: input.approvedAt,
    verifyUrl: url,
    qrPng: await qrPng(url),
  });
  // Stored before the row: a rolled-back approval leaves an unreferenced file, never a row without its file.
  const fileKey = newFileKey('receipts', 'pdf');
  await deps.storage.put(fileKey, pdf);
  await insertReceipt(tx, { paymentId: p.id, number, fileKey, verifyTokenHash: sha256(token) });
  return { number, fileKey };
}

/**
 * A payment's receipt as its payer or one of its estate's admins may see it; to anyone else
 * the payment does not exist (404).
 */
async function visibleReceipt(deps: AppDeps, actor: EstateActor, paymentId: number) {
  const row = await receiptOfPayment(deps.db, paymentId);
  const allowed =
    row !== undefined &&
    row.estateId === actor.estateId &&
    (actor.role === 'admin' || (row.residentId !== null && row.residentId === actor.id));
  if (!allowed) throw notFound();
  return row;
}

export async function receiptInfo(deps: AppDeps, actor: EstateActor, paymentId: number) {
  const row = await visibleReceipt(deps, actor, paymentId);
  return row.number === null
    ? { has_receipt: false, receipt_url: null }
    : { has_receipt: true, receipt_url: receiptViewUrl(paymentId) };
}

/** The stored receipt PDF, or 404 when there is none (yet) or it is not the caller's. */
export async function receiptFile(deps: AppDeps, actor: EstateActor, paymentId: number): Promise<Buffer> {
  const row = await visibleReceipt(deps, actor, paymentId);
  const pdf = row.fileKey ? await deps.storage.read(row.fileKey) : null;
  if (!pdf) throw notFound();
  return pdf;
}

/** Per client address: enough for anyone checking receipts by hand, too few to guess tokens. */
export const VERIFY_LIMIT = { max: 30, windowSeconds: 3600 };

/**
 * The public check of a receipt: what it says (never who paid), only for the token printed on
 * it. An unknown number and a wrong token answer the same 404.
 */
export async function verifyReceipt(deps: AppDeps, body: ReceiptVerifyBody, ip: string): Promise<ReceiptVerification> {
  await consume(deps.db, deps.clock, { key: `receipt-verify:ip:${ip}`, ...VERIFY_LIMIT });
  const row = await receiptByNumber(deps.db, body.number);
  // Hash the token even for an unknown number, so the answer takes as long either way.
  const hash = sha256(body.token);
  if (!row || !safeEqual(hash, row.verifyTokenHash)) throw notFound(RECEIPT_MSG.notVerified);
  return {
    number: row.number,
    estate: row.estateName,
    amount_paid: toNaira(row.amountPaidKobo),
    date: (row.decidedAt ?? row.createdAt).toISOString(),
    status: row.status,
  };
}
