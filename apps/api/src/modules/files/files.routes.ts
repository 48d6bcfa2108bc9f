import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mimeForExt } from '../../lib/file-type';
import { estateActorOf } from '../../plugins/access';
import { readLeaderPicture, readStoredFile } from './files.service';

const params = z.object({ name: z.string().max(80) });
const schema = { tags: ['files'], params };

function send(reply: FastifyReply, key: string, data: Buffer, cache: string) {
  return reply
    .type(mimeForExt(key.split('.').pop()!))
    .header('cache-control', cache)
    .header('content-disposition', 'inline')
    .send(data);
}

/** Stored images. Logos are public; leaders' pictures only for members of their estate. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/logos/:name', { schema, config: { access: 'public' } }, async (request, reply) => {
    const key = `logos/${request.params.name}`;
    return send(reply, key, await readStoredFile(deps, key), 'public, max-age=86400');
  });

  app.get('/leaders/:name', { schema, config: { access: 'member' } }, async (request, reply) => {
    const key = `leaders/${request.params.name}`;
    return send(reply, key, await readLeaderPicture(deps, estateActorOf(request), key), 'private, max-age=3600');
  });
};
