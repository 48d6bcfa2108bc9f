import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KEY_PATTERN } from '../../lib/file-storage';
import { mimeForExt } from '../../lib/file-type';
import { notFound } from '../../lib/http-errors';
import { requireEstateMember } from '../../plugins/session';
import { findLeaderByPicture } from '../leadership/leadership.queries';

const params = z.object({ name: z.string().max(80) });

/** Stored images. Logos are public; leaders' pictures only for members of their estate. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  async function send(key: string, reply: import('fastify').FastifyReply, cache: string) {
    if (!KEY_PATTERN.test(key)) throw notFound();
    const data = await deps.storage.read(key);
    if (!data) throw notFound();
    return reply
      .type(mimeForExt(key.split('.').pop()!))
      .header('cache-control', cache)
      .header('content-disposition', 'inline')
      .send(data);
  }

  app.get('/logos/:name', { schema: { tags: ['files'], params } }, async (request, reply) =>
    send(`logos/${request.params.name}`, reply, 'public, max-age=86400'),
  );

  app.get('/leaders/:name', { schema: { tags: ['files'], params } }, async (request, reply) => {
    const key = `leaders/${request.params.name}`;
    const owner = await findLeaderByPicture(deps.db, key);
    if (!owner) throw notFound();
    requireEstateMember(request, owner.estateId);
    return send(key, reply, 'private, max-age=3600');
  });
};
