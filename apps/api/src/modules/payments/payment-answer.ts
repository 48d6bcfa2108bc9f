import { type Payment, toNaira } from '@estatehub/shared';
import type { PaymentRow } from './payments.queries';

/** The private addresses of a payment's files: served only to the payer and the estate's admins. */
export const evidenceUrl = (id: number) => `/api/payments/${id}/evidence/`;
export const receiptViewUrl = (id: number) => `/api/payments/${id}/receipt/view/`;

/** A payment as every screen reads it: naira numbers, private file addresses, who decided. */
export function toPayment(row: PaymentRow): Payment {
  const hasReceipt = row.receiptKey !== null;
  return {
    id: row.id,
    due: row.dueId,
    due_title: row.dueTitle,
    due_amount: toNaira(row.dueAmountKobo),
    amount_paid: toNaira(row.amountPaidKobo),
    resident_name: row.payerName,
    payment_date: row.createdAt.toISOString(),
    status: row.status,
    rejection_reason: row.rejectionReason,
    payment_evidence: evidenceUrl(row.id),
    evidence_type: row.evidenceMime,
    approved_by_name: row.status === 'approved' ? row.decidedByName : null,
    has_receipt: hasReceipt,
    receipt_url: hasReceipt ? receiptViewUrl(row.id) : null,
  };
}
