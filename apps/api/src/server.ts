import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoBanner, loadDemoData } from './demo/demo-data';
import { systemClock } from './lib/clock';
import { localDiskStorage } from './lib/file-storage';
import { createMailQueue } from './lib/mail-queue';
import { outboxTransport, smtpTransport } from './lib/mailer';
import { pruneRateLimits } from './lib/rate-limit';
import { loadSecret } from './lib/secret';
import { deleteExpiredSessions } from './modules/auth/session.queries';

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
  const clock = systemClock;
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : outboxTransport(path.join(config.dataDir, 'outbox'), (text) => console.log(text));
  const logger = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
  };
  // The queue logs through the app's logger, which exists once the app is built.
  const log = {
    warn: (o: object, m: string) => app.log.warn(o, m),
    error: (o: object, m: string) => app.log.error(o, m),
  };
  const mail = createMailQueue(db, transport, clock, log);
  const storage = localDiskStorage(path.join(config.dataDir, 'uploads'));
  const demoLoaded = config.loadDemoData && (await loadDemoData(db, clock, storage));
  const app = await buildApp({ config, db, clock, mail, secret, storage }, { logger, serveWeb: true });

  await app.listen({ port: config.PORT, host: config.HOST });
  mail.start();
  const housekeeping = setInterval(() => {
    void deleteExpiredSessions(db, clock.now()).catch((err) => app.log.warn({ err }, 'session cleanup failed'));
    void pruneRateLimits(db, clock).catch((err) => app.log.warn({ err }, 'rate limit cleanup failed'));
  }, 3_600_000);
  housekeeping.unref();

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
    clearInterval(housekeeping);
    await app.close();
    await mail.stop();
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
