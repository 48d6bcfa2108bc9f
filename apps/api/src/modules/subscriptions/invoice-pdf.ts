import PDFDocument from 'pdfkit';
import { labelledLine, pdfBuffer, pdfDate, pdfNaira } from '../../lib/pdf';
import type { ChargeRow } from './billing.queries';

/** Invoice numbers follow the charge id, padded so they sort and read alike. */
export const invoiceNumber = (id: number) => `EH-INV-${String(id).padStart(6, '0')}`;

const intervalLabel = { monthly: 'Monthly', yearly: 'Yearly' } as const;

/** The one-page A4 invoice of a subscription charge, already paid. */
export function invoicePdf(c: ChargeRow): Promise<Buffer> {
  const number = invoiceNumber(c.id);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${number}` } });
  const done = pdfBuffer(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(18).text('EstateHub', left, 52);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Estate management subscription').fillColor('#000');
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(14).text('Invoice', left, doc.y);
  doc.font('Helvetica').fontSize(10).text(`Invoice number: ${number}`);
  doc.text(`Date: ${pdfDate(c.paidAt)}`);
  doc.moveDown(1);

  const line = labelledLine(doc, left, width);
  line('Billed to', `${c.customerName}\n${c.customerEmail}`);
  line('Plan', `${c.planName} (${intervalLabel[c.interval]})`);
  line('Period', `${pdfDate(c.paidAt)} to ${pdfDate(c.periodEnd)}`);
  line('Amount', pdfNaira(c.amountKobo));
  line('Reference', c.reference);
  line('Status', 'Paid');

  doc.moveDown(1.5);
  doc.fontSize(9).fillColor('#555').text('Thank you for using EstateHub.', left, doc.y, { width }).fillColor('#000');
  doc.end();
  return done;
}
