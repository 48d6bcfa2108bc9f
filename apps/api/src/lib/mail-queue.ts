import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { addSeconds, type Clock } from './clock';
import type { MailMessage, Transport } from './mailer';

const BATCH = 10;
const MAX_ATTEMPTS = 8;
/** A claimed message is not claimed again for this long, so one crashed sender does not lose it. */
const LEASE_SECONDS = 300;
const backoffSeconds = (attempt: number) => Math.min(3600, 15 * 2 ** (attempt - 1));

export type MailQueue = {
  /** Stores the message; it is sent after the request, never during it. */
  enqueue(db: Db, message: MailMessage): Promise<void>;
  /** Sends what is due now; returns how many were handled. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export function createMailQueue(db: Db, transport: Transport, clock: Clock, log: Logger, pollMs = 2000): MailQueue {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function claim() {
    const now = clock.now();
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)))
      .orderBy(asc(mailQueue.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: addSeconds(now, LEASE_SECONDS) })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  async function sendBatch(): Promise<number> {
    const batch = await claim();
    for (const m of batch) {
      try {
        await transport.send({ id: m.id, to: m.toAddress, subject: m.subject, text: m.textBody });
        await db.update(mailQueue).set({ status: 'sent', sentAt: clock.now() }).where(eq(mailQueue.id, m.id));
      } catch (err) {
        const failed = m.attempts >= MAX_ATTEMPTS;
        const message = err instanceof Error ? err.message : String(err);
        log.warn({ mailId: m.id, attempt: m.attempts, err: message }, failed ? 'mail failed for good' : 'mail retry');
        await db
          .update(mailQueue)
          .set({
            status: failed ? 'failed' : 'pending',
            lastError: message.slice(0, 500),
            nextAttemptAt: addSeconds(clock.now(), backoffSeconds(m.attempts)),
          })
          .where(eq(mailQueue.id, m.id));
      }
    }
    return batch.length;
  }

  async function drainLoop(): Promise<number> {
    let total = 0;
    do {
      again = false;
      let n: number;
      do {
        n = await sendBatch();
        total += n;
      } while (n === BATCH);
    } while (again);
    return total;
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop()
      .catch((err) => {
        log.error({ err }, 'mail queue error');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    async enqueue(tx, message) {
      await tx.insert(mailQueue).values({ toAddress: message.to, subject: message.subject, textBody: message.text });
      // Sent once the surrounding work has committed; the poll covers any instance that missed it.
      setTimeout(() => void drain(), 20).unref();
    },
    drain,
    start() {
      timer ??= setInterval(() => void drain(), pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
