import PDFDocument from 'pdfkit';
import { longDate } from './long-date';

/**
 * Naira as en-NG writes it, with the code rather than the ₦ sign: the standard PDF fonts
 * (WinAnsi) have no ₦ glyph, and kobo are kept because a receipt must add up.
 */
const nairaFmt = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
});
export const pdfNaira = (kobo: number) => nairaFmt.format(kobo / 100).replace(/\u00a0/g, ' ');

/** A day as people in the estate read it (en-NG, Africa/Lagos). */
export const pdfDate = longDate;

/** Collects a document into one buffer: for bounded files (a receipt, a capped export); stream the rest. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * One row of a receipt or invoice: the label in bold, its value beside it (wrapping), and the
 * cursor moved below whichever is taller.
 */
export function labelledLine(doc: PDFKit.PDFDocument, left: number, width: number) {
  return (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, left, y, { width: 150 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value || '-', left + 160, y, { width: width - 160 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };
}

export type PdfColumn<T> = { title: string; width: number; value: (row: T) => string };

/** A landscape A4 document with a title and a subtitle line, ready for sections and tables. */
export function reportPdf(opts: { title: string; subtitle: string }): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: opts.title } });
  doc.font('Helvetica-Bold').fontSize(16).text(opts.title, doc.page.margins.left, 36);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(opts.subtitle).fillColor('#000');
  doc.moveDown(0.8);
  return doc;
}

/** A bold heading before a section of a report. */
export function pdfHeading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).text(text, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

/**
 * A table written row by row: it flows over as many pages as it needs, repeating its header on
 * each. Rows go straight into the document, so a caller can stream rows it reads in batches.
 *
 * Measuring text is most of pdfkit's work (kerning glyph by glyph), and report columns repeat
 * their values (dues, dates, statuses), so each column remembers how its recent values measure,
 * and text that fits on one line is drawn without the line wrapper.
 */
export function pdfTable<T>(doc: PDFKit.PDFDocument, columns: PdfColumn<T>[]) {
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const cellWidth = (i: number) => columns[i]!.width - 6;
  const measured = columns.map(() => new Map<string, { height: number; oneLine: boolean }>());

  const header = () => {
    let x = left;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of columns) {
      doc.text(c.title, x, y, { width: c.width - 6 });
      x += c.width;
    }
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(x, doc.y + 2)
      .stroke('#999');
    doc.y += 6;
    doc.font('Helvetica').fontSize(8);
  };
  header();
  const lineHeight = doc.currentLineHeight(true);

  const measure = (i: number, text: string) => {
    const cache = measured[i]!;
    let m = cache.get(text);
    if (!m) {
      const oneLine = !text.includes('\n') && doc.widthOfString(text) <= cellWidth(i);
      m = { oneLine, height: oneLine ? lineHeight : doc.heightOfString(text, { width: cellWidth(i) }) };
      // Bounded: a column of distinct values (names) must not grow without end.
      if (cache.size >= 500) cache.clear();
      cache.set(text, m);
    }
    return m;
  };

  return {
    add(row: T) {
      const cells = columns.map((c, i) => {
        const text = c.value(row);
        return { text, ...measure(i, text) };
      });
      const height = Math.max(...cells.map((c) => c.height));
      if (doc.y + height > bottom()) {
        doc.addPage();
        doc.y = doc.page.margins.top;
        header();
      }
      const y = doc.y;
      let x = left;
      cells.forEach((cell, i) => {
        doc.text(cell.text, x, y, cell.oneLine ? { lineBreak: false } : { width: cellWidth(i) });
        x += columns[i]!.width;
      });
      doc.y = y + height + 4;
    },
    /** Ends the table (a blank line after it, or the text saying it is empty). */
    end(rows: number, empty: string) {
      if (rows === 0) doc.text(empty, left);
      doc.x = left;
      doc.moveDown(0.8);
    },
  };
}

/** A report that is one table of rows already in memory. Answers the finished file. */
export function tablePdf<T>(opts: {
  title: string;
  subtitle: string;
  columns: PdfColumn<T>[];
  rows: T[];
  /** Said instead of the table when there are no rows. */
  empty: string;
}) {
  const doc = reportPdf(opts);
  const done = pdfBuffer(doc);
  const table = pdfTable(doc, opts.columns);
  for (const row of opts.rows) table.add(row);
  table.end(opts.rows.length, opts.empty);
  doc.end();
  return done;
}
