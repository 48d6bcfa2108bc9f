// The admin dashboard (GET /api/dashboard/ and /api/dashboard/charts/) and its activity feed
// (GET /api/activity-log/, each filter) on PostgreSQL with 1,000 estates of 300 residents,
// 1,000,000 visitor codes, 300,000 payments and 1,000,000 activity entries, at 16 connections,
// against the goal of issue 6: p99 at most 50 ms and zero errors, and the same scenario at a tenth
// of the data costing at least 1/1.3 of the time, i.e. the cost does not grow with the data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACTIVITY_KINDS,
  ALERT_TYPES,
  activityPage,
  adminDashboard,
  dashboardCharts,
  VISITOR_PURPOSES,
} from '@estatehub/shared';
import pg from 'pg';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { activityText } from '../../apps/api/src/modules/activities/activity-text.ts';
import { buildApi, bundle } from '../lib/build.mjs';
import { browser } from '../lib/http.mjs';
import { drive } from '../lib/load.mjs';
import { withFreshDatabase } from '../lib/postgres.mjs';
import { freePort, startServer } from '../lib/processes.mjs';
import { printTable } from '../lib/table.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const ESTATES = num('BENCH_ESTATES', 1_000);
/** Each estate's rows at full scale; a scale multiplies them all (the estates stay ESTATES). */
const FULL = {
  residents: 300,
  visitorCodes: 1_000,
  payments: 300,
  activities: 1_000,
  gateChecks: 100,
  alerts: 20,
  staff: 30,
  announcements: 30,
};
/** A few per estate at any scale: what an admin sets up, not what accumulates. */
const DUE_TITLES = ['Security levy', 'Waste collection', 'Service charge', 'Road repairs', 'Water supply', 'Diesel'];
const POSITIONS = ['Chairman', 'Vice Chairman', 'Secretary', 'Treasurer', 'Welfare Officer'];
const LIVE_CODES = 5;
/** BENCH_SCALE=0.1 runs one scale alone; by default both run, measured turn about, and are compared. */
const SCALES = process.env.BENCH_SCALE ? [Number(process.env.BENCH_SCALE)] : [1, 0.1];
/** Admins signed in, of estates spread over the ids; requests take them in turn. */
const ADMINS = num('BENCH_ADMINS', 50);
const CONNECTIONS = num('BENCH_CONNECTIONS', 16);
/** Each endpoint runs ROUNDS times per scale, SECONDS each: at the first scale first, then last first (A B B A). */
const ROUNDS = num('BENCH_ROUNDS', 2);
const SECONDS = num('BENCH_SECONDS', 4);
const WARMUP_SECONDS = 1;
const GOAL = { p99: 50, costRatio: 1 / 1.3 };
const PASSWORD = 'Bench!Pass2026';
const DOMAIN = 'bench.example.ng';
const ADMIN_NAME = 'Bench Admin';
/** People named in the feed; the search looks for one surname (an eighth of the entries). */
const PEOPLE = [
  'Adaeze Okafor',
  'Tunde Bakare',
  'Ngozi Eze',
  'Emeka Obi',
  'Funke Adeyemi',
  'Chinedu Nwosu',
  'Aisha Bello',
  'Segun Ojo',
];
const SEARCH = 'okafor';

const perEstate = (scale) =>
  Object.fromEntries(Object.entries(FULL).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))]));
const scaleLabel = (scale) => (scale === 1 ? 'full data' : `${scale} of the data`);

/**
 * One entry of every event type per person, with the sentence the server stores (activityText,
 * as insertActivity renders it), so the feed's search finds what it would find in production.
 */
function activityTemplates() {
  const actorName = ADMIN_NAME;
  return PEOPLE.flatMap((name, i) => {
    const first = name.split(' ')[0];
    const title = DUE_TITLES[i % DUE_TITLES.length];
    const amountKobo = 2_500_000 * (1 + (i % 4));
    const staff = { name: `Musa ${first}son`, role: 'Driver' };
    const notice = `Estate meeting ${i + 1}`;
    const alertType = ALERT_TYPES[i % ALERT_TYPES.length];
    const entries = [
      { type: 'resident.registered', params: { name, role: i % 4 ? 'resident' : 'security' } },
      { type: 'resident.approved', params: { name, actorName } },
      { type: 'resident.deleted', params: { name, email: `${first.toLowerCase()}@${DOMAIN}`, actorName } },
      { type: 'resident.deletion_requested', params: { name, reason: i % 2 ? 'Moving out of the estate' : '' } },
      { type: 'due.created', params: { title, amountKobo, dueDate: '2026-12-01', actorName } },
      { type: 'due.updated', params: { title, actorName } },
      { type: 'due.deleted', params: { title, archived: i % 2 === 0, actorName } },
      { type: 'due.reminded', params: { title, reminded: 12 + i, actorName } },
      { type: 'payment.submitted', params: { payerName: name, dueTitle: title, amountKobo } },
      { type: 'payment.approved', params: { payerName: name, dueTitle: title, amountKobo, actorName } },
      {
        type: 'payment.rejected',
        params: { payerName: name, dueTitle: title, amountKobo, actorName, reason: 'The receipt is unreadable' },
      },
      {
        type: 'visitor.arrived',
        params: {
          visitorName: `Guest of ${first}`,
          purpose: VISITOR_PURPOSES[i % VISITOR_PURPOSES.length],
          hostName: name,
          guardName: 'Main Gate',
        },
      },
      { type: 'staff.registered', params: { ...staff, residentName: name } },
      { type: 'staff.removed', params: { ...staff, actorName, reason: 'Left the job' } },
      { type: 'staff.deleted', params: { ...staff, actorName } },
      { type: 'announcement.created', params: { title: notice, actorName } },
      { type: 'announcement.updated', params: { title: notice, actorName } },
      { type: 'announcement.deleted', params: { title: notice, actorName } },
      {
        type: 'alert.sent',
        params: { alertType, otherReason: alertType === 'other' ? 'Gas smell at block C' : '', senderName: name },
      },
      { type: 'note', params: { text: `${name} moved into House ${i + 1}` } },
    ];
    return entries.map((entry) => ({ ...entry, description: activityText(entry) }));
  });
}

/**
 * The estates and everything their dashboards count, a statement per table (set-based, as
 * gate.mjs seeds), `scale` times FULL rows per estate. Helper tables number each estate's
 * residents and dues so rows can pick them by arithmetic instead of a lookup per row. Rows go in
 * oldest first, as they accumulate in production: an estate's rows are spread over the table's
 * pages among the other estates', not packed together, and ids grow with time.
 */
async function seed(client, scale) {
  const n = perEstate(scale);
  await client.query(
    `insert into estates (name, address, email, phone_number)
     select 'Bench Estate ' || g, g || ' Benchmark Road, Lekki', 'estate' || g || '@${DOMAIN}', '08' || lpad(g::text, 9, '0')
     from generate_series(1, $1::int) g`,
    [ESTATES],
  );
  // Every tenth resident awaits approval; the admin, the guard and the residents share one hash.
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, home_address, role, estate_id, is_approved,
                        email_verified_at, date_joined)
     select p.who || e.id || '@${DOMAIN}', $1, p.first, p.last, p.house, p.role, e.id, true, now(), now() - interval '2 years' as date_joined
     from estates e,
          (values ('admin', 'admin', 'Bench', 'Admin', ''), ('guard', 'security', 'Main', 'Gate', 'Gatehouse'))
            as p(who, role, first, last, house)
     union all
     select 'resident' || e.id || '-' || r || '@${DOMAIN}', $1, ($2::text[])[1 + r % 8], 'No. ' || r, 'House ' || r,
            'resident', e.id, r % 10 <> 0, now(), now() - r * interval '2 days'
     from estates e, generate_series(1, $3::int) r
     order by date_joined`,
    [await hashPassword(PASSWORD), PEOPLE.map((p) => p.split(' ')[0]), n.residents],
  );
  await client.query(
    `insert into subscriptions (user_id, status, is_trial, next_billing_date)
     select id, 'active', true, now() + interval '30 days' from users where role = 'admin'`,
  );
  await client.query(
    `create temp table bench_people as
       select estate_id, max(id) filter (where role = 'admin') as admin_id, max(id) filter (where role = 'security') as guard_id
       from users where role in ('admin', 'security') group by estate_id;
     create temp table bench_residents as
       select id, estate_id, email, first_name || ' ' || last_name as name,
              row_number() over (partition by estate_id order by id)::int as n
       from users where role = 'resident';
     analyze bench_people; analyze bench_residents`,
  );
  // Dues fall due every two months, from about nine months ago to next month.
  await client.query(
    `insert into dues (estate_id, title, amount_kobo, description, due_date, created_by, created_at)
     select e.id, d.title, 2500000 * d.k, 'The estate''s ' || lower(d.title) || ' for the period.',
            current_date + (60 * d.k - 330)::int, p.admin_id, now() - interval '1 year'
     from estates e join bench_people p on p.estate_id = e.id
     cross join unnest($1::text[]) with ordinality as d(title, k)`,
    [DUE_TITLES],
  );
  await client.query(
    `create temp table bench_dues as
       select id, estate_id, amount_kobo, row_number() over (partition by estate_id order by id)::int as k from dues;
     analyze bench_dues`,
  );
  await client.query(
    `insert into leadership_members (estate_id, user_id, position, "order")
     select r.estate_id, r.id, ($1::text[])[r.n], r.n from bench_residents r where r.n <= cardinality($1::text[])`,
    [POSITIONS],
  );
  // Over the last 12 months; 60% approved, 25% pending, 15% rejected.
  await client.query(
    `insert into payments (estate_id, due_id, resident_id, payer_name, amount_paid_kobo, evidence_key, evidence_mime,
                           status, rejection_reason, decided_by, decided_by_name, decided_at, created_at)
     select e.id, d.id, r.id, r.name, d.amount_kobo, 'evidence/bench0000000000000000.png', 'image/png', s.status,
            case when s.status = 'rejected' then 'The receipt is unreadable' else '' end,
            case when s.status <> 'pending' then p.admin_id end,
            case when s.status <> 'pending' then '${ADMIN_NAME}' end,
            case when s.status <> 'pending' then s.created_at + interval '1 day' end,
            s.created_at
     from estates e
     cross join generate_series(1, $1::int) g
     join bench_people p on p.estate_id = e.id
     join bench_residents r on r.estate_id = e.id and r.n = 1 + (g * 7) % $2::int
     join bench_dues d on d.estate_id = e.id and d.k = 1 + g % $3::int
     cross join lateral (
       select case when g % 20 < 12 then 'approved' when g % 20 < 17 then 'pending' else 'rejected' end as status,
              now() - (g - 1) * (interval '365 days' / $1::int) - (e.id % 97) * interval '1 minute' as created_at
     ) s
     order by created_at`,
    [n.payments, n.residents, DUE_TITLES.length],
  );
  // As gate.mjs: a few live codes per estate, the rest over the last 90 days, two in three used.
  await client.query(
    `insert into visitor_codes (estate_id, resident_id, visitor_name, purpose, code, live, created_at, expires_at, used_at, used_by)
     select e.id, r.id, 'Visitor ' || g, ($4::text[])[1 + g % 5], lpad(((g * 9973 + e.id * 7) % 1000000)::text, 6, '0'),
            c.live, c.created_at, c.created_at + interval '30 minutes',
            case when not c.live and g % 3 <> 0 then c.created_at + interval '4 minutes' end,
            case when not c.live and g % 3 <> 0 then p.guard_id end
     from estates e
     cross join generate_series(1, $1::int) g
     join bench_people p on p.estate_id = e.id
     join bench_residents r on r.estate_id = e.id and r.n = 1 + g % $3::int
     cross join lateral (
       select g <= $2::int as live,
              case when g <= $2::int then now() - g * interval '1 second'
                   else now() - interval '1 hour' - (g * 7919 % 129600) * interval '1 minute' end as created_at
     ) c
     order by created_at`,
    [n.visitorCodes, LIVE_CODES, n.residents, VISITOR_PURPOSES],
  );
  // The last 30 days at the gate: seven in ten let in.
  await client.query(
    `insert into gate_checks (estate_id, guard_id, guard_name, code, result, created_at)
     select e.id, p.guard_id, 'Main Gate', lpad((g * 7919 % 1000000)::text, 6, '0'),
            (array['valid', 'valid', 'valid', 'valid', 'valid', 'valid', 'valid', 'invalid', 'expired', 'used'])[1 + g % 10],
            now() - (g - 1) * (interval '30 days' / $1::int) - (e.id % 97) * interval '1 minute' as created_at
     from estates e cross join generate_series(1, $1::int) g join bench_people p on p.estate_id = e.id
     order by created_at`,
    [n.gateChecks],
  );
  await client.query(
    `insert into alerts (estate_id, sender_id, sender_role, sender_name, sender_email, alert_type, other_reason, created_at)
     select e.id, r.id, 'resident', r.name, r.email, t.alert_type,
            case when t.alert_type = 'other' then 'Gas smell at block C' else '' end,
            now() - (g - 1) * (interval '180 days' / $1::int) - (e.id % 97) * interval '1 minute' as created_at
     from estates e
     cross join generate_series(1, $1::int) g
     join bench_residents r on r.estate_id = e.id and r.n = 1 + (g * 13) % $2::int
     cross join lateral (select ($3::text[])[1 + g % cardinality($3::text[])] as alert_type) t
     order by created_at`,
    [n.alerts, n.residents, ALERT_TYPES],
  );
  // One in five removed.
  await client.query(
    `insert into staff_members (estate_id, resident_id, name, role, phone_number, gender, unique_id, status,
                                removal_reason, removed_at, removed_by, created_at)
     select e.id, r.id, 'Staff ' || e.id || '-' || g, ($3::text[])[1 + g % cardinality($3::text[])],
            '07' || lpad((e.id * 1000 + g)::text, 9, '0'), case when g % 2 = 0 then 'male' else 'female' end,
            'BS' || e.id || '-' || g, s.status,
            case when s.status = 'removed' then 'Left the job' end,
            case when s.status = 'removed' then now() - interval '1 day' end,
            case when s.status = 'removed' then p.admin_id end,
            now() - g * interval '3 days'
     from estates e
     cross join generate_series(1, $1::int) g
     join bench_people p on p.estate_id = e.id
     join bench_residents r on r.estate_id = e.id and r.n = 1 + (g * 11) % $2::int
     cross join lateral (select case when g % 5 = 0 then 'removed' else 'active' end as status) s`,
    [n.staff, n.residents, ['Driver', 'Cook', 'Cleaner', 'Gardener', 'Plumber', 'Nanny']],
  );
  await client.query(
    `insert into announcements (estate_id, title, message, created_by, created_by_name, created_at, updated_at)
     select e.id, 'Estate notice ' || g, 'Dear residents, please note the estate''s notice number ' || g || '.',
            p.admin_id, '${ADMIN_NAME}', c.at, c.at
     from estates e
     cross join generate_series(1, $1::int) g
     join bench_people p on p.estate_id = e.id
     cross join lateral (select now() - (g - 1) * (interval '180 days' / $1::int) as at) c`,
    [n.announcements],
  );
  // Over the last six months; any 20 consecutive entries of an estate hold every event type and
  // any 8 every person (templates are person-major: person * 20 + type).
  const templates = activityTemplates();
  await client.query(
    `create temp table bench_templates as
       select i::int, type, params::jsonb, description
       from unnest($1::text[], $2::text[], $3::text[]) with ordinality as t(type, params, description, i)`,
    [templates.map((t) => t.type), templates.map((t) => JSON.stringify(t.params)), templates.map((t) => t.description)],
  );
  await client.query(
    `insert into activities (estate_id, type, actor_id, params, description, created_at)
     select e.id, t.type, p.admin_id, t.params, t.description,
            now() - (g - 1) * (interval '180 days' / $1::int) - (e.id % 97) * interval '1 minute' as created_at
     from estates e
     cross join generate_series(1, $1::int) g
     join bench_people p on p.estate_id = e.id
     join bench_templates t on t.i = 1 + ((g + g / $2::int + e.id) % $3::int) * $2::int + g % $2::int
     order by created_at`,
    [n.activities, templates.length / PEOPLE.length, PEOPLE.length],
  );
  // Settled as autovacuum would leave it: statistics, and visibility maps for index-only counts;
  // and written out, so no checkpoint of the seed's gigabyte falls inside a measured round.
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}

const fixed = (x, digits = 0) =>
  x.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** What one scale's database holds, for the tables' titles. */
async function sizes(client) {
  const { rows } = await client.query(
    `select (select count(*) from users where role = 'resident')::int as residents,
            (select count(*) from visitor_codes)::int as codes,
            (select count(*) from payments)::int as payments,
            (select count(*) from activities)::int as activities`,
  );
  const r = rows[0];
  return `${fixed(ESTATES)} estates, ${fixed(r.residents)} residents, ${fixed(r.codes)} visitor codes, ${fixed(r.payments)} payments, ${fixed(r.activities)} activities`;
}

/** The feed's request of the web client, with one filter set. */
const feedPath = ({ page = 1, search = '', type = '', period = 'all' } = {}) =>
  `/api/activity-log/?page=${page}&page_size=10&search=${encodeURIComponent(search)}&type=${type}&period=${period}`;

/**
 * What the run loads: the dashboard, its charts, and the feed with each filter alone and all
 * together. BENCH_ENDPOINTS=<regular expression> loads only the endpoints whose names it matches.
 */
const ALL_ENDPOINTS = [
  { name: 'GET /api/dashboard/', path: '/api/dashboard/', schema: adminDashboard },
  { name: 'GET /api/dashboard/charts/', path: '/api/dashboard/charts/', schema: dashboardCharts },
  { name: 'feed: all time, page 1', path: feedPath(), feed: {} },
  { name: 'feed: all time, page 10', path: feedPath({ page: 10 }), feed: { page: 10 } },
  ...['today', '7d', 'month', '3months'].map((period) => ({
    name: `feed: period=${period}`,
    path: feedPath({ period }),
    feed: { period },
  })),
  ...ACTIVITY_KINDS.map((type) => ({ name: `feed: type=${type}`, path: feedPath({ type }), feed: { type } })),
  { name: `feed: search=${SEARCH}`, path: feedPath({ search: SEARCH }), feed: { search: SEARCH } },
  {
    name: `feed: type=payment, month, search=${SEARCH}`,
    path: feedPath({ type: 'payment', period: 'month', search: SEARCH }),
    feed: { type: 'payment', period: 'month', search: SEARCH },
  },
];

const ENDPOINTS = process.env.BENCH_ENDPOINTS
  ? ALL_ENDPOINTS.filter(({ name }) => new RegExp(process.env.BENCH_ENDPOINTS).test(name))
  : ALL_ENDPOINTS;

/** The furthest back each time filter may reach (Last Month: a calendar month at most 31 days, and a day's slack). */
const PERIOD_DAYS = { today: 1, '7d': 8, month: 32, '3months': 93 };

/**
 * One request per endpoint before the load, checked: the answer has the contract's shape, and
 * the feed's rows match its filters, newest first. Answers what each feed filter matched.
 */
async function checkAnswers(base, admin) {
  const matched = {};
  for (const endpoint of ENDPOINTS) {
    const res = await fetch(base + endpoint.path, { headers: admin.headers });
    if (!res.ok) throw new Error(`${endpoint.name}: ${res.status} ${await res.text()}`);
    const body = await res.json();
    if (!endpoint.feed) {
      endpoint.schema.parse(body);
      continue;
    }
    const page = activityPage.parse(body);
    const f = endpoint.feed;
    const since = f.period ? Date.now() - PERIOD_DAYS[f.period] * 86_400_000 : 0;
    const wrong = page.results.find(
      (a, i) =>
        (f.type && a.type !== f.type) ||
        Date.parse(a.created_at) < since ||
        (f.search && !`${a.description} ${a.type}`.toLowerCase().includes(f.search)) ||
        (i > 0 && a.created_at > page.results[i - 1].created_at),
    );
    if (wrong) throw new Error(`${endpoint.name}: ${JSON.stringify(wrong)} does not match the filter or the order`);
    if (page.count > 0 && page.results.length === 0 && (f.page ?? 1) * 10 <= page.count)
      throw new Error(`${endpoint.name}: ${page.count} matched but the page is empty`);
    if (!f.type && !f.period && !f.search && page.types.length !== ACTIVITY_KINDS.length)
      throw new Error(`${endpoint.name}: the type filter offers ${page.types.join(', ')}`);
    matched[endpoint.name] = page.count;
  }
  return matched;
}

/** Signs in the admins of ADMINS estates spread over the ids, a few at a time (each sign-in hashes). */
async function signInAdmins(base) {
  const step = Math.max(1, Math.floor(ESTATES / ADMINS));
  const queue = Array.from({ length: Math.min(ADMINS, ESTATES) }, (_, i) => `admin${1 + i * step}@${DOMAIN}`);
  const admins = [];
  const worker = async () => {
    for (let email = queue.shift(); email; email = queue.shift()) {
      const b = browser(base);
      await b.get('/api/csrf-cookie/');
      const res = await b.post('/api/auth/login/', { email, password: PASSWORD });
      if (!res.ok) throw new Error(`Sign-in of ${email} failed: ${res.status} ${await res.text()}`);
      admins.push({ email, headers: b.headers() });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return admins;
}

/** The types of the statements' named parameters ($estate, ...), as the server binds them. */
const PARAM_TYPES = { estate: 'int', type: 'text', since: 'timestamptz', search: 'text', limit: 'int', offset: 'int' };

/**
 * The main statements behind the three calls, as dashboard.queries.ts and activities.queries.ts
 * write them, with named parameters; and the values (SQL expressions) they are explained with, for
 * an estate in the middle of the ids.
 */
function statements(estate) {
  const e = '$estate';
  const monthAgo = `now() - interval '1 month'`;
  const filtersOn = (table, { type, since } = {}) =>
    [`${table}.estate_id = ${e}`, type && `${table}.kind = $type`, since && `${table}.created_at >= $since`]
      .filter(Boolean)
      .join(' and ');
  const matches = (filters) => `with typed as (
         select word, 1::bigint << (row_number() over () - 1)::int as bit
         from (select word from feed_words($search) as word limit 32) as t)
       select w.activity_id as id, max(w.created_at) as created_at
       from activity_words w join typed on w.word >= typed.word and w.word < typed.word || chr(1114111)
       where ${filtersOn('w', filters)} group by w.activity_id
       having bit_or(typed.bit) = (select bit_or(bit) from typed)`;
  const kinds = ACTIVITY_KINDS.map((k, i) => `('${k}', ${i})`).join(', ');
  const kindsPresent = `array(select k.kind from (values ${kinds}) as k(kind, ord)
       where exists (select 1 from activities a where a.estate_id = ${e} and a.kind = k.kind) order by k.ord)`;
  // As the server runs the feed: the page's rows, each with the count and the kinds present.
  const feed = (label, filters) => {
    const count = filters.search
      ? `select count(*) from (${matches(filters)}) m`
      : `select count(*) from activities a where ${filtersOn('a', filters)}`;
    return {
      [`feed ${label}`]: `select id, kind, description, created_at, (${count}) as total, ${kindsPresent} as kinds from activities where id in (${
        filters.search
          ? `select id from (${matches(filters)}) m`
          : `select id from activities a where ${filtersOn('a', filters)}`
      } order by created_at desc, id desc limit $limit offset $offset)
       order by created_at desc, id desc`,
    };
  };
  const texts = {
    'dashboard: counters and lists': `select e.name,
         (select count(*) from users where estate_id = ${e} and role in ('resident', 'security')),
         (select count(*) from users where estate_id = ${e} and role in ('resident', 'security') and not is_approved),
         (select coalesce(sum(payments), 0) from estate_payment_months where estate_id = ${e} and status = 'pending'),
         (select count(*) from dues where estate_id = ${e} and archived_at is null),
         (select count(*) from visitor_codes where estate_id = ${e}),
         (select count(*) from alerts where estate_id = ${e}),
         (select count(*) from staff_members where estate_id = ${e}),
         (select count(*) from staff_members where estate_id = ${e} and status = 'active'),
         (select coalesce(json_agg(r order by r.due_date, r.id), '[]') from (select id, title, amount_kobo, due_date from dues
           where estate_id = ${e} and archived_at is null order by due_date, id limit 20) r),
         (select coalesce(json_agg(r order by r."order", r.id), '[]') from (select l.id, l.position, l."order", u.first_name, u.last_name
           from leadership_members l join users u on u.id = l.user_id where l.estate_id = ${e} order by l."order", l.id limit 20) r),
         (select coalesce(json_agg(r order by r.created_at desc, r.id desc), '[]') from (select id, title, message, created_by_name,
           created_at, updated_at from announcements where estate_id = ${e} order by created_at desc, id desc limit 5) r),
         (select coalesce(json_agg(r order by r.created_at desc, r.id desc), '[]') from (select id, alert_type, sender_name,
           sender_email, other_reason, created_at from alerts where estate_id = ${e} order by created_at desc, id desc limit 5) r)
       from estates e where e.id = ${e}`,
    'charts: series and statuses': `select
         (select coalesce(json_agg(r order by r.month), '[]') from (select to_char(month, 'YYYY-MM') as month, kobo
           from estate_payment_months where estate_id = ${e} and status = 'approved'
             and month >= date_trunc('month', current_date - interval '11 months')) r),
         (select coalesce(json_agg(r order by r.month), '[]') from (select to_char(due_date, 'YYYY-MM') as month, sum(amount_kobo) *
             (select count(*) from users where estate_id = ${e} and role = 'resident' and is_approved) as kobo
           from dues where estate_id = ${e} and archived_at is null
             and due_date >= date_trunc('month', current_date - interval '11 months') and due_date <= current_date + 31
           group by 1) r),
         (select coalesce(sum(payments), 0) from estate_payment_months where estate_id = ${e} and status = 'pending'),
         (select coalesce(sum(payments), 0) from estate_payment_months where estate_id = ${e} and status = 'approved'),
         (select coalesce(sum(payments), 0) from estate_payment_months where estate_id = ${e} and status = 'rejected'),
         (select coalesce(json_agg(r order by r.day), '[]') from (select to_char(day, 'YYYY-MM-DD') as day, admitted as count
           from estate_gate_days where estate_id = ${e} and day >= current_date - 29) r)
       from estates e where e.id = ${e}`,
    ...feed('all time', {}),
    ...feed('type=visitor', { type: 'visitor' }),
    ...feed('last month', { since: monthAgo }),
    ...feed(`search=${SEARCH}`, { search: SEARCH }),
    ...feed('all three', { type: 'payment', since: monthAgo, search: SEARCH }),
  };
  const values = { estate, type: "'payment'", since: monthAgo, search: `'${SEARCH}'`, limit: 10, offset: 0 };
  return Object.fromEntries(
    Object.entries(texts).map(([title, text]) => [
      title,
      { text, values: title.startsWith('feed type=visitor') ? { ...values, type: "'visitor'" } : values },
    ]),
  );
}

/**
 * A statement with named parameters as PREPARE and EXECUTE: explained with plan_cache_mode =
 * force_generic_plan, as the server's pool runs its named statements (decision 021), the plan is
 * the one the server uses, not one made for the values.
 */
function asPrepared(name, { text, values }) {
  const used = Object.keys(PARAM_TYPES).filter((p) => text.includes(`$${p}`));
  const numbered = used.reduce((t, p, i) => t.replaceAll(`$${p}`, `$${i + 1}`), text);
  return {
    prepare: `prepare ${name}(${used.map((p) => PARAM_TYPES[p]).join(', ')}) as ${numbered}`,
    execute: `execute ${name}(${used.map((p) => values[p]).join(', ')})`,
  };
}

/** Each statement's best execution time over a few EXPLAIN ANALYZE runs (ms), and its last plan. */
async function explainAll(client) {
  const middle = Math.ceil(ESTATES / 2);
  const out = {};
  await client.query('set plan_cache_mode = force_generic_plan');
  for (const [i, [title, statement]] of Object.entries(statements(middle)).entries()) {
    const { prepare, execute } = asPrepared(`bench_${i}`, statement);
    await client.query(prepare);
    let best = Infinity;
    let plan = [];
    for (let i = 0; i < 5; i++) {
      const { rows } = await client.query(`explain (analyze, buffers) ${execute}`);
      plan = rows.map((r) => r['QUERY PLAN']);
      const ms = Number(plan.find((l) => l.startsWith('Execution Time'))?.match(/([\d.]+) ms/)?.[1]);
      best = Math.min(best, ms);
    }
    out[title] = { ms: best, plan };
  }
  return out;
}

/** Rounds of one endpoint at one scale as one: the mean rate, the worst round's latencies, all errors. */
function combined(runs) {
  const sum = (f) => runs.reduce((a, r) => a + f(r), 0);
  return {
    requests: sum((r) => r.requests),
    rps: sum((r) => r.rps) / runs.length,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    socketErrors: sum((r) => r.socketErrors),
    statusCodes: runs.map((r) => r.statusCodes),
  };
}

/** Fresh databases for every scale at once, so the scales can be measured turn about. */
function withDatabases(scales, use, made = []) {
  if (made.length === scales.length) return use(made);
  return withFreshDatabase('eh_bench', (url) => withDatabases(scales, use, [...made, url]));
}

export async function run() {
  const apiScript = buildApi();
  const bareScript = await bundle('../servers/bare-hello.mjs');
  const dataDirs = [];
  await withDatabases(SCALES, async (urls) => {
    const clients = [];
    const servers = [];
    try {
      const scales = [];
      for (const [i, scale] of SCALES.entries()) {
        const client = new pg.Client({ connectionString: urls[i] });
        await client.connect();
        clients.push(client);
        const seedStart = performance.now();
        await seed(client, scale);
        const size = await sizes(client);
        console.log(`Seeded ${scaleLabel(scale)}: ${size}, in ${fixed((performance.now() - seedStart) / 1000, 1)} s.`);
        scales.push({ scale, url: urls[i], client, size, plans: await explainAll(client) });
      }
      for (const [title, { plan }] of Object.entries(scales[0].plans))
        console.log(`\n${title} (${scaleLabel(scales[0].scale)})\n${plan.map((l) => `  ${l}`).join('\n')}`);
      printTable(
        `Statements as the server runs them (prepared, generic plans), best of 5 EXPLAIN ANALYZE runs, for estate ${Math.ceil(ESTATES / 2)}`,
        ['statement', ...scales.map((s) => `ms at ${scaleLabel(s.scale)}`)],
        Object.keys(scales[0].plans).map((title) => [title, ...scales.map((s) => fixed(s.plans[title].ms, 3))]),
      );

      const bare = await startServer({
        label: 'bare',
        script: bareScript,
        env: {},
        port: await freePort(),
        readyPath: '/health/',
      });
      servers.push(bare);
      const bareNext = () => ({ method: 'GET', path: '/health/' });
      await drive({ base: bare.base, connections: CONNECTIONS, seconds: WARMUP_SECONDS, next: bareNext });
      const bareRun = await drive({ base: bare.base, connections: CONNECTIONS, seconds: SECONDS, next: bareNext });
      await bare.stop();

      for (const s of scales) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estatehub-bench-'));
        dataDirs.push(dataDir);
        s.api = await startServer({
          label: `api-${s.scale}`,
          script: apiScript,
          env: { NODE_ENV: 'production', DATABASE_URL: s.url, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
          port: await freePort(),
          readyPath: '/api/csrf-cookie/',
        });
        servers.push(s.api);
        s.admins = await signInAdmins(s.api.base);
        s.matched = await checkAnswers(s.api.base, s.admins[0]);
        s.runs = {};
      }

      // Endpoint by endpoint, the scales turn about (A B B A ...), so a drift in the shared
      // machine's load falls on both sides of each comparison alike.
      for (const endpoint of ENDPOINTS) {
        const rounds = new Map(scales.map((s) => [s, []]));
        for (let round = 0; round < ROUNDS; round++) {
          for (const s of round % 2 ? [...scales].reverse() : scales) {
            let turn = 0;
            const next = () => ({
              method: 'GET',
              path: endpoint.path,
              headers: s.admins[turn++ % s.admins.length].headers,
            });
            await drive({ base: s.api.base, connections: CONNECTIONS, seconds: WARMUP_SECONDS, next });
            rounds.get(s).push(await drive({ base: s.api.base, connections: CONNECTIONS, seconds: SECONDS, next }));
          }
        }
        for (const [s, runs] of rounds) s.runs[endpoint.name] = combined(runs);
      }

      const say = (ok) => (ok ? 'met' : 'MISSED');
      const ms = (x) => `${fixed(x)} ms`;
      let missed = false;
      for (const s of scales) {
        const rows = ENDPOINTS.map(({ name }) => {
          const r = s.runs[name];
          const ok = r.p99 <= GOAL.p99 && r.errors === 0;
          missed ||= !ok;
          return [
            name,
            s.matched[name] === undefined ? '' : fixed(s.matched[name]),
            fixed(r.rps),
            ms(r.p50),
            ms(r.p99),
            fixed(r.errors),
            `${fixed((r.rps / bareRun.rps) * 100, 1)}%`,
            say(ok),
          ];
        });
        rows.push([
          'bare Fastify GET /health/ (small JSON), no DB',
          '',
          fixed(bareRun.rps),
          ms(bareRun.p50),
          ms(bareRun.p99),
          fixed(bareRun.errors),
          '100%',
          '',
        ]);
        printTable(
          `dashboard at ${scaleLabel(s.scale)}: ${s.size}; ${s.admins.length} admins signed in, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s after ${WARMUP_SECONDS} s warm-up each (requests/s: their mean; p50, p99: the worse round), ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
          [
            'endpoint',
            'feed count',
            'requests/s',
            'p50',
            'p99',
            'errors',
            'of bare',
            `goal: p99 <= ${GOAL.p99} ms, 0 errors`,
          ],
          rows,
        );
        const failures = ENDPOINTS.filter(({ name }) => s.runs[name].errors > 0).map(
          ({ name }) =>
            `${name}: ${JSON.stringify(s.runs[name].statusCodes)}, socket errors and timeouts ${s.runs[name].socketErrors}`,
        );
        if (failures.length) console.log(`\nErrors at ${scaleLabel(s.scale)}:\n${failures.join('\n')}`);
      }

      // The cost of a request is the time it holds a connection: at fixed connections, 1 / requests/s.
      const full = scales.find((s) => s.scale === 1);
      const small = scales.find((s) => s.scale < 1);
      if (full && small) {
        const rows = ENDPOINTS.map(({ name }) => {
          const ratio = full.runs[name].rps / small.runs[name].rps;
          missed ||= ratio < GOAL.costRatio;
          return [
            name,
            fixed(full.runs[name].rps),
            fixed(small.runs[name].rps),
            fixed(ratio, 2),
            say(ratio >= GOAL.costRatio),
          ];
        });
        printTable(
          `Cost at ${scaleLabel(small.scale)} against full data (time per request = ${CONNECTIONS} connections / requests/s)`,
          [
            'endpoint',
            'requests/s, full',
            `requests/s, ${small.scale}`,
            `time at ${small.scale} / time at full`,
            `goal: >= ${fixed(GOAL.costRatio, 2)} (1/1.3)`,
          ],
          rows,
        );
      }
      if (missed) process.exitCode = 1;
    } finally {
      for (const server of servers) await server.stop();
      for (const client of clients) await client.end();
    }
  }).finally(() => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
}
