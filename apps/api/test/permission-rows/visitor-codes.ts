import type { MatrixContext, Row } from '../permission-matrix';

/** The visitor-code and gate endpoints in the permission matrix. */
export async function visitorCodesRows(_ctx: MatrixContext): Promise<Row[]> {
  return [];
}
