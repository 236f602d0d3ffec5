import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@ecopeso/shared/dashboard';
import { getDashboard } from '../domain/dashboard/get-dashboard.ts';
import { clientParams } from './clients.ts';
import type { RouteContext } from './context.ts';

export async function dashboardRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/clients/:clientId/dashboard',
    {
      config: { access: { capability: 'dashboard:read', client: 'params' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Every dashboard series for the filter, in one answer (master and gerente)',
        params: clientParams,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => getDashboard({ db, clientId: request.params.clientId, query: request.query }),
  );
}
