import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../../test/smtp-listener';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import type { Database, Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { createMailQueue } from './mail-queue';
import { outboxTransport, smtpTransport } from './mailer';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const quiet = { warn() {}, error() {} };

describe('mail queue', () => {
  it('delivers through a real SMTP server; the test reads the code out of the message', async () => {
    const estate = await t.createEstate();
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/auth/request-password-reset/', {
      email: (await t.createUser({ estateId: estate.id, email: 'smtp-reader@example.ng' })).email,
    });
    expect(res.status).toBe(200);
    const mail = await t.smtp.waitFor('smtp-reader@example.ng');
    expect(mail.subject).toMatch(/password reset code/);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('a refusing relay never fails the request; the message is retried until it goes through', async () => {
    t.smtp.failNextDeliveries(1);
    const estate = await t.createEstate();
    const user = await t.createUser({ estateId: estate.id, email: 'retry-me@example.ng' });
    const c = await t.client().primeCsrf();
    expect((await c.post('/api/auth/request-password-reset/', { email: user.email })).status).toBe(200);

    // First attempt refused: the row waits with its error and a later attempt time.
    await expect.poll(async () => (await rowFor(user.email))?.lastError ?? null, { timeout: 5000 }).not.toBeNull();
    expect((await rowFor(user.email))?.status).toBe('pending');
    t.clock.advance(60);
    await t.deps.mail.drain();
    const mail = await t.smtp.waitFor(user.email);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect((await rowFor(user.email))?.status).toBe('sent');
  });
});

// A queue of the test's own over a database of its own: the app's queue polls every 100 ms
// and would otherwise claim these messages first.
describe('mail queue on its own', () => {
  let own: Database;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(() => own.close());

  it('a relay that is down does not lose the message', async () => {
    const queue = createMailQueue(own.db, smtpTransport('smtp://127.0.0.1:1', 'x@y.ng'), t.clock, quiet);
    await queue.enqueue(own.db, { to: 'down@example.ng', subject: 'Hello', text: 'Body' });
    await queue.drain();
    const row = await rowFor('down@example.ng', own.db);
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    await queue.stop();
  });

  it('without a relay, writes each message to the outbox folder and prints it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const printed: string[] = [];
    const queue = createMailQueue(
      own.db,
      outboxTransport(dir, (s) => printed.push(s)),
      t.clock,
      quiet,
    );
    await queue.enqueue(own.db, { to: 'outbox@example.ng', subject: 'Your code', text: 'Code 123456' });
    await queue.drain();
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    expect(await fs.readFile(path.join(dir, files[0]!), 'utf8')).toContain('Code 123456');
    expect(printed.join('')).toContain('outbox@example.ng');
    await queue.stop();
  });
});

async function rowFor(to: string, db: Db = t.db) {
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
  return row;
}
