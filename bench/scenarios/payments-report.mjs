// The payments report (GET /api/payments/report/pdf/) of an estate with 10,000 payments, on
// PostgreSQL, against the goal of issue 8: at most 2 s and 250 MB peak memory for the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { buildApi, bundle } from '../lib/build.mjs';
import { browser, median, timeDownloads } from '../lib/http.mjs';
import { withFreshDatabase } from '../lib/postgres.mjs';
import { freePort, startServer } from '../lib/processes.mjs';
import { printTable } from '../lib/table.mjs';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL = { seconds: 2, bytes: 250 * 1024 * 1024 };
const ADMIN = { email: 'bench-admin@example.ng', password: 'Bench!Pass2026' };

/** One estate, its admin, four dues and PAYMENTS payments across statuses, in a few statements. */
async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const estate = (
      await client.query(
        `insert into estates (name, address, email, phone_number)
         values ('Bench Gardens', '1 Benchmark Road, Lekki', 'bench@example.ng', '08000000001') returning id`,
      )
    ).rows[0].id;
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, role, estate_id, is_approved, email_verified_at)
       values ($1, $2, 'Bench', 'Admin', 'admin', $3, true, now())`,
      [ADMIN.email, await hashPassword(ADMIN.password), estate],
    );
    const dues = (
      await client.query(
        `insert into dues (estate_id, title, amount_kobo, due_date)
         select $1, t, 2500000 * n, current_date + (n * 30)::int
         from unnest(array['Security levy', 'Waste collection', 'Estate service charge 2026', 'Road repairs'])
           with ordinality as d(t, n)
         returning id`,
        [estate],
      )
    ).rows.map((r) => r.id);
    // A third each approved, pending, rejected; spread over about 250 days, newest first by id.
    await client.query(
      `insert into payments (estate_id, due_id, payer_name, amount_paid_kobo, evidence_key, evidence_mime,
                             status, decided_by_name, decided_at, created_at)
       select $1, ($2::int[])[1 + g % 4], 'Resident ' || g, 2500000, 'evidence/bench00000000000000000.png', 'image/png',
              s, case when s = 'approved' then 'Bench Admin' end, case when s <> 'pending' then now() end,
              now() - g * interval '36 minutes'
       from generate_series(1, $3::int) g,
            lateral (select (array['approved', 'pending', 'rejected'])[1 + g % 3] as s) st`,
      [estate, dues, PAYMENTS],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sec = (s) => `${s.toFixed(2)} s`;

export async function run() {
  const apiScript = buildApi();
  const bareScript = await bundle('../servers/bare-pdf.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estatehub-bench-'));
  await withFreshDatabase('eh_bench', async (url) => {
    const seedStart = performance.now();
    await seed(url);
    console.log(`Seeded ${PAYMENTS.toLocaleString('en')} payments in ${sec((performance.now() - seedStart) / 1000)}.`);

    const servers = [];
    try {
      const api = await startServer({
        label: 'api',
        script: apiScript,
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: url,
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        port: await freePort(),
        readyPath: '/api/csrf-cookie/',
      });
      servers.push(api);
      const bare = await startServer({
        label: 'bare',
        script: bareScript,
        env: { BARE_ROWS: String(PAYMENTS) },
        port: await freePort(),
        readyPath: '/health/',
      });
      servers.push(bare);
      const admin = browser(api.base);
      await admin.get('/api/csrf-cookie/');
      const login = await admin.post('/api/auth/login/', ADMIN);
      if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);

      // Taken in turns, so the two servers never compete for the CPU. Memory is read before
      // (the server started and idle) and after the timed runs (its peak).
      const measure = async (server, get, reportPath) => {
        const idle = server.memory().rss;
        const runs = await timeDownloads(get, reportPath, RUNS);
        return { ...runs, idle, peak: server.memory().peak };
      };
      const apiRun = await measure(api, (p) => admin.get(p), '/api/payments/report/pdf/');
      const bareRun = await measure(bare, (p) => fetch(bare.base + p), '/report/');

      const worst = (r) => Math.max(...r.seconds);
      const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
      const rows = [
        ['EstateHub API (PostgreSQL)', apiRun],
        ['bare Fastify + pdfkit, no DB', bareRun],
      ].map(([name, r]) => [
        name,
        sec(median(r.seconds)),
        sec(worst(r)),
        mb(r.idle),
        mb(r.peak),
        `${(r.size / 1024 / 1024).toFixed(1)} MB`,
      ]);
      rows.push([
        'ratio API / bare',
        ratio(median(apiRun.seconds), median(bareRun.seconds)),
        ratio(worst(apiRun), worst(bareRun)),
        ratio(apiRun.idle, bareRun.idle),
        ratio(apiRun.peak, bareRun.peak),
        '',
      ]);
      const timeMet = worst(apiRun) <= GOAL.seconds;
      const memoryMet = apiRun.peak <= GOAL.bytes;
      rows.push([
        'goal for the API',
        `<= ${GOAL.seconds} s`,
        timeMet ? 'met' : 'MISSED',
        '',
        `<= ${mb(GOAL.bytes)}: ${memoryMet ? 'met' : 'MISSED'}`,
        '',
      ]);
      printTable(
        `payments-report: ${PAYMENTS.toLocaleString('en')} payments, ${RUNS} timed runs after a warm-up, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
        ['server', 'median', 'worst', 'RSS idle', 'peak RSS', 'PDF size'],
        rows,
      );
      if (!timeMet || !memoryMet) process.exitCode = 1;
    } finally {
      for (const server of servers) await server.stop();
    }
  }).finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
}
