import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { circularEconomySchema, circularQuerySchema } from '@ecopeso/shared/circular';
import { getCircularEconomy } from '../domain/circular/get-circular-economy.ts';
import { clientParams } from './clients.ts';
import type { RouteContext } from './context.ts';

export async function circularEconomyRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/clients/:clientId/circular-economy',
    {
      config: { access: { capability: 'info:read', client: 'params' } },
      schema: {
        tags: ['circular-economy'],
        summary:
          "A period's flows, recovery and CO2e per stream, and the opportunities registered receivers offer (master and gerente)",
        params: clientParams,
        querystring: circularQuerySchema,
        response: { 200: circularEconomySchema },
      },
    },
    async (request) => getCircularEconomy({ db, clientId: request.params.clientId, query: request.query }),
  );
}
