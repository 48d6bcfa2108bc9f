import {
  bankAccount,
  bankAccountBody,
  estateDetail,
  estatePatchBody,
  pageQuery,
  publicEstateList,
} from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, formBody } from '../../lib/route-params';
import { requireEstateAdmin, requireEstateMember } from '../../plugins/session';
import { readForm } from '../../plugins/uploads';
import { toBankAccount, toEstateDetail, toPublicEstate } from './estate-answer';
import { listEstates } from './estates.queries';
import * as estates from './estates.service';

const tags = ['estates'];
const listQuery = pageQuery(50, 100).extend({ search: z.string().trim().max(100).optional() });
const estateParams = z.object({ id: dbId });
const accountParams = z.object({ id: dbId, accountId: dbId });

export const estatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // Public: the registration form and the estates page read it. No bank accounts, no e-mails.
  app.get('/', { schema: { tags, querystring: listQuery, response: { 200: publicEstateList } } }, async (request) => {
    const { page, page_size, search } = request.query;
    const { count, rows } = await listEstates(deps.db, { page, pageSize: page_size, search });
    return { count, results: rows.map(toPublicEstate) };
  });

  // Public: anyone may register an estate; it creates the estate's admin account.
  app.post(
    '/',
    {
      schema: {
        tags,
        ...formBody,
        description: 'Multipart: name, address, description, phone_number, email, optional logo (image, under 5 MB).',
        response: { 201: z.object({ detail: z.string(), id: z.number(), name: z.string() }) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, estates.registrationLogoRule);
      return reply.code(201).send(await estates.registerEstate(deps, form, request.ip));
    },
  );

  app.get('/:id/', { schema: { tags, params: estateParams, response: { 200: estateDetail } } }, async (request) => {
    requireEstateMember(request, request.params.id);
    const { estate, accounts } = await estates.estateDetail(deps, request.params.id);
    return toEstateDetail(estate, accounts);
  });

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
    },
    async (request) => {
      const admin = requireEstateAdmin(request, request.params.id);
      await estates.updateEstate(deps, admin, await readForm(request, estates.profileLogoRule));
      const { estate, accounts } = await estates.estateDetail(deps, admin.estateId);
      return toEstateDetail(estate, accounts);
    },
  );

  app.patch(
    '/:id/',
    { schema: { tags, params: estateParams, body: estatePatchBody, response: { 200: estateDetail } } },
    async (request) => {
      const admin = requireEstateAdmin(request, request.params.id);
      await estates.patchEstate(deps, admin, request.body);
      const { estate, accounts } = await estates.estateDetail(deps, admin.estateId);
      return toEstateDetail(estate, accounts);
    },
  );

  app.post(
    '/:id/bank-accounts/',
    { schema: { tags, params: estateParams, body: bankAccountBody, response: { 201: bankAccount } } },
    async (request, reply) => {
      const admin = requireEstateAdmin(request, request.params.id);
      return reply.code(201).send(toBankAccount(await estates.addBankAccount(deps, admin, request.body)));
    },
  );

  app.put(
    '/:id/bank-accounts/:accountId/',
    { schema: { tags, params: accountParams, body: bankAccountBody, response: { 200: bankAccount } } },
    async (request) => {
      const admin = requireEstateAdmin(request, request.params.id);
      return toBankAccount(await estates.updateBankAccount(deps, admin, request.params.accountId, request.body));
    },
  );

  app.delete('/:id/bank-accounts/:accountId/', { schema: { tags, params: accountParams } }, async (request, reply) => {
    const admin = requireEstateAdmin(request, request.params.id);
    await estates.deleteBankAccount(deps, admin, request.params.accountId);
    return reply.code(204).send();
  });
};
