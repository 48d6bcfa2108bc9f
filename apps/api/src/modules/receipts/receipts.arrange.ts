import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { TestApp } from '../../../test/test-app';
import { payments } from '../../db/schema';
import { issueReceipt } from './receipts.service';

// Test-only helpers shared by the receipt and report tests and the permission matrix (never imported by the app).

/** Approves a pending payment and issues its receipt in one transaction, as the approve route does. */
export async function approveWithReceipt(
  t: TestApp,
  paymentId: number,
  approver: { id: number; name: string },
  approvedAt = t.clock.now(),
) {
  return t.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'approved', decidedBy: approver.id, decidedByName: approver.name, decidedAt: approvedAt })
      .where(eq(payments.id, paymentId));
    return issueReceipt(tx, t.deps, { paymentId, approvedAt, approverName: approver.name });
  });
}

/** The text of a stored PDF. */
export async function storedPdfText(t: TestApp, key: string) {
  return (await new PDFParse({ data: (await t.storage.read(key))! }).getText()).text;
}

/** The verification token printed on a stored receipt (the fragment of its address). */
export async function printedToken(t: TestApp, fileKey: string) {
  return (await storedPdfText(t, fileKey)).replace(/\s/g, '').match(/#([A-Za-z0-9_-]{43})/)![1]!;
}
