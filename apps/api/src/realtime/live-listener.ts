import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client';
import { LIVE_CHANNEL, type LiveSignal } from './publish';

export type ListenerLog = { warn(fields: object, message: string): void };
export type Listener = { close(): Promise<void> };
type Handlers = {
  onSignal(signal: LiveSignal): void;
  /** After the connection was lost and made again: signals may have been missed meanwhile. */
  onReconnect(): void;
};

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

function parseSignal(payload: string | undefined): LiveSignal | null {
  try {
    const s = JSON.parse(payload ?? '') as LiveSignal;
    if (Array.isArray(s.u) && typeof s.id === 'number') return { ...s, min: typeof s.min === 'number' ? s.min : s.id };
  } catch {}
  return null;
}

/**
 * LISTENs on the live channel of the database the app uses. PostgreSQL: one dedicated
 * node-postgres client per server instance (a pooled connection cannot hold a LISTEN), made
 * again when it drops. PGlite: its own listen(), which delivers NOTIFYs of the same process
 * at commit, exactly like the server does.
 */
export async function listenForLiveEvents(db: Db, log: ListenerLog, handlers: Handlers): Promise<Listener> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return listenPostgres(client, log, handlers);
  return listenPglite(client as PGlite, handlers);
}

async function listenPglite(client: PGlite, handlers: Handlers): Promise<Listener> {
  const unlisten = await client.listen(LIVE_CHANNEL, (payload) => {
    const signal = parseSignal(payload);
    if (signal) handlers.onSignal(signal);
  });
  return {
    async close() {
      if (!client.closed) await unlisten();
    },
  };
}

async function listenPostgres(pool: pg.Pool, log: ListenerLog, handlers: Handlers): Promise<Listener> {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const connect = async () => {
    const client = new pg.Client(pool.options);
    client.on('notification', (msg) => {
      const signal = msg.channel === LIVE_CHANNEL ? parseSignal(msg.payload) : null;
      if (signal) handlers.onSignal(signal);
    });
    // A lost connection is reported here (only its SQLSTATE: a message may quote data).
    client.on('error', (err: Error & { code?: string }) => {
      log.warn({ code: err.code ?? 'unknown' }, 'live stream listener lost its connection');
      void client.end().catch(() => {});
      if (current === client) current = null;
      schedule();
    });
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    if (closed) {
      await client.end();
      return;
    }
    current = client;
  };

  const schedule = () => {
    if (closed || retry) return;
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        failures = 0;
        handlers.onReconnect();
      } catch (err) {
        log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'live stream listener cannot connect');
        schedule();
      }
    }, delay);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end();
    },
  };
}
