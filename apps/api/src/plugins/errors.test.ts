import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { logLines });
  // A real constraint the route does not expect, so the insert fails inside PostgreSQL.
  await t.db.execute(sql`alter table users add constraint users_no_refused_check check (last_name <> 'Refused')`);
});
afterAll(() => t.close());

describe('a database error during a request', () => {
  it('answers 500 and logs the code and constraint, never the query, its parameters or the detail', async () => {
    const estate = await t.createEstate();
    const body = {
      email: 'private.person@example.ng',
      password: PASSWORD,
      first_name: 'Chidi',
      last_name: 'Refused',
      phone_number: '08155501234',
      home_address: '17 Secret Close',
      house_type: '2bedroom',
      role: 'resident',
      resident_type: 'tenant',
      estate: estate.id,
    };
    const res = await (await t.client().primeCsrf()).post('/api/auth/register/', body);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: 'Something went wrong on our side. Please try again.' });

    const errorLine = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(errorLine?.err).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'users_no_refused_check',
      table: 'users',
    });
    const log = logLines.join('\n');
    for (const secret of [body.email, body.phone_number, body.home_address, PASSWORD, '$argon2', 'Failing row'])
      expect(log).not.toContain(secret);
    expect(log).not.toMatch(/insert into|params:/i);
  });
});

describe('the app logger', () => {
  it('hides the SQL and parameters of a failed query logged as a message (as the job runner does)', () => {
    t.app.log.warn({ err: 'Failed query: insert into "users" values ($1)\nparams: hunter2-secret' }, 'job failed');
    const line = JSON.parse(logLines.at(-1)!);
    expect(line.msg).toBe('job failed');
    expect(line.err.message).toBe('Failed query (SQL and parameters not logged)');
    expect(logLines.at(-1)).not.toContain('hunter2-secret');
  });
});
