import {
  gateChecksPage,
  gateChecksQuery,
  verifyCodeBody,
  verifyResult,
  visitorCode,
  visitorCodeBody,
  visitorCodesPage,
  visitorCodesQuery,
} from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estateActorOf } from '../../plugins/access';
import * as visitors from './visitor-codes.service';

const tags = ['visitor-codes'];
/** Residents and admins hold passes, guards and admins check them: each service refuses the rest. */
const member = { access: 'member' } as const;

/** Visitor passes and the gate (under /api/visitor-codes). */
export const visitorCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/',
    { schema: { tags, body: visitorCodeBody, response: { 201: visitorCode } }, config: member },
    async (request, reply) =>
      reply.code(201).send(await visitors.createCode(deps, estateActorOf(request), request.body)),
  );

  app.get(
    '/',
    { schema: { tags, querystring: visitorCodesQuery, response: { 200: visitorCodesPage } }, config: member },
    async (request) => visitors.ownCodes(deps, estateActorOf(request), request.query),
  );

  // The body takes anything so that every refusal is the screen's {error} answer (the service validates).
  app.post(
    '/verify/',
    { schema: { tags, body: verifyCodeBody, response: { 200: verifyResult } }, config: member },
    async (request) => visitors.verifyCode(deps, estateActorOf(request), request.body?.code),
  );

  app.get(
    '/checks/',
    { schema: { tags, querystring: gateChecksQuery, response: { 200: gateChecksPage } }, config: member },
    async (request) => visitors.gateLog(deps, estateActorOf(request), request.query),
  );
};
