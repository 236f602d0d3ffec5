import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { benchmarksQuerySchema, benchmarksSchema } from '@ecopeso/shared/benchmarks';
import { getBenchmarks } from '../domain/dashboard/get-benchmarks.ts';
import { resolveDashboardClients } from '../domain/dashboard/resolve-dashboard-clients.ts';
import { actorOf, readThroughReplica, type RouteContext } from './context.ts';
import { refuseInReadersLanguage } from './localized-validation.ts';

/** Chain benchmarks (issue 27 item 5): a manager's hotels ranked, over the clients they may see, as the dashboard. */
export async function benchmarkRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/benchmarks',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      errorHandler: refuseInReadersLanguage,
      schema: {
        tags: ['dashboard'],
        summary:
          "The hotels of the selection ranked by kg per guest-night, kg per meal, diversion or estimated cost over the dashboard's filter, with the best hotel's top categories (master and gerente)",
        querystring: benchmarksQuerySchema,
        response: { 200: benchmarksSchema },
      },
    },
    async (request, reply) =>
      readThroughReplica(ctx, reply, async (db) => {
        const { metric, ...query } = request.query;
        const clientIds = await resolveDashboardClients({ db, actor: actorOf(request), selection: query.clients });
        return getBenchmarks({ db, clientIds, query, metric });
      }),
  );
}
