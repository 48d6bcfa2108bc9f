import { contactSupportBody, detail } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitSupportRequest } from './support.service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone may write to support; a signed-in sender is linked to the request.
  app.post(
    '/',
    {
      schema: { tags: ['support'], body: contactSupportBody, response: { 201: detail } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await submitSupportRequest(app.deps, request.body, request.actor?.id ?? null, request.ip);
      return reply.code(201).send({ detail: 'Thank you! Your message has been sent. We reply within 24 hours.' });
    },
  );
};
