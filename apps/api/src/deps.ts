import type { Config } from './config';
import type { Db } from './db/client';
import type { JobRunner } from './jobs/job-runner';
import type { MailQueue } from './jobs/mail-job';
import type { Clock } from './lib/clock';
import type { FileStorage } from './lib/file-storage';

/** What the application needs from outside; server.ts builds it, tests build their own. */
export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  /** Background work: mail, domain events, scheduled housekeeping. */
  jobs: JobRunner;
  /** Mail that goes out after the caller's transaction commits (a 'mail' job). */
  mail: MailQueue;
  /** Uploaded files (logos, pictures, evidence). */
  storage: FileStorage;
  /** Signs cookies and CSRF tokens and keys the code hashes. */
  secret: string;
  /** Six-digit visitor codes; tests replace it to force a clash. Default: lib/random.ts sixDigitCode. */
  visitorCodes?: () => string;
  /** The HTTPS agent web push is sent through; tests trust the fake push service's certificate with it. */
  pushAgent?: import('node:https').Agent;
  /** Staff IDs (ST-XXXXXX); tests replace it to force a clash. Default: modules/staff/staff-id.ts newStaffId. */
  staffIds?: () => string;
};
