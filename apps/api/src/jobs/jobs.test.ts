import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHungSmtpServer } from '../../test/hung-smtp';
import { codeIn } from '../../test/smtp-listener';
import { startTestApp, type TestApp, testClock } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import type { Database, Db } from '../db/client';
import { jobs, rateLimits, sessions } from '../db/schema';
import { localDiskStorage, newFileKey } from '../lib/file-storage';
import { outboxTransport, smtpTransport } from '../lib/mailer';
import { createJobRunner } from './job-runner';
import { handleMailJobs, mailQueue } from './mail-job';

/** Storage for runners whose mail has no attachments. */
const noFiles = localDiskStorage(path.join(os.tmpdir(), 'estatehub-no-files'));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const quiet = { warn() {}, error() {} };

async function mailJobTo(to: string, db: Db = t.db) {
  const [row] = await db.select().from(jobs).where(sql`${jobs.kind} = 'mail' and ${jobs.payload}->>'to' = ${to}`);
  return row;
}

describe('mail jobs in the app', () => {
  it('deliver through a real SMTP server; the test reads the code out of the message', async () => {
    const estate = await t.createEstate();
    const user = await t.createUser({ estateId: estate.id, email: 'smtp-reader@example.ng' });
    const c = await t.client().primeCsrf();
    expect((await c.post('/api/auth/request-password-reset/', { email: user.email })).status).toBe(200);
    const mail = await t.smtp.waitFor(user.email);
    expect(mail.subject).toMatch(/password reset code/);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    await expect.poll(async () => (await mailJobTo(user.email))?.status).toBe('done');
  });

  it('a refusing relay never fails the request; the message is retried after a backoff until it goes through', async () => {
    t.smtp.failNextDeliveries(1);
    const estate = await t.createEstate();
    const user = await t.createUser({ estateId: estate.id, email: 'retry-me@example.ng' });
    const c = await t.client().primeCsrf();
    expect((await c.post('/api/auth/request-password-reset/', { email: user.email })).status).toBe(200);

    // First attempt refused: the job waits with its error and a later run time.
    await expect.poll(async () => (await mailJobTo(user.email))?.lastError ?? null, { timeout: 5000 }).not.toBeNull();
    const waiting = (await mailJobTo(user.email))!;
    expect(waiting.status).toBe('pending');
    expect(waiting.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime() + 10_000);
    t.clock.advance(60);
    await t.jobs.runDue();
    expect(codeIn(await t.smtp.waitFor(user.email))).toMatch(/^\d{6}$/);
    expect((await mailJobTo(user.email))?.status).toBe('done');
  });

  it('attachments are read from storage when the message is sent; a missing file fails the job, never sends without it', async () => {
    const key = newFileKey('receipts', 'pdf');
    await t.deps.storage.put(key, Buffer.from('%PDF-1.4 attached'));
    const attachments = [{ filename: 'receipt-1.pdf', contentType: 'application/pdf', storageKey: key }];
    await t.deps.mail.enqueue(t.db, {
      to: 'attached@example.ng',
      subject: 'Receipt',
      text: 'See attached',
      attachments,
    });
    await t.jobs.runDue();
    const mail = await t.smtp.waitFor('attached@example.ng');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'receipt-1.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.toString()).toBe('%PDF-1.4 attached');

    const gone = [{ ...attachments[0]!, storageKey: newFileKey('receipts', 'pdf') }];
    await t.deps.mail.enqueue(t.db, { to: 'unattached@example.ng', subject: 'Receipt', text: 'x', attachments: gone });
    await t.jobs.runDue();
    const row = await mailJobTo('unattached@example.ng');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/missing from storage/);
    expect(t.smtp.received.some((m) => m.to.includes('unattached@example.ng'))).toBe(false);
  });

  it('housekeeping runs on a schedule driven by the clock in deps', async () => {
    const user = await t.createUser({ estateId: (await t.createEstate()).id });
    const now = t.clock.now();
    await t.db
      .insert(sessions)
      .values({ tokenHash: 'expiring-session', userId: user.id, expiresAt: new Date(now.getTime() + 60_000) });
    await t.db.insert(rateLimits).values({ key: 'old-window', windowStart: now, count: 3 });
    await t.jobs.runDue();
    // Not yet expired, and the hourly run has just happened: nothing goes.
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, 'expiring-session'))).toHaveLength(1);

    t.clock.advance(2 * 86_400);
    await t.jobs.runDue();
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, 'expiring-session'))).toHaveLength(0);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'old-window'))).toHaveLength(0);
    // A scheduled job is one row, waiting for its next run.
    const [cleanup] = await t.db.select().from(jobs).where(eq(jobs.key, 'every:sessions.cleanup'));
    expect(cleanup).toMatchObject({ status: 'pending', attempts: 0 });
    expect(cleanup!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});

// Runners of the test's own over a database of its own: the app's runner polls and would
// otherwise take these jobs first.
describe('job runner on its own', () => {
  let own: Database;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(() => own.close());

  it('a relay that is down does not lose the message', async () => {
    const runner = createJobRunner({ db: own.db, clock: testClock(), log: quiet });
    handleMailJobs(runner, smtpTransport('smtp://127.0.0.1:1', 'x@y.ng'), noFiles);
    await mailQueue(runner).enqueue(own.db, { to: 'down@example.ng', subject: 'Hello', text: 'Body' });
    await runner.runDue();
    const row = await mailJobTo('down@example.ng', own.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    await runner.stop();
  });

  it('without a relay, writes each message to the outbox folder and prints it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const printed: string[] = [];
    const runner = createJobRunner({ db: own.db, clock: testClock(), log: quiet });
    handleMailJobs(
      runner,
      outboxTransport(dir, (s) => printed.push(s)),
      noFiles,
    );
    await mailQueue(runner).enqueue(own.db, { to: 'outbox@example.ng', subject: 'Your code', text: 'Code 123456' });
    await runner.runDue();
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    expect(await fs.readFile(path.join(dir, files[0]!), 'utf8')).toContain('Code 123456');
    expect(printed.join('')).toContain('outbox@example.ng');
    await runner.stop();
  });

  it('the SMTP transport gives up on a relay that accepts the connection and never answers', async () => {
    const hung = await startHungSmtpServer();
    try {
      const transport = smtpTransport(hung.url, 'x@y.ng', {
        connectionTimeout: 300,
        greetingTimeout: 300,
        socketTimeout: 300,
      });
      await expect(transport.send({ id: 1, to: 'a@b.ng', subject: 'S', text: 'T' })).rejects.toThrow(
        /greeting|timeout/i,
      );
    } finally {
      await hung.close();
    }
  });

  it('a hung relay does not stall other jobs: the mail job times out and is retried later', async () => {
    const hung = await startHungSmtpServer();
    const clock = testClock();
    // The transport's own timeouts are long here, so the runner's per-job limit is what ends the wait.
    const runner = createJobRunner({ db: own.db, clock, log: quiet, jobTimeoutMs: 400 });
    handleMailJobs(runner, smtpTransport(hung.url, 'x@y.ng'), noFiles);
    const done: string[] = [];
    runner.handle('other', async (payload) => {
      done.push((payload as { n: string }).n);
    });
    try {
      await mailQueue(runner).enqueue(own.db, { to: 'hung@example.ng', subject: 'Stuck', text: 'Body' });
      await runner.enqueue(own.db, { kind: 'other', payload: { n: 'first' } });
      await runner.runDue();
      expect(hung.openConnections()).toBe(1);
      expect(done).toEqual(['first']);
      const mail = await mailJobTo('hung@example.ng', own.db);
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
      expect(mail?.lastError).toMatch(/timed out/);

      // Jobs that come after are not held up either.
      await runner.enqueue(own.db, { kind: 'other', payload: { n: 'second' } });
      await runner.runDue();
      expect(done).toEqual(['first', 'second']);
    } finally {
      await runner.stop();
      await own.db.delete(jobs);
      await hung.close();
    }
  });

  it('two runners over one database never run the same job', async () => {
    const ran: number[] = [];
    const runners = [0, 1].map(() => {
      const r = createJobRunner({ db: own.db, clock: testClock(), log: quiet, batch: 3 });
      r.handle('count', async (payload) => {
        ran.push((payload as { n: number }).n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return r;
    });
    for (let n = 0; n < 30; n++) await runners[0]!.enqueue(own.db, { kind: 'count', payload: { n } });
    await Promise.all(runners.map((r) => r.runDue()));
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    await Promise.all(runners.map((r) => r.stop()));
  });

  it('a job leased by an instance that died is taken again once the lease lapses', async () => {
    const clock = testClock();
    const runner = createJobRunner({ db: own.db, clock, log: quiet });
    const ran: string[] = [];
    runner.handle('leased', async () => {
      ran.push('ran');
    });
    await own.db.insert(jobs).values({
      kind: 'leased',
      payload: {},
      runAt: clock.now(),
      attempts: 1,
      lockedUntil: new Date(clock.now().getTime() + 300_000),
    });
    await runner.runDue();
    expect(ran).toEqual([]);
    clock.advance(301);
    await runner.runDue();
    expect(ran).toEqual(['ran']);
    await runner.stop();
  });

  it('a job that keeps failing is retried with growing waits, then marked failed with its error', async () => {
    const clock = testClock();
    const runner = createJobRunner({ db: own.db, clock, log: quiet });
    runner.handle('doomed', async () => {
      throw new Error('always broken');
    });
    await runner.enqueue(own.db, { kind: 'doomed', payload: {}, maxAttempts: 3 });
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await runner.runDue();
      const [row] = await own.db.select().from(jobs).where(eq(jobs.kind, 'doomed'));
      waits.push(Math.round((row!.runAt.getTime() - clock.now().getTime()) / 1000));
      clock.advance(3600);
    }
    const [row] = await own.db.select().from(jobs).where(eq(jobs.kind, 'doomed'));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'always broken' });
    expect(waits[0]).toBeLessThan(waits[1]!);
    await runner.stop();
  });
});
