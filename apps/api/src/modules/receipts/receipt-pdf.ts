import PDFDocument from 'pdfkit';
import { labelledLine, pdfBuffer, pdfDate, pdfNaira } from '../../lib/pdf';

export type ReceiptContent = {
  number: string;
  estate: { name: string; address: string; logo: Buffer | null };
  payerName: string;
  payerAddress: string;
  dueTitle: string;
  dueDescription: string;
  dueAmountKobo: number;
  amountPaidKobo: number;
  balanceKobo: number;
  approverName: string;
  approvedAt: Date;
  verifyUrl: string;
  qrPng: Buffer;
};

/** The one-page A4 receipt of an approved payment. `estate.logo` must be PNG or JPEG (pdfkit draws nothing else). */
export function receiptPdf(r: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Receipt ${r.number}` } });
  const done = pdfBuffer(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  let headerX = left;
  if (r.estate.logo) {
    try {
      doc.image(r.estate.logo, left, 50, { fit: [64, 64] });
      headerX = left + 78;
    } catch {
      // A logo pdfkit cannot decode must not stop the approval: the receipt goes without it.
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(r.estate.name, headerX, 52, { width: width - (headerX - left) });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(r.estate.address, { width: width - (headerX - left) })
    .fillColor('#000');
  doc.y = Math.max(doc.y, 124);

  doc.font('Helvetica-Bold').fontSize(14).text('Payment Receipt', left, doc.y);
  doc.font('Helvetica').fontSize(10).text(`Receipt number: ${r.number}`);
  doc.text(`Date: ${pdfDate(r.approvedAt)}`);
  doc.moveDown(1);

  const line = labelledLine(doc, left, width);
  line('Resident', r.payerName);
  line('House', r.payerAddress);
  line('Due', r.dueTitle);
  if (r.dueDescription) line('Description', r.dueDescription);
  line('Due amount', pdfNaira(r.dueAmountKobo));
  line('Amount paid', pdfNaira(r.amountPaidKobo));
  line('Balance owed', pdfNaira(r.balanceKobo));
  line('Approved by', r.approverName);

  doc.moveDown(1.5);
  const qrY = doc.y;
  doc.image(r.qrPng, left, qrY, { width: 120 });
  doc
    .fontSize(9)
    .text('Scan to confirm this receipt is genuine, or open:', left + 135, qrY + 20, { width: width - 135 })
    .text(r.verifyUrl, { width: width - 135 });
  doc.end();
  return done;
}
