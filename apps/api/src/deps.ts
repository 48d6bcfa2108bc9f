import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { FileStorage } from './lib/file-storage';
import type { MailQueue } from './lib/mail-queue';

/** What the application needs from outside; server.ts builds it, tests build their own. */
export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  mail: MailQueue;
  /** Uploaded files (logos, pictures, evidence). */
  storage: FileStorage;
  /** Signs cookies and CSRF tokens and keys the code hashes. */
  secret: string;
};
