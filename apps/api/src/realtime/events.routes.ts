import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/access';
import { type HubOptions, startLiveHub } from './live-hub';

const eventId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const tags = ['events'];

/** The resume point: the browser's Last-Event-ID header, or `last_event_id` when a page reopens the stream itself. */
function resumeFrom(header: unknown, query: unknown): number | null {
  const raw = typeof header === 'string' && header !== '' ? header : query;
  const parsed = eventId.safeParse(raw);
  return parsed.success && raw !== undefined && raw !== '' ? parsed.data : null;
}

/**
 * `GET /api/events/`: the signed-in user's live events as server-sent events (`id:` the row id,
 * `event:` its type, `data:` JSON), resumable with Last-Event-ID, with heartbeat comments.
 */
export function eventsRoutes(hubOptions: HubOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = await startLiveHub(app.deps.db, app.log, hubOptions);
    // Streams never finish on their own: ended before the server waits for open requests.
    app.addHook('preClose', async () => hub.endStreams());
    app.addHook('onClose', async () => hub.close());

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: 'The live event stream (text/event-stream)',
          querystring: z.object({ last_event_id: z.string().max(20).optional() }),
        },
        config: { access: 'signedIn' },
      },
      async (request, reply) => {
        const user = actorOf(request);
        const from = resumeFrom(request.headers['last-event-id'], request.query.last_event_id);
        reply.hijack();
        reply.raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          // nginx and similar proxies would otherwise hold the events back in a buffer.
          'x-accel-buffering': 'no',
        });
        await hub.open(user.id, reply.raw, from);
      },
    );
  };
}
