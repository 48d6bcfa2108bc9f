import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoBanner, loadDemoData } from './demo/demo-data';
import { registerAppJobs } from './jobs/app-jobs';
import { createJobRunner } from './jobs/job-runner';
import { mailQueue } from './jobs/mail-job';
import { systemClock } from './lib/clock';
import { localDiskStorage } from './lib/file-storage';
import { outboxTransport, smtpTransport } from './lib/mailer';
import { loadSecret } from './lib/secret';
import { fillMissingDescriptions } from './modules/activities/activities.queries';
import { appLoggerOptions } from './plugins/errors';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const { db } = database;
  const secret = await loadSecret(db, config.SECRET_KEY);
  // Feed entries written before sentences were stored (migration 0010) get theirs once.
  while ((await fillMissingDescriptions(db)) > 0);
  const clock = systemClock;
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : outboxTransport(path.join(config.dataDir, 'outbox'), (text) => console.log(text));
  const logger = appLoggerOptions(config.LOG_LEVEL);
  // The runner logs through the app's logger, which exists once the app is built.
  const log = {
    warn: (o: object, m: string) => app.log.warn(o, m),
    error: (o: object, m: string) => app.log.error(o, m),
  };
  const jobs = createJobRunner({ db, clock, log });
  const storage = localDiskStorage(path.join(config.dataDir, 'uploads'));
  const deps = { config, db, clock, jobs, mail: mailQueue(jobs), secret, storage };
  await registerAppJobs(jobs, deps, transport);
  const demoLoaded = config.loadDemoData && (await loadDemoData(deps));
  const app = await buildApp(deps, { logger, serveWeb: true });

  await app.listen({ port: config.PORT, host: config.HOST });
  jobs.start();

  const url = `http://localhost:${config.PORT}`;
  console.log(`\n  EstateHub is running at ${url} (${database.kind}; mail: ${transport.describe})`);
  console.log(`  API docs: ${url}/api/docs/`);
  if (demoLoaded) console.log(demoBanner(url));
  else if (config.loadDemoData)
    console.log(`  Demo accounts (if this is the demo database): password EstateHub@2026, admin@demo.estatehub.ng\n`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
