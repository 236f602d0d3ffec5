import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientDetailSchema, clientSummarySchema } from '@ecopeso/shared/api';
import { listClients } from '../domain/clients/list-clients.ts';
import { getClient } from '../domain/clients/get-client.ts';
import { actorOf, type RouteContext } from './context.ts';

export const clientParams = z.object({ clientId: z.uuid() });

export async function clientRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/clients',
    {
      config: { access: { capability: 'signed-in', client: 'none', station: 'also' } },
      schema: {
        tags: ['clients'],
        summary: 'Clients the signed-in user may see (spec §6), by name',
        response: { 200: z.array(clientSummarySchema) },
      },
    },
    async (request) => listClients({ db, actor: actorOf(request) }),
  );

  r.get(
    '/api/v1/clients/:clientId',
    {
      config: { access: { capability: 'signed-in', client: 'params', station: 'also' } },
      schema: {
        tags: ['clients'],
        summary: 'A client with its areas, enabled waste types, sub-types, limits and goal',
        params: clientParams,
        response: { 200: clientDetailSchema },
      },
    },
    async (request) => getClient({ db, clientId: request.params.clientId }),
  );
}
