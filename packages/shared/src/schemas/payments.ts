import { z } from 'zod';
import { PAYMENT_STATUSES } from './dues';
import { idField, optionalText, paged, pageQuery, searchParam, text } from './fields';
import { nairaAmount } from './money';

/** Messages of the pay-dues and payment records screens, and the server's own. */
export const PAYMENT_MSG = {
  uploaded: 'Payment evidence uploaded successfully! Admin will verify shortly.',
  chooseDue: 'Select a due to pay.',
  evidenceRequired: 'Attach the payment evidence.',
  evidenceType: 'Upload an image or a PDF.',
  evidenceSize: 'The file must be 10 MB or smaller.',
  alreadyPaid: 'This due is already paid.',
  alreadyPending: 'You already have a payment for this due awaiting review.',
  alreadyDecided: 'This payment has already been decided.',
  approved: 'Payment approved.',
  rejected: 'Payment rejected.',
  noUnpaidDues: 'No unpaid dues at this time.',
  noPayments: 'No payments submitted yet',
  noPaymentsMatch: 'No payments match your search',
  adminNoPayments: 'No payments found',
  adminNoPaymentsMatch: 'No payments match your current filters',
} as const;

/** Evidence: an image or a PDF of at most 10 MB, its type read from the bytes. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

/** The multipart fields of POST /api/payments/ besides the file (`payment_evidence`). */
export const paymentFields = z.object({
  due: idField('Select a due to pay.'),
  amount_paid: nairaAmount(),
});

export const payment = z.object({
  id: z.number().int(),
  due: z.number().int(),
  due_title: z.string(),
  /** Naira: what the due asks and what this payment paid. */
  due_amount: z.number(),
  amount_paid: z.number(),
  resident_name: z.string(),
  payment_date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  rejection_reason: z.string(),
  /** The private evidence address (served only to the payer and the estate's admins). */
  payment_evidence: z.string(),
  /** The type read from the evidence's bytes, e.g. image/png or application/pdf. */
  evidence_type: z.string(),
  approved_by_name: z.string().nullable(),
  has_receipt: z.boolean(),
  receipt_url: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

export const PAYMENT_PAGE_SIZES = [5, 10, 25, 50] as const;
export const RESIDENT_PAYMENTS_PAGE_SIZE = 5;

export const PAYMENT_STATUS_FILTERS = ['all', ...PAYMENT_STATUSES] as const;
/** The list's filters (also the report's): search by resident name or due title, status, month. */
export const paymentFilters = z.object({
  search: searchParam(),
  status: z.enum(PAYMENT_STATUS_FILTERS).default('all'),
  /** YYYY-MM in Africa/Lagos. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.')
    .optional(),
});
export const paymentsQuery = pageQuery(10, 50).merge(paymentFilters);
export type PaymentsQuery = z.input<typeof paymentsQuery>;

export const paymentCounts = z.object({
  total: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
});
/** A page, the counters over the filtered set, and the months (YYYY-MM, newest first) that have payments. */
export const paymentsPage = paged(payment).extend({ counts: paymentCounts, months: z.array(z.string()) });
export type PaymentsPage = z.infer<typeof paymentsPage>;

export const rejectPaymentBody = z
  .object({ reason: optionalText(500, { multiline: true }) })
  .nullish()
  .transform((v) => v ?? { reason: '' });

/** The answer to approve and reject: the message and the decided payment. */
export const paymentDecision = z.object({ detail: z.string(), payment });
export type PaymentDecision = z.infer<typeof paymentDecision>;

export const receiptInfo = z.object({ has_receipt: z.boolean(), receipt_url: z.string().nullable() });

/** What the public verification address shows: nothing that names the payer. */
export const receiptVerification = z.object({
  number: z.string(),
  estate: z.string(),
  amount_paid: z.number(),
  date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});
export type ReceiptVerification = z.infer<typeof receiptVerification>;

/** POST /api/receipts/verify/: the number and the token from the receipt's address (the token is its fragment). */
export const receiptVerifyBody = z.object({ number: text(40), token: text(100) });
export type ReceiptVerifyBody = z.infer<typeof receiptVerifyBody>;
/** One answer for an unknown number and a wrong token alike, so numbers cannot be probed. */
export const RECEIPT_MSG = { notVerified: 'We could not verify this receipt.' } as const;
