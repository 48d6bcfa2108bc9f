import {
  EVIDENCE_MAX_BYTES,
  PAYMENT_MSG,
  type PaymentDecision,
  type PaymentsPage,
  paymentFields,
  type paymentsQuery,
  toKobo,
} from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { newFileKey } from '../../lib/file-storage';
import { EVIDENCE_KINDS } from '../../lib/file-type';
import { conflict, type FieldErrors, fieldErrors, forbidden, notFound } from '../../lib/http-errors';
import { personName } from '../../lib/person-name';
import { consume } from '../../lib/rate-limit';
import { issuesToFieldErrors } from '../../lib/validation';
import type { Actor, EstateActor } from '../../plugins/access';
import type { FileRule, FormInput } from '../../plugins/uploads';
import { issueReceipt } from '../receipts/receipts.service';
import { toPayment } from './payment-answer';
import {
  type Decision,
  decidePendingPayment,
  findPaymentRow,
  insertPayment,
  latestPaymentStatus,
  listPayments,
  lockLiveDue,
  type PaymentScope,
  payerEmail,
  paymentExists,
} from './payments.queries';

export const evidenceRule: FileRule = {
  field: 'payment_evidence',
  maxBytes: EVIDENCE_MAX_BYTES,
  kinds: EVIDENCE_KINDS,
  typeMessage: PAYMENT_MSG.evidenceType,
  sizeMessage: PAYMENT_MSG.evidenceSize,
};

/** Generous for a person (one upload per due), and a bound on how much one account can store. */
const SUBMIT_LIMIT = { max: 20, windowSeconds: 3600 };

/** Only residents pay dues; the estate's staff and admins have nothing to pay. */
function requireResident(actor: Actor) {
  if (actor.role !== 'resident') throw forbidden('Only residents pay dues.');
}

/**
 * A resident's payment of a due, proved by an evidence file. The rate limit and the role are
 * checked before the upload is read, so a refused caller costs no 10 MB read.
 */
export async function submitPayment(deps: AppDeps, payer: EstateActor, readInput: () => Promise<FormInput>) {
  const { db, clock, storage } = deps;
  requireResident(payer);
  await consume(db, clock, { key: `payments:submit:${payer.id}`, ...SUBMIT_LIMIT });
  const form = await readInput();

  // Every field's problem at once, the missing file among them.
  const parsed = paymentFields.safeParse(form.fields);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  if (!form.file) errors.payment_evidence = [PAYMENT_MSG.evidenceRequired];
  if (!parsed.success || !form.file) throw fieldErrors(errors);
  const input = parsed.data;
  const file = form.file;

  let stored: string | null = null;
  try {
    const id = await db.transaction(async (tx) => {
      const due = await lockLiveDue(tx, payer.estateId, input.due);
      if (!due) throw fieldErrors({ due: [PAYMENT_MSG.chooseDue] });
      const latest = await latestPaymentStatus(tx, due.id, payer.id);
      if (latest === 'approved') throw fieldErrors({ due: [PAYMENT_MSG.alreadyPaid] });
      if (latest === 'pending') throw fieldErrors({ due: [PAYMENT_MSG.alreadyPending] });

      stored = newFileKey('evidence', file.kind.ext);
      await storage.put(stored, file.data);
      const now = clock.now();
      const amountKobo = toKobo(input.amount_paid);
      const row = await insertPayment(tx, {
        estateId: payer.estateId,
        dueId: due.id,
        residentId: payer.id,
        payerName: personName(payer),
        amountPaidKobo: amountKobo,
        evidenceKey: stored,
        evidenceMime: file.kind.mime,
        createdAt: now,
      });
      await emit(tx, {
        type: 'payment.submitted',
        estateId: payer.estateId,
        actorId: payer.id,
        subjectId: row.id,
        at: now.toISOString(),
        data: { payerName: personName(payer), dueTitle: due.title, amountKobo },
      });
      return row.id;
    });
    return toPayment((await findPaymentRow(db, payer.estateId, id))!);
  } catch (err) {
    // The row never committed: its file must not stay behind.
    if (stored) await storage.remove(stored);
    throw err;
  }
}

export type PaymentsQuery = z.output<typeof paymentsQuery>;

/** A resident's own payments, or every payment of the admin's estate. Guards have none to see. */
export async function paymentsPage(deps: AppDeps, actor: EstateActor, q: PaymentsQuery): Promise<PaymentsPage> {
  if (actor.role === 'security') throw forbidden();
  const scope: PaymentScope =
    actor.role === 'admin' ? { estateId: actor.estateId } : { estateId: actor.estateId, residentId: actor.id };
  const { rows, counts, months } = await listPayments(deps.db, scope, q);
  return {
    count: q.status === 'all' ? counts.total : counts[q.status],
    results: rows.map(toPayment),
    counts,
    months,
  };
}

/**
 * The evidence file, only for its payer and the estate's admins; to anyone else it does not
 * exist (404, so nobody learns which payments there are).
 */
export async function paymentEvidence(deps: AppDeps, actor: EstateActor, id: number) {
  const row = await findPaymentRow(deps.db, actor.estateId, id);
  const allowed = row && (actor.role === 'admin' || (actor.role === 'resident' && row.residentId === actor.id));
  if (!allowed) throw notFound();
  const data = await deps.storage.read(row.evidenceKey);
  if (!data) throw notFound();
  return { data, mime: row.evidenceMime, filename: `evidence-${row.id}.${row.evidenceKey.split('.').pop()}` };
}

/**
 * Approves a pending payment once: the update, its receipt and the event commit together, so
 * two admins approving at the same moment make one approval, one receipt and one e-mail.
 */
export async function approvePayment(deps: AppDeps, admin: EstateActor, id: number): Promise<PaymentDecision> {
  const decidedAt = deps.clock.now();
  return decide(deps, admin, id, {
    status: 'approved',
    decidedBy: admin.id,
    decidedByName: personName(admin),
    decidedAt,
  });
}

export async function rejectPayment(
  deps: AppDeps,
  admin: EstateActor,
  id: number,
  reason: string,
): Promise<PaymentDecision> {
  const decidedAt = deps.clock.now();
  return decide(deps, admin, id, {
    status: 'rejected',
    decidedBy: admin.id,
    decidedByName: personName(admin),
    decidedAt,
    rejectionReason: reason,
  });
}

async function decide(deps: AppDeps, admin: EstateActor, id: number, decision: Decision): Promise<PaymentDecision> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    if (!(await decidePendingPayment(tx, admin.estateId, id, decision))) {
      if (await paymentExists(tx, admin.estateId, id)) throw conflict(PAYMENT_MSG.alreadyDecided);
      throw notFound();
    }
    const row = (await findPaymentRow(tx, admin.estateId, id))!;
    const common = {
      estateId: admin.estateId,
      actorId: admin.id,
      subjectId: id,
      at: decision.decidedAt.toISOString(),
    };
    const about = {
      payerName: row.payerName,
      payerEmail: await payerEmail(tx, id),
      dueTitle: row.dueTitle,
      amountKobo: row.amountPaidKobo,
      actorName: decision.decidedByName,
    };
    if (decision.status === 'approved') {
      const receipt = await issueReceipt(tx, deps, {
        paymentId: id,
        approvedAt: decision.decidedAt,
        approverName: decision.decidedByName,
      });
      await emit(tx, {
        ...common,
        type: 'payment.approved',
        data: { ...about, receiptNumber: receipt.number, receiptKey: receipt.fileKey },
      });
    } else {
      await emit(tx, { ...common, type: 'payment.rejected', data: { ...about, reason: decision.rejectionReason } });
    }
  });
  const payment = toPayment((await findPaymentRow(db, admin.estateId, id))!);
  return { detail: decision.status === 'approved' ? PAYMENT_MSG.approved : PAYMENT_MSG.rejected, payment };
}
