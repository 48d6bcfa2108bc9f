import { pipeline, Readable } from 'node:stream';
import { lagosDay, STAFF_CSV_COLUMNS, STAFF_GENDER_LABELS, STAFF_STATUS_LABELS } from '@estatehub/shared';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client';
import { exportBatch, type StaffCursor, type StaffFilters, type StaffScope, staffConditions } from './staff.queries';

/** Rows read per query: few round trips, flat memory however large the estate. */
export const EXPORT_BATCH = 500;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * strip first) as a formula; a leading apostrophe makes it text (OWASP's CSV injection advice).
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The file's name: the export's day in Lagos. */
export const exportFilename = (now: Date) => `staff-${lagosDay(now)}.csv`;

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

function csvRecord(r: ExportRow): string[] {
  const { staff } = r;
  return [
    String(staff.id),
    staff.name,
    staff.role,
    staff.phoneNumber,
    STAFF_GENDER_LABELS[staff.gender],
    staff.uniqueId,
    r.residentEmail,
    r.estateName,
    STAFF_STATUS_LABELS[staff.status],
    lagosDay(staff.createdAt),
  ].map(neutralise);
}

/** The header, then every filtered row, batch by batch with a keyset cursor, as CSV records. */
async function* records(db: Db, scope: StaffScope, filters: StaffFilters) {
  yield [...STAFF_CSV_COLUMNS];
  const where = staffConditions(scope, filters);
  let cursor: StaffCursor | null = null;
  for (;;) {
    const batch = await exportBatch(db, where, cursor, EXPORT_BATCH);
    for (const row of batch) yield csvRecord(row);
    if (batch.length < EXPORT_BATCH) return;
    const end = batch[batch.length - 1]!;
    cursor = { createdAt: end.createdAtText, id: end.staff.id };
  }
}

/**
 * The export as a CSV stream (UTF-8 with a byte-order mark, so a spreadsheet reads names with
 * accents right). Batches are read as the client reads; a failure midway cuts the stream.
 */
export function staffCsv(db: Db, scope: StaffScope, filters: StaffFilters) {
  const csv = stringify({ bom: true });
  pipeline(Readable.from(records(db, scope, filters)), csv, () => {});
  return csv;
}
