import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { estates } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { registerAppJobs } from '../src/jobs/app-jobs';
import { createJobRunner } from '../src/jobs/job-runner';
import { mailQueue } from '../src/jobs/mail-job';
import type { Clock } from '../src/lib/clock';
import { localDiskStorage } from '../src/lib/file-storage';
import { smtpTransport } from '../src/lib/mailer';
import { hashPassword } from '../src/lib/passwords';
import { startTrial } from '../src/modules/subscriptions/subscriptions.queries';
import { insertUser, type NewUser } from '../src/modules/users/users.queries';
import { appLoggerOptions } from '../src/plugins/errors';
import type { HubOptions } from '../src/realtime/live-hub';
import { HttpClient } from './http-client';
import { startSmtpListener } from './smtp-listener';
import { createTestDatabase } from './test-db';

/** A clock the test moves forward, so expiry can be tested without waiting. */
export function testClock(): Clock & { advance(seconds: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(seconds) {
      offset += seconds * 1000;
    },
  };
}

export const PASSWORD = 'Str0ng!Pass';
/** Hashed once per test process: arranging users should not cost an argon2 run each. */
let passwordHash: Promise<string> | undefined;
function hashedPassword(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}
let seq = 0;
const unique = () => `${process.pid}${Date.now() % 100000}${++seq}`;
/** An 11-digit phone number unique within this test process. */
const uniquePhone = (prefix: string) => prefix + String((process.pid * 1000 + ++seq) % 1e8).padStart(8, '0');

/**
 * The whole API listening on loopback over a fresh database, with a real SMTP listener for
 * its mail. Tests talk to it over HTTP like the browser does.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: {
    logLines?: string[];
    /** The source of visitor-code digits (deps.visitorCodes), for tests that force a clash. */
    visitorCodes?: () => string;
    /** The source of staff IDs (deps.staffIds), for tests that force a clash. */
    staffIds?: () => string;
    /** Another test app's database: a second server instance on the same data (left open on close). */
    database?: Database;
    /** The live stream's timings. */
    live?: HubOptions;
  } = {},
) {
  const shared = opts.database;
  const database = shared ?? (await createTestDatabase());
  const smtp = await startSmtpListener();
  const clock = testClock();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/estatehub-test', SMTP_URL: smtp.url, ...env });
  const silent = { warn() {}, error() {} };
  // Polls often so mail arrives while a test waits; `jobs.runDue()` runs what is due on demand.
  const jobs = createJobRunner({ db: database.db, clock, log: silent, pollMs: 100 });
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'estatehub-uploads-'));
  const storage = localDiskStorage(uploads);
  const deps: AppDeps = {
    config,
    db: database.db,
    clock,
    jobs,
    mail: mailQueue(jobs),
    storage,
    secret: 'test-secret-'.padEnd(48, 'x'),
    visitorCodes: opts.visitorCodes,
    staffIds: opts.staffIds,
  };
  await registerAppJobs(jobs, deps, smtpTransport(smtp.url, config.MAIL_FROM));
  // With logLines, the app logs as in production (same options) into that array.
  const logLines = opts.logLines;
  const logger = logLines && appLoggerOptions('info', { write: (line: string) => void logLines.push(line) });
  const app = await buildApp(deps, { logger, live: opts.live });
  await app.listen({ port: 0, host: '127.0.0.1' });
  jobs.start();
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function createEstate(values: Partial<typeof estates.$inferInsert> = {}) {
    const n = unique();
    const [estate] = await database.db
      .insert(estates)
      .values({
        name: `Estate ${n}`,
        address: `${n} Test Road, Lagos`,
        email: `estate${n}@example.ng`,
        phoneNumber: uniquePhone('080'),
        ...values,
      })
      .returning();
    return estate!;
  }

  /** Arranges an account directly in the database (verified and approved unless told). */
  async function createUser(values: Partial<NewUser> & { estateId: number | null }) {
    const n = unique();
    const user = await insertUser(database.db, {
      email: `user${n}@example.ng`,
      passwordHash: await hashedPassword(),
      firstName: 'Test',
      lastName: `User${n}`,
      phoneNumber: uniquePhone('090'),
      role: 'resident',
      isApproved: true,
      emailVerifiedAt: clock.now(),
      ...values,
    });
    if (user.role === 'admin')
      await startTrial(database.db, user.id, new Date(clock.now().getTime() + 30 * 86_400_000));
    return user;
  }

  return {
    app,
    database,
    db: database.db,
    deps,
    clock,
    jobs,
    smtp,
    storage,
    baseUrl,
    client: () => new HttpClient(baseUrl),
    createEstate,
    createUser,
    async close() {
      await app.close();
      await jobs.stop();
      await smtp.close();
      if (!shared) await database.close();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
