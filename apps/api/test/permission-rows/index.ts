import type { MatrixContext, Row } from '../permission-matrix';
import { duesRows } from './dues';
import { paymentsRows } from './payments';
import { receiptsRows } from './receipts';
import { visitorCodesRows } from './visitor-codes';

/** Rows each domain adds to the matrix, built against the matrix's estate and callers. */
export async function domainRows(ctx: MatrixContext): Promise<Row[]> {
  return [
    ...(await duesRows(ctx)),
    ...(await paymentsRows(ctx)),
    ...(await receiptsRows(ctx)),
    ...(await visitorCodesRows(ctx)),
  ];
}
