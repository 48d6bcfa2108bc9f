import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { HttpClient } from './http-client';
import { PASSWORD, startTestApp, type TestApp } from './test-app';

/**
 * Drives every operation of the OpenAPI document with malformed and hostile values, as an
 * estate admin and anonymously: no answer may be a 5xx, and no secret may reach the log.
 * Seeded: FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> changes how many inputs each operation gets.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

type Operation = { method: string; path: string; pathParams: string[]; query: string[]; fields: string[] };

let t: TestApp;
const logLines: string[] = [];
let admin: HttpClient;
let anonymous: HttpClient;
let operations: Operation[];
let estateId: number;
let residentId: number;
const secrets: string[] = [PASSWORD];
/** Answers to calls that carried a body: some must succeed, or the fuzzer only ever meets validation. */
const bodyStatuses: number[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { logLines });
  estateId = (await t.createEstate()).id;
  // Residents first, so the admin's own id is not among the small ids the fuzzer favours.
  for (let i = 0; i < 3; i++) residentId = (await t.createUser({ estateId })).id;
  await t.createUser({ estateId, isApproved: false });
  const a = await t.createUser({ estateId, role: 'admin' });
  admin = t.client();
  expect((await admin.login(a.email, PASSWORD)).status).toBe(200);
  anonymous = await t.client().primeCsrf();
  // Taken now: signing out (the last operation) drops the admin's cookies.
  secrets.push((await t.db.select().from(users).where(eq(users.id, a.id)))[0]!.passwordHash!);
  secrets.push(...admin.cookies.values(), ...anonymous.cookies.values());
  operations = readOperations((await anonymous.get('/api/docs/json')).body);
});
afterAll(() => t.close());

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

/** Field names of the forms the document describes only as multipart (no JSON schema to read). */
const FORM_FIELDS = ['name', 'address', 'description', 'phone_number', 'email', 'logo', 'user', 'position', 'bio'];

function readOperations(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    // The live stream never ends for a signed-in caller: its resume point is tested in live-stream.test.ts.
    if (path === '/api/events/') continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const unsafe = method !== 'get' && method !== 'head';
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        fields: schema?.properties ? Object.keys(schema.properties) : unsafe ? FORM_FIELDS : [],
      });
    }
  }
  // Signing out ends the session the admin's pass uses: keep it for the very end.
  return ops.sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
}

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\nSet-Cookie: x=1',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '1e309',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '{{7*7}}',
  '#{7*7}',
  '\u202eevil',
  '\ud800',
  '😀👩‍👩‍👧‍👦',
  'ẞ̸̢̛̪͖̝',
];

const text = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000`),
  fc.integer({ min: 2, max: 5 }).map((n) => 'x'.repeat(10 ** n)),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2),
);
const deep = fc.integer({ min: 100, max: 3000 }).map((depth) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    deep,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
}));
/** A value that passes the field's rules, so one hostile field among valid ones reaches the service and the database. */
function validFor(name: string): fc.Arbitrary<unknown> {
  const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
  if (name === 'email') return fc.nat().map((n) => `fuzz${n}@example.ng`);
  if (name === 'phone_number') return digits(8).map((d) => `080${d}`);
  if (name === 'account_number') return digits(10);
  if (name === 'code') return digits(6);
  if (name.includes('password')) return fc.constant('Str0ng!Pass9');
  if (name === 'house_type') return fc.constantFrom('2bedroom', 'duplex');
  if (name === 'resident_type') return fc.constantFrom('tenant', 'landlord/landlady');
  if (name === 'role') return fc.constantFrom('resident', 'admin', 'security');
  if (name === 'estate') return fc.constant(estateId);
  if (name === 'user') return fc.constant(residentId);
  if (name === 'order') return fc.integer({ min: 0, max: 9 });
  if (name === 'bank_accounts') return fc.constant([]);
  if (name === 'logo') return fc.constant('');
  return fc.constantFrom('Ada Lovelace', 'Chairman', '12 Palm Avenue, Lagos', 'Hello there');
}
const fieldValue = (name: string) =>
  fc.oneof({ arbitrary: validFor(name), weight: 4 }, { arbitrary: value, weight: 1 });
const RAW_BODIES = ['{', '[[[', '{"a":', '\u0000', 'null', '"text"', '1e309', '['.repeat(20000) + ']'.repeat(20000)];

const RAW_TYPES = [
  'application/json',
  'multipart/form-data',
  'multipart/form-data; boundary=zz',
  'text/plain',
  'application/x-www-form-urlencoded',
];

/** A path segment as a browser could send it (lone surrogates cannot be percent-encoded). */
const segment = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

type FuzzInput = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: { kind: 'json' | 'form' | 'raw'; value: unknown; type?: string };
};

function inputFor(op: Operation): fc.Arbitrary<FuzzInput> {
  const ids = () => fc.constantFrom(String(estateId), String(residentId), '1', '2');
  const pathParam = fc.oneof(ids(), fc.constantFrom('..', '%2e%2e', '%00', '1e309', '-1', '0x10'), text.map(segment));
  const record = (names: string[], arb: (name: string) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(names.map((n) => [n, arb(n)])), { requiredKeys: [] });
  const fields = fc.oneof(
    record(op.fields, fieldValue),
    fc.record(Object.fromEntries(op.fields.map((n) => [n, fieldValue(n)]))),
  );
  return fc.record({
    params: record(op.pathParams, () => pathParam),
    query: record([...op.query, 'unexpected'], () => text),
    body: fc.oneof(
      fc.record({ kind: fc.constant('json' as const), value: fields }),
      fc.record({ kind: fc.constant('json' as const), value }),
      fc.record({ kind: fc.constant('form' as const), value: fields }),
      fc.record({
        kind: fc.constant('raw' as const),
        value: fc.constantFrom(...RAW_BODIES),
        type: fc.constantFrom(...RAW_TYPES),
      }),
    ),
  });
}
async function send(client: HttpClient, op: Operation, input: FuzzInput) {
  let path = op.path;
  for (const name of op.pathParams) path = path.replace(`{${name}}`, (input.params[name] as string) ?? '1');
  const query = new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)]));
  const url = query.size ? `${path}?${query}` : path;
  if (op.method === 'GET' || op.method === 'HEAD') return client.request(op.method, url);
  const { kind, value } = input.body;
  if (kind === 'raw') return client.request(op.method, url, String(value), { 'content-type': input.body.type! });
  if (kind === 'json') return client.request(op.method, url, JSON.stringify(value ?? null));
  const form = new FormData();
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return client.request(op.method, url, form);
}

async function fuzz(client: () => HttpClient): Promise<string[]> {
  const failures: string[] = [];
  for (const op of operations) {
    const details = await fc.check(
      fc.asyncProperty(inputFor(op), async (input) => {
        const res = await send(client(), op, input);
        if (op.fields.length) bodyStatuses.push(res.status);
        if (res.status >= 500) throw new Error(`${op.method} ${op.path} answered ${res.status}: ${res.text}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    if (details.failed) failures.push(`FUZZ_SEED=${SEED} ${fc.defaultReportMessage(details)}`);
  }
  return failures;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations to drive', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.at(-1)?.path).toContain('logout');
  });

  it('never answers 5xx to anonymous callers', { timeout: 120_000 }, async () => {
    expect(await fuzz(() => anonymous)).toEqual([]);
  });

  it('never answers 5xx to an estate admin', { timeout: 120_000 }, async () => {
    expect(await fuzz(() => admin)).toEqual([]);
  });

  it('reached past validation often enough to mean something', () => {
    expect(bodyStatuses.filter((s) => s >= 200 && s < 300).length).toBeGreaterThan(5);
    expect(bodyStatuses.filter((s) => s === 400).length).toBeGreaterThan(100);
  });

  it('logs no password, password hash, session id or CSRF token', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    expect(logLines.length).toBeGreaterThan(100);
    const log = logLines.join('\n');
    for (const secret of secrets.filter((s) => s.length >= 8)) expect(log).not.toContain(secret);
  });
});
