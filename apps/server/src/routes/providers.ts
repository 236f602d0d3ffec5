import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCarrierSchema,
  createReceiverSchema,
  providerListQuerySchema,
  providerPageSchema,
  providerSchema,
  updateCarrierSchema,
  updateReceiverSchema,
  type ProviderKind,
} from '@ecopeso/shared/providers';
import { getProvider, listProviders } from '../domain/providers/provider-store.ts';
import { createProvider, updateProvider } from '../domain/providers/save-provider.ts';
import { actorOf, type RouteContext } from './context.ts';

const MANAGE = { capability: 'carriers:manage', client: 'none' } as const;
const params = z.object({ id: z.uuid() });

/** Carriers and receivers of /app/admin/empresas-coleta (master): list, read, create, edit. */
export async function providerRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const kinds = [
    { kind: 'carrier', path: 'carriers', create: createCarrierSchema, update: updateCarrierSchema, what: 'carrier' },
    {
      kind: 'receiver',
      path: 'receivers',
      create: createReceiverSchema,
      update: updateReceiverSchema,
      what: 'receiver',
    },
  ] as const;
  for (const k of kinds) {
    const kind: ProviderKind = k.kind;
    r.get(
      `/api/v1/${k.path}`,
      {
        config: { access: MANAGE },
        schema: {
          tags: ['providers'],
          summary: `Every ${k.what} by name with its licences and their status: search by name, CNPJ or city, paginate`,
          querystring: providerListQuerySchema,
          response: { 200: providerPageSchema },
        },
      },
      async (request) => listProviders(db, kind, request.query),
    );
    r.get(
      `/api/v1/${k.path}/:id`,
      {
        config: { access: MANAGE },
        schema: { tags: ['providers'], summary: `A ${k.what}`, params, response: { 200: providerSchema } },
      },
      async (request) => getProvider(db, kind, request.params.id),
    );
    r.post(
      `/api/v1/${k.path}`,
      {
        config: { access: MANAGE },
        schema: {
          tags: ['providers'],
          summary: `Create a ${k.what} with its licences and MTR unit codes`,
          body: k.create,
          response: { 201: providerSchema },
        },
      },
      async (request, reply) => {
        const provider = await createProvider({ db, actor: actorOf(request), kind, input: request.body });
        return reply.code(201).send(provider);
      },
    );
    r.patch(
      `/api/v1/${k.path}/:id`,
      {
        config: { access: MANAGE },
        schema: {
          tags: ['providers'],
          summary: `Change a ${k.what} from the version the edit started at (stale: 409 aborted)`,
          description: 'Only the fields given change; `licences` given replace them all (known ids are kept).',
          params,
          body: k.update,
          response: { 200: providerSchema },
        },
      },
      async (request) =>
        updateProvider({ db, actor: actorOf(request), kind, id: request.params.id, input: request.body }),
    );
  }
}
