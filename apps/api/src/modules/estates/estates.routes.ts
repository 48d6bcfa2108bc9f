import {
  bankAccount,
  bankAccountBody,
  estateDetail,
  estatePatchBody,
  publicEstateList,
  publicEstatesQuery,
} from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, formBody } from '../../lib/route-params';
import { estateActorOf } from '../../plugins/access';
import { readForm } from '../../plugins/uploads';
import { toBankAccount, toEstateDetail, toPublicEstate } from './estate-answer';
import * as estates from './estates.service';

const tags = ['estates'];
const estateParams = z.object({ id: dbId });
const accountParams = z.object({ id: dbId, accountId: dbId });
// Changing what the estate shows and where residents pay needs a live subscription (decision 008).
const activeAdmin = { access: 'activeEstateAdmin' } as const;

export const estatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // The registration form and the estates page read it. No bank accounts, no e-mails.
  app.get(
    '/',
    {
      schema: { tags, querystring: publicEstatesQuery, response: { 200: publicEstateList } },
      config: { access: 'public' },
    },
    async (request) => {
      const { page, page_size, search } = request.query;
      const { count, rows } = await estates.publicEstates(deps, { page, pageSize: page_size, search });
      return { count, results: rows.map(toPublicEstate) };
    },
  );

  // Anyone may register an estate; it creates the estate's admin account.
  app.post(
    '/',
    {
      schema: {
        tags,
        ...formBody,
        description: 'Multipart: name, address, description, phone_number, email, optional logo (image, under 5 MB).',
        response: { 201: z.object({ detail: z.string(), id: z.number(), name: z.string() }) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const form = await readForm(request, estates.registrationLogoRule);
      return reply.code(201).send(await estates.registerEstate(deps, form, request.ip));
    },
  );

  app.get(
    '/:id/',
    { schema: { tags, params: estateParams, response: { 200: estateDetail } }, config: { access: 'member' } },
    async (request) => {
      const { estate, accounts } = await estates.estateDetail(deps, estateActorOf(request).estateId);
      return toEstateDetail(estate, accounts);
    },
  );

  app.put(
    '/:id/',
    {
      schema: {
        tags,
        params: estateParams,
        ...formBody,
        description: 'Multipart or JSON: name, address, description, phone_number, email, optional logo.',
        response: { 200: estateDetail },
      },
      config: activeAdmin,
    },
    async (request) => {
      const admin = estateActorOf(request);
      await estates.updateEstate(deps, admin, await readForm(request, estates.profileLogoRule));
      const { estate, accounts } = await estates.estateDetail(deps, admin.estateId);
      return toEstateDetail(estate, accounts);
    },
  );

  app.patch(
    '/:id/',
    {
      schema: { tags, params: estateParams, body: estatePatchBody, response: { 200: estateDetail } },
      config: activeAdmin,
    },
    async (request) => {
      const admin = estateActorOf(request);
      await estates.patchEstate(deps, admin, request.body);
      const { estate, accounts } = await estates.estateDetail(deps, admin.estateId);
      return toEstateDetail(estate, accounts);
    },
  );

  app.post(
    '/:id/bank-accounts/',
    {
      schema: { tags, params: estateParams, body: bankAccountBody, response: { 201: bankAccount } },
      config: activeAdmin,
    },
    async (request, reply) =>
      reply.code(201).send(toBankAccount(await estates.addBankAccount(deps, estateActorOf(request), request.body))),
  );

  app.put(
    '/:id/bank-accounts/:accountId/',
    {
      schema: { tags, params: accountParams, body: bankAccountBody, response: { 200: bankAccount } },
      config: activeAdmin,
    },
    async (request) =>
      toBankAccount(
        await estates.updateBankAccount(deps, estateActorOf(request), request.params.accountId, request.body),
      ),
  );

  app.delete(
    '/:id/bank-accounts/:accountId/',
    { schema: { tags, params: accountParams }, config: activeAdmin },
    async (request, reply) => {
      await estates.deleteBankAccount(deps, estateActorOf(request), request.params.accountId);
      return reply.code(204).send();
    },
  );
};
