import http from 'node:http';
import type { HttpClient } from '../../test/http-client';

export type SseEvent = { id: string; event: string; data: unknown };

/**
 * A live stream held open like a browser's EventSource: resolves once the server has written
 * `: connected` (the start point is set), then collects the events it sends.
 */
export async function openStream(client: HttpClient, headers: Record<string, string> = {}, path = '/api/events/') {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let ended = false;
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(
      client.baseUrl + path,
      { headers: { cookie, accept: 'text/event-stream', ...headers } },
      resolve,
    );
    req.on('error', reject);
  });
  let buffer = '';
  const connected = new Promise<void>((resolve) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments.push(line.slice(1).trim());
            if (line === ': connected') resolve();
            continue;
          }
          const colon = line.indexOf(':');
          fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
        }
        if (fields.data !== undefined)
          events.push({ id: fields.id ?? '', event: fields.event ?? 'message', data: JSON.parse(fields.data) });
        cut = buffer.indexOf('\n\n');
      }
      for (const w of waiters.splice(0)) w();
    });
    res.on('end', () => {
      ended = true;
      resolve();
      for (const w of waiters.splice(0)) w();
    });
  });
  if (res.statusCode === 200) await connected;
  else res.resume();

  return {
    status: res.statusCode,
    headers: res.headers,
    events,
    comments,
    get ended() {
      return ended;
    },
    /** The events of one type (other features share the stream). */
    of: (event: string) => events.filter((e) => e.event === event),
    /** Waits until `n` events (of `event`, when given) have arrived, failing after `ms`; answers them. */
    async waitFor(n: number, ms = 1000, event?: string): Promise<SseEvent[]> {
      const deadline = Date.now() + ms;
      const seen = () => (event ? events.filter((e) => e.event === event) : events);
      while (seen().length < n) {
        const left = deadline - Date.now();
        if (left <= 0 || ended)
          throw new Error(`expected ${n} ${event ?? ''} events within ${ms} ms, got ${seen().length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return seen();
    },
    close() {
      res.destroy();
    },
  };
}

export type OpenStream = Awaited<ReturnType<typeof openStream>>;
