// The gate (POST /api/visitor-codes/verify/) on PostgreSQL with 1,000 estates and 1,000,000 visitor
// codes, at 32 connections, against the goal of issue 9: at least 30% of a bare Fastify server's
// throughput measured in the same run, p99 at most 20 ms, zero errors.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { CHECK_LIMIT } from '../../apps/api/src/modules/visitor-codes/visitor-codes.service.ts';
import { buildApi, bundle } from '../lib/build.mjs';
import { browser } from '../lib/http.mjs';
import { drive } from '../lib/load.mjs';
import { withFreshDatabase } from '../lib/postgres.mjs';
import { freePort, startServer } from '../lib/processes.mjs';
import { printTable } from '../lib/table.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const ESTATES = num('BENCH_ESTATES', 1_000);
const CODES = num('BENCH_CODES', 1_000_000);
/** Live, unexpired codes per estate: what its guard can verify during the run (the rest are used or expired). */
const LIVE_PER_ESTATE = num('BENCH_LIVE_PER_ESTATE', 200);
const RESIDENTS_PER_ESTATE = 10;
const CONNECTIONS = num('BENCH_CONNECTIONS', 32);
const SECONDS = num('BENCH_SECONDS', 10);
const WARMUP_SECONDS = 2;
const GOAL = { ratio: 0.3, p99: 20 };
const PASSWORD = 'Bench!Pass2026';
const DOMAIN = 'bench.example.ng';

/** Estates, their admins (on a live trial), guards and residents, and CODES codes, in a few statements. */
async function seed(client) {
  await client.query(
    `insert into estates (name, address, email, phone_number)
     select 'Bench Estate ' || g, g || ' Benchmark Road, Lekki', 'estate' || g || '@${DOMAIN}', '08' || lpad(g::text, 9, '0')
     from generate_series(1, $1::int) g`,
    [ESTATES],
  );
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, home_address, role, estate_id, is_approved, email_verified_at)
     select p.who || e.id || '@${DOMAIN}', $1, initcap(p.role), 'No. ' || e.id, p.house, p.role, e.id, true, now()
     from estates e,
          (values ('admin', 'admin', ''), ('guard', 'security', 'Main Gate')) as p(who, role, house)
     union all
     select 'resident' || e.id || '-' || r || '@${DOMAIN}', $1, 'Resident', e.id || '-' || r, 'House ' || r,
            'resident', e.id, true, now()
     from estates e, generate_series(1, $2::int) r`,
    [await hashPassword(PASSWORD), RESIDENTS_PER_ESTATE],
  );
  await client.query(
    `insert into subscriptions (user_id, status, is_trial, next_billing_date)
     select id, 'active', true, now() + interval '30 days' from users where role = 'admin'`,
  );
  // Per estate: codes 1..LIVE_PER_ESTATE are live and valid for the next half hour (digits
  // n * 9973 mod 10^6 are distinct for distinct n, so they are unique among the estate's live
  // codes); the rest are spread over the last 90 days, two in three used by the guard, the
  // others expired unused. Residents take turns as hosts.
  const perEstate = Math.ceil(CODES / ESTATES);
  await client.query(
    `insert into visitor_codes (estate_id, resident_id, visitor_name, purpose, code, live, created_at, expires_at, used_at, used_by)
     select e.id, r.id, 'Visitor ' || n, (array['family', 'friend', 'delivery', 'service', 'other'])[1 + n % 5],
            lpad(((n * 9973 + e.id * 7) % 1000000)::text, 6, '0'), c.live, c.created_at, c.created_at + interval '30 minutes',
            case when not c.live and n % 3 <> 0 then c.created_at + interval '4 minutes' end,
            case when not c.live and n % 3 <> 0 then g.id end
     from estates e
     cross join generate_series(1, $1::int) n
     join users r on r.email = 'resident' || e.id || '-' || (1 + n % $3::int) || '@${DOMAIN}'
     join users g on g.email = 'guard' || e.id || '@${DOMAIN}'
     cross join lateral (
       select n <= $2::int as live,
              case when n <= $2::int then now() - n * interval '1 second'
                   else now() - interval '1 hour' - (n * 7919 % 129600) * interval '1 minute' end as created_at
     ) c`,
    [perEstate, LIVE_PER_ESTATE, RESIDENTS_PER_ESTATE],
  );
  await client.query('analyze');
}

/** Each estate's guard and its live codes, in the order the driver hands them out. */
async function liveCodesByGuard(client) {
  const { rows } = await client.query(
    `select g.email, array_agg(v.code order by v.id) as codes
     from visitor_codes v join users g on g.estate_id = v.estate_id and g.role = 'security'
     where v.live and v.expires_at > now()
     group by g.email order by min(v.estate_id)`,
  );
  return rows;
}

/** Signs guards in through the API as a browser does, a few at a time (each sign-in hashes). */
async function signIn(base, guards) {
  const signedIn = [];
  const queue = [...guards];
  const worker = async () => {
    for (let guard = queue.shift(); guard; guard = queue.shift()) {
      const b = browser(base);
      await b.get('/api/csrf-cookie/');
      const res = await b.post('/api/auth/login/', { email: guard.email, password: PASSWORD });
      if (!res.ok) throw new Error(`Sign-in of ${guard.email} failed: ${res.status} ${await res.text()}`);
      signedIn.push({ headers: b.headers(), codes: guard.codes, sent: 0 });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return signedIn;
}

/** The plans of the create, history and verify statements (mirroring visitor-codes.queries.ts). */
async function plans(client) {
  const { rows } = await client.query(
    `select v.estate_id, v.resident_id, v.code from visitor_codes v where v.live order by v.id desc limit 1`,
  );
  const { estate_id: estate, resident_id: resident, code } = rows[0];
  const statements = {
    'create: insert unless the estate has the code live': `insert into visitor_codes (estate_id, resident_id, visitor_name, purpose, code, expires_at)
       values (${estate}, ${resident}, 'Plan', 'family', '${code}', now() + interval '30 minutes')
       on conflict (estate_id, code) where live do nothing returning *`,
    'create: the resident’s active codes': `select count(*) from visitor_codes
       where resident_id = ${resident} and created_at > now() - interval '30 minutes' and live and expires_at > now()`,
    'history: GET /api/visitor-codes/ (one resident, page 1)': `select v.*, e.name from visitor_codes v join estates e on e.id = v.estate_id
       where v.resident_id = ${resident} order by v.created_at desc, v.id desc limit 10 offset 0`,
    'history: the count': `select count(*) from visitor_codes where resident_id = ${resident}`,
    'verify: use the live code': `update visitor_codes set live = false, used_at = now(), used_by = 1
       where estate_id = ${estate} and code = '${code}' and live and expires_at > now() returning *`,
    'verify: the newest code with those digits (refusals)': `select * from visitor_codes
       where estate_id = ${estate} and code = '${code}' order by created_at desc limit 1`,
  };
  for (const [title, text] of Object.entries(statements)) {
    const plan = await client.query(`explain ${text}`);
    console.log(`\n${title}\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

const fixed = (n, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export async function run() {
  const apiScript = buildApi();
  const bareScript = await bundle('../servers/bare-hello.mjs');
  const floorScript = await bundle('../servers/bare-pg.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estatehub-bench-'));
  await withFreshDatabase('eh_bench', async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const servers = [];
    try {
      const seedStart = performance.now();
      await seed(client);
      console.log(
        `Seeded ${fixed(ESTATES)} estates, ${fixed(ESTATES * (RESIDENTS_PER_ESTATE + 2))} people and ${fixed(CODES)} visitor codes (${fixed(ESTATES * LIVE_PER_ESTATE)} live) in ${fixed((performance.now() - seedStart) / 1000, 1)} s.`,
      );
      await plans(client);

      const bare = await startServer({
        label: 'bare',
        script: bareScript,
        env: {},
        port: await freePort(),
        readyPath: '/health/',
      });
      servers.push(bare);
      const api = await startServer({
        label: 'api',
        script: apiScript,
        env: { NODE_ENV: 'production', DATABASE_URL: url, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        port: await freePort(),
        readyPath: '/api/csrf-cookie/',
      });
      servers.push(api);

      // The bare server first: the API cannot outrun it, so its rate bounds how many guards the
      // API run needs to stay under each guard's limit and within each estate's live codes.
      const hello = { method: 'POST', path: '/hello/', headers: { 'content-type': 'application/json' } };
      const bareNext = () => ({ ...hello, body: '{"code":"123456"}' });
      await drive({ base: bare.base, connections: CONNECTIONS, seconds: WARMUP_SECONDS, next: bareNext });
      const bareRun = await drive({ base: bare.base, connections: CONNECTIONS, seconds: SECONDS, next: bareNext });

      // The floor: the bare route plus one PostgreSQL round trip, a read and a durable write.
      // Whatever a check does, it does at least this; if this misses the goal, every design does.
      const floor = await startServer({
        label: 'floor',
        script: floorScript,
        env: { DATABASE_URL: url },
        port: await freePort(),
        readyPath: '/health/',
      });
      servers.push(floor);
      const floorRuns = {};
      for (const kind of ['read', 'write']) {
        const floorNext = () => ({ ...hello, path: `/${kind}/`, body: '{"code":"123456"}' });
        await drive({ base: floor.base, connections: CONNECTIONS, seconds: WARMUP_SECONDS, next: floorNext });
        floorRuns[kind] = await drive({
          base: floor.base,
          connections: CONNECTIONS,
          seconds: SECONDS,
          next: floorNext,
        });
      }
      await floor.stop();

      const guardCodes = await liveCodesByGuard(client);
      const total = Math.ceil(bareRun.rps * (SECONDS + WARMUP_SECONDS) * 1.2) + 2 * CONNECTIONS;
      const perWindow = Math.ceil(bareRun.rps * Math.min(CHECK_LIMIT.windowSeconds, SECONDS + WARMUP_SECONDS) * 1.2);
      const wanted = Math.max(Math.ceil(perWindow / CHECK_LIMIT.max), Math.ceil(total / LIVE_PER_ESTATE));
      if (wanted > guardCodes.length)
        console.log(
          `Needs ${wanted} guards to stay under ${CHECK_LIMIT.max} checks per guard per ${CHECK_LIMIT.windowSeconds} s, but there are ${guardCodes.length}: some checks will be refused.`,
        );
      const signStart = performance.now();
      const guards = await signIn(api.base, guardCodes.slice(0, Math.min(wanted, guardCodes.length)));
      console.log(`Signed in ${guards.length} guards in ${fixed((performance.now() - signStart) / 1000, 1)} s.`);

      // Each request: the next guard in turn, with a live code of that guard's own estate never sent before.
      let turn = 0;
      const verifyNext = () => {
        const guard = guards[turn++ % guards.length];
        const code = guard.codes[guard.sent++] ?? '000000';
        return {
          method: 'POST',
          path: '/api/visitor-codes/verify/',
          headers: { ...guard.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ code }),
        };
      };
      await drive({ base: api.base, connections: CONNECTIONS, seconds: WARMUP_SECONDS, next: verifyNext });
      const apiRun = await drive({ base: api.base, connections: CONNECTIONS, seconds: SECONDS, next: verifyNext });
      const { rows: results } = await client.query(
        'select result, count(*)::int as n from gate_checks group by result order by result',
      );

      const ms = (x) => `${fixed(x)} ms`;
      const ratio = apiRun.rps / bareRun.rps;
      const rows = [
        ['EstateHub API: POST /api/visitor-codes/verify/', apiRun],
        ['bare Fastify "hello" (JSON POST), no DB', bareRun],
        ['floor: bare + one prepared select (PostgreSQL round trip)', floorRuns.read],
        ['floor: bare + one durable insert (one commit)', floorRuns.write],
      ].map(([name, r]) => [
        name,
        fixed(r.rps),
        ms(r.p50),
        ms(r.p99),
        fixed(r.errors),
        fixed(r.requests),
        `${fixed((r.rps / bareRun.rps) * 100, 1)}%`,
      ]);
      const met = { ratio: ratio >= GOAL.ratio, p99: apiRun.p99 <= GOAL.p99, errors: apiRun.errors === 0 };
      const say = (ok) => (ok ? 'met' : 'MISSED');
      rows.push([
        'goal for the API',
        `>= ${GOAL.ratio * 100}% of bare: ${say(met.ratio)}`,
        '',
        `<= ${GOAL.p99} ms: ${say(met.p99)}`,
        `0: ${say(met.errors)}`,
        '',
        '',
      ]);
      printTable(
        `gate: ${fixed(ESTATES)} estates, ${fixed(CODES)} codes, ${guards.length} guards signed in, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
        ['server', 'requests/s', 'p50', 'p99', 'errors', 'requests', 'of bare'],
        rows,
      );
      const busiest = Math.max(...guards.map((g) => g.sent));
      console.log(
        `\nAPI status codes: ${JSON.stringify(apiRun.statusCodes)}; socket errors and timeouts: ${apiRun.socketErrors}. Gate checks kept: ${results.map((r) => `${r.result} ${r.n}`).join(', ')}. Busiest guard: ${busiest} checks (limit ${CHECK_LIMIT.max} per ${CHECK_LIMIT.windowSeconds} s, ${LIVE_PER_ESTATE} live codes).`,
      );
      if (!met.ratio || !met.p99 || !met.errors) process.exitCode = 1;
    } finally {
      for (const server of servers) await server.stop();
      await client.end();
    }
  }).finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
}
