// The baseline: a bare Fastify route streaming a pdfkit table of BARE_ROWS fixed rows, drawn by the
// same table writer as the API's report, with no database, sessions or access checks.
import Fastify from 'fastify';
import { pdfNaira, pdfTable, reportPdf } from '../../apps/api/src/lib/pdf.ts';

const rows = Number(process.env.BARE_ROWS ?? 10_000);
const columns = [
  { title: 'Resident', width: 170, value: (i) => `Resident ${i}` },
  { title: 'Due', width: 190, value: () => 'Estate service charge 2026' },
  { title: 'Amount', width: 110, value: () => pdfNaira(2_500_000) },
  { title: 'Date', width: 90, value: () => '23 November 2026' },
  { title: 'Status', width: 60, value: () => 'Approved' },
  { title: 'Approved by', width: 150, value: () => 'Bench Admin' },
];

const app = Fastify();
app.get('/health/', async () => ({ ok: true }));
app.get('/report/', async (_request, reply) => {
  const doc = reportPdf({ title: 'Bare payments report', subtitle: `${rows} fixed rows` });
  const table = pdfTable(doc, columns);
  // Batches of 500 with a turn of the event loop between, as the API reads its rows.
  const fill = async () => {
    for (let i = 0; i < rows; i++) {
      table.add(i);
      if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
    }
    table.end(rows, 'No rows.');
    doc.end();
  };
  fill().catch((err) => doc.destroy(err));
  return reply.type('application/pdf').send(doc);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
