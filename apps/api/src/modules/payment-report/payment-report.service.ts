import { PAYMENT_STATUSES, type PaymentStatus } from '@estatehub/shared';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-errors';
import { pdfDate, pdfHeading, pdfNaira, pdfTable, reportPdf } from '../../lib/pdf';
import type { EstateActor } from '../../plugins/access';
import { lagosMonthRange, type PaymentFilters, paymentConditions } from '../payments/payments.queries';
import {
  estateHeader,
  type ReportCursor,
  type ReportRow,
  reportBatch,
  totalsByDue,
  totalsByStatus,
} from './payment-report.queries';

/** Rows read per query: enough to keep the database round trips few, small enough to keep memory flat. */
export const REPORT_BATCH = 500;
/** Bytes the document may hold unread before the writer waits for the client to catch up. */
const HIGH_WATER = 1024 * 1024;

const STATUS_LABEL: Record<PaymentStatus, string> = { approved: 'Approved', pending: 'Pending', rejected: 'Rejected' };
const monthFmt = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

function periodText(month: string | undefined, first: Date | null, last: Date | null) {
  if (month) return monthFmt.format(lagosMonthRange(month).from);
  if (first && last) return `${pdfDate(first)} to ${pdfDate(last)}`;
  return 'All time';
}

/** Resolves once the client has read the document down to the high-water mark (or went away). */
function drained(doc: PDFKit.PDFDocument): Promise<void> {
  if (doc.readableLength <= HIGH_WATER || doc.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (doc.readableLength > HIGH_WATER && !doc.destroyed) return;
      doc.off('data', check).off('close', check);
      resolve();
    };
    doc.on('data', check).on('close', check);
  });
}

/**
 * The payments report of the admin's estate under the list's filters, as a PDF stream: the
 * header and totals (SQL aggregates) are written first, then the table is filled from batches
 * read with a keyset cursor while the client reads, so memory does not grow with the rows.
 * Failures before the stream is handed out are ordinary error answers; a failure later cuts the
 * stream (the headers are gone by then).
 */
export async function paymentsReport(deps: AppDeps, admin: EstateActor, filters: PaymentFilters) {
  const { db } = deps;
  const where = paymentConditions({ estateId: admin.estateId }, filters);
  const [estate, byStatus, byDue] = await Promise.all([
    estateHeader(db, admin.estateId),
    totalsByStatus(db, where),
    totalsByDue(db, where),
  ]);
  if (!estate) throw notFound();

  const firsts = byStatus.flatMap((s) => (s.first ? [s.first] : []));
  const lasts = byStatus.flatMap((s) => (s.last ? [s.last] : []));
  const first = firsts.length ? new Date(Math.min(...firsts.map(Number))) : null;
  const last = lasts.length ? new Date(Math.max(...lasts.map(Number))) : null;
  const filterText = [
    filters.search && `search "${filters.search}"`,
    filters.status !== 'all' && STATUS_LABEL[filters.status],
  ].filter(Boolean);

  const doc = reportPdf({
    title: `${estate.name} payments report`,
    subtitle: [
      estate.address,
      `Period: ${periodText(filters.month, first, last)}${filterText.length ? ` (${filterText.join(', ')})` : ''}`,
      `Generated ${pdfDate(deps.clock.now())}`,
    ].join('  |  '),
  });

  pdfHeading(doc, 'Totals by status');
  const statusTable = pdfTable<{ label: string; count: number; kobo: number }>(doc, [
    { title: 'Status', width: 120, value: (r) => r.label },
    { title: 'Payments', width: 80, value: (r) => String(r.count) },
    { title: 'Amount', width: 140, value: (r) => pdfNaira(r.kobo) },
  ]);
  const statusRows = PAYMENT_STATUSES.map((status) => {
    const s = byStatus.find((r) => r.status === status);
    return { label: STATUS_LABEL[status], count: s?.count ?? 0, kobo: s?.kobo ?? 0 };
  });
  statusRows.push({
    label: 'All',
    count: statusRows.reduce((n, r) => n + r.count, 0),
    kobo: statusRows.reduce((n, r) => n + r.kobo, 0),
  });
  for (const r of statusRows) statusTable.add(r);
  statusTable.end(statusRows.length, '');

  pdfHeading(doc, 'Totals by due');
  const dueTable = pdfTable<(typeof byDue)[number]>(doc, [
    { title: 'Due', width: 240, value: (r) => r.title },
    { title: 'Payments', width: 80, value: (r) => String(r.count) },
    { title: 'Amount', width: 140, value: (r) => pdfNaira(r.kobo) },
    { title: 'Approved', width: 140, value: (r) => pdfNaira(r.approvedKobo) },
  ]);
  for (const r of byDue) dueTable.add(r);
  dueTable.end(byDue.length, 'No payments match these filters.');

  pdfHeading(doc, 'Payments');
  const table = pdfTable<ReportRow>(doc, [
    { title: 'Resident', width: 170, value: (r) => r.payerName },
    { title: 'Due', width: 190, value: (r) => r.dueTitle },
    { title: 'Amount', width: 110, value: (r) => pdfNaira(r.amountPaidKobo) },
    { title: 'Date', width: 90, value: (r) => pdfDate(r.createdAt) },
    { title: 'Status', width: 60, value: (r) => STATUS_LABEL[r.status] },
    { title: 'Approved by', width: 150, value: (r) => (r.status === 'approved' ? (r.decidedByName ?? '') : '') },
  ]);

  // The next batch is asked for before the current one is drawn, so the database works while
  // pdfkit does. Its failure is marked handled at once (it is awaited later, or never if the
  // client left), so it cannot surface as an unhandled rejection meanwhile.
  const ask = (cursor: ReportCursor | null) => {
    const batch = reportBatch(db, where, cursor, REPORT_BATCH);
    batch.catch(() => {});
    return batch;
  };
  const fill = async () => {
    let next = ask(null);
    let written = 0;
    for (;;) {
      const batch = await next;
      if (doc.destroyed) return; // the client went away: stop reading
      const more = batch.length === REPORT_BATCH;
      if (more) {
        const end = batch[batch.length - 1]!;
        next = ask({ createdAt: end.createdAtText, id: end.id });
      }
      for (const row of batch) table.add(row);
      written += batch.length;
      if (!more) break;
      await drained(doc);
    }
    table.end(written, 'No payments match these filters.');
    doc.end();
  };
  fill().catch((err: Error) => doc.destroy(err));
  return doc;
}
