import PDFDocument from 'pdfkit';

export type PdfColumn<T> = { title: string; width: number; value: (row: T) => string };

/**
 * A simple report: a title, a subtitle line and a table that flows over as many landscape A4
 * pages as it needs, repeating the header. Answers the finished file.
 */
export function tablePdf<T>(opts: { title: string; subtitle: string; columns: PdfColumn<T>[]; rows: T[] }) {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: opts.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc.font('Helvetica-Bold').fontSize(16).text(opts.title, left, 36);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(opts.subtitle).fillColor('#000');
  doc.moveDown(0.8);

  const header = () => {
    let x = left;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of opts.columns) {
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

  for (const row of opts.rows) {
    const cells = opts.columns.map((c) => c.value(row));
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: opts.columns[i]!.width - 6 })));
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      header();
    }
    const y = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      doc.text(text, x, y, { width: opts.columns[i]!.width - 6 });
      x += opts.columns[i]!.width;
    });
    doc.y = y + height + 4;
  }
  if (opts.rows.length === 0) doc.text('No residents match these filters.', left);
  doc.end();
  return done;
}
