import type { ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import { LIVE_BATCH, type LiveRow, latestLiveEventIds, liveEventsAfter } from './live-events.queries';
import { type ListenerLog, listenForLiveEvents } from './live-listener';

export type HubOptions = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** A stream is ended after this long; the browser reconnects (resuming) and the session is checked again. */
  maxStreamMs?: number;
  /** Open streams per user; the oldest is ended past this (a tab left open, a reload loop). */
  maxStreamsPerUser?: number;
};

/** How many sent ids a stream remembers (far more than can be in flight at once). */
const SENT_REMEMBERED = 256;
/** How many of a user's newest events a new stream counts as already seen. */
const SEEN_AT_START = 20;

const DEFAULTS = { heartbeatMs: 20_000, maxStreamMs: 15 * 60_000, maxStreamsPerUser: 8 };

/** One open `GET /api/events/` answer. */
type Stream = {
  userId: number;
  res: ServerResponse;
  lastSent: number;
  /**
   * Ids below `lastSent` to look at again: a transaction that took its ids first may commit
   * after one that took later ids, so its rows appear below what was already sent.
   */
  lookFrom: number;
  /** The ids sent lately, so a look below `lastSent` sends nothing twice. */
  sent: Set<number>;
  reading: boolean;
  /** A wake came while reading: read again when done. */
  again: boolean;
  /** The last read failed: the heartbeat tries again. */
  stale: boolean;
  timers: ReturnType<typeof setTimeout>[];
};

const frame = (row: LiveRow) => `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;

/**
 * Every open live stream of this server instance, by user. A NOTIFY (from any instance) names
 * the users with new events; each of their streams reads its rows after the last one it sent.
 * The rows are the truth and the NOTIFY only a nudge, so a lost nudge is made good by the next.
 */
export async function startLiveHub(db: Db, log: ListenerLog, options: HubOptions = {}) {
  const opts = { ...DEFAULTS, ...options };
  const streams = new Map<number, Set<Stream>>();

  const send = async (s: Stream) => {
    let rows: LiveRow[];
    let from = Math.min(s.lookFrom, s.lastSent);
    s.lookFrom = Number.POSITIVE_INFINITY;
    do {
      rows = await liveEventsAfter(db, s.userId, from);
      if (s.res.destroyed) return;
      for (const row of rows) {
        if (s.sent.has(row.id)) continue;
        s.res.write(frame(row));
        s.sent.add(row.id);
        if (s.sent.size > SENT_REMEMBERED) s.sent.delete(s.sent.values().next().value!);
        s.lastSent = Math.max(s.lastSent, row.id);
      }
      if (rows.length > 0) from = rows[rows.length - 1]!.id;
    } while (rows.length === LIVE_BATCH);
  };

  /** Reads the stream's new events; `signal` is the range a NOTIFY announced, if one did. */
  const wake = (s: Stream, signal?: { id: number; min: number }) => {
    if (signal && signal.min <= s.lastSent) s.lookFrom = Math.min(s.lookFrom, signal.min - 1);
    if (s.reading) {
      s.again = true;
      return;
    }
    s.reading = true;
    void (async () => {
      do {
        s.again = false;
        try {
          await send(s);
          s.stale = false;
        } catch (err) {
          s.stale = true;
          log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'live stream could not read its events');
        }
      } while (s.again && !s.res.destroyed);
      s.reading = false;
    })();
  };

  const remove = (s: Stream) => {
    for (const t of s.timers) clearTimeout(t);
    const set = streams.get(s.userId);
    set?.delete(s);
    if (set?.size === 0) streams.delete(s.userId);
    if (!s.res.writableEnded) s.res.end();
  };

  const listener = await listenForLiveEvents(db, log, {
    onSignal(signal) {
      for (const userId of signal.u) for (const s of streams.get(userId) ?? []) wake(s, signal);
    },
    onReconnect() {
      for (const set of streams.values()) for (const s of set) wake(s);
    },
  });

  return {
    /**
     * Starts the stream on `res` (the headers are already written): from after `lastEventId`
     * when the client resumes, else from now. Ends when the client goes or the hub closes.
     * The `: connected` comment is written once the start point is known, so an event sent
     * after a client has seen it is always delivered.
     */
    async open(userId: number, res: ServerResponse, lastEventId: number | null): Promise<void> {
      const s: Stream = {
        userId,
        res,
        lastSent: 0,
        lookFrom: Number.POSITIVE_INFINITY,
        sent: new Set(),
        reading: true,
        again: false,
        stale: false,
        timers: [],
      };
      // Registered before the start point is read, so a signal in between is not lost: it
      // marks `again` and is read once the start point is known.
      const set = streams.get(userId) ?? new Set<Stream>();
      streams.set(userId, set);
      set.add(s);
      if (set.size > opts.maxStreamsPerUser) remove(set.values().next().value!);
      res.on('close', () => remove(s));
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        if (s.stale) wake(s);
      }, opts.heartbeatMs);
      s.timers.push(
        heartbeat,
        setTimeout(() => remove(s), opts.maxStreamMs),
      );
      try {
        // The newest ids count as sent: a look below the start point must not replay them.
        const latest = await latestLiveEventIds(db, userId, SEEN_AT_START);
        for (const id of latest) if (lastEventId === null || id <= lastEventId) s.sent.add(id);
        s.lastSent = lastEventId ?? latest[0] ?? 0;
      } catch (err) {
        // Without a start point every old event would be replayed: end it, the browser retries.
        log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'live stream could not start');
        remove(s);
        return;
      }
      res.write('retry: 3000\n: connected\n\n');
      s.reading = false;
      if (lastEventId !== null || s.again) wake(s);
    },
    /** How many streams this instance holds (tests, diagnostics). */
    size: () => [...streams.values()].reduce((n, set) => n + set.size, 0),
    /** Ends every stream: before the server closes, so it does not wait for them. */
    endStreams() {
      for (const set of [...streams.values()]) for (const s of [...set]) remove(s);
    },
    async close() {
      this.endStreams();
      await listener.close();
    },
  };
}

export type LiveHub = Awaited<ReturnType<typeof startLiveHub>>;
